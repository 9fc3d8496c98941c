/**
 * After a client navigation (loaded with the navigation code, not with the page): focus goes to
 * the new page's heading, so a screen reader reads it and Tab carries on from the top of the
 * page rather than from <body>; a polite live region announces the page's title. A link to a
 * part of a page (`#booking-form`, a region of the areas page) puts focus on that part instead,
 * where the page has been scrolled to.
 */
export function announcePage(title: string, targetId?: string): void {
  // After the dialog or menu that started the navigation has let go of focus.
  setTimeout(() => {
    const target = targetId ? document.getElementById(targetId) : null;
    if (target) focusTarget(target);
    const heading = target ? null : document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    let region = document.getElementById('route-announcer');
    if (!region) {
      region = document.createElement('p');
      region.id = 'route-announcer';
      region.className = 'sr-only';
      region.setAttribute('aria-live', 'polite');
      region.dataset.testid = 'route-announcer';
      document.body.append(region);
    }
    region.textContent = title;
  }, 0);
}

/** Focus on a part of the page a link led to, without scrolling (the page is already there). */
export function focusTarget(target: HTMLElement): void {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** A link to a part of the page already on screen (`#western`): scrolled to, and focus with it. */
export function goToPart(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  target.scrollIntoView();
  focusTarget(target);
}
