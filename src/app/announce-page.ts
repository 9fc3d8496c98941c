/**
 * After a client navigation (loaded with the navigation code, not with the page): focus goes to
 * the new page's heading, so a screen reader reads it and Tab carries on from the top of the
 * page rather than from <body>; a polite live region announces the page's title.
 */
export function announcePage(title: string): void {
  // After the dialog or menu that started the navigation has let go of focus.
  setTimeout(() => {
    const heading = document.querySelector<HTMLElement>('#main h1');
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
