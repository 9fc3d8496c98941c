import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from '../helpers/browser.ts';
import { siteUrl } from '../helpers/site.ts';

/** The widths visitors were seen breaking the header at: phones, tablets, laptops. */
const WIDTHS = [320, 390, 768, 1024, 1100, 1180, 1280, 1366, 1440];
/** From this width the header shows the full menu; below it, the menu button. */
const FULL_MENU_FROM = 1280;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('every width from 320 to 1440 px', () => {
  it('has no sideways scroll, and Book Now, the phone link and the call bar are wholly visible and clickable', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/services/switchboard-upgrades/in/reservoir']) {
        await page.goto(siteUrl() + path);
        await hydrated(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${width} px ${path}: ${overflow} px of sideways scroll`);
        const header = page.locator('header');
        const bar = page.getByRole('complementary', { name: 'Call or read our reviews' });
        for (const [name, link] of [
          ['Book Now', header.getByRole('link', { name: 'Book Now' })],
          ['phone', header.locator('a[href^="tel:"]:visible').last()],
          ["call bar's Call now", bar.getByRole('link', { name: /^Call / })],
          ["call bar's reviews badge", bar.getByRole('link', { name: /read our reviews/ })],
        ] as const) {
          const box = await link.boundingBox();
          if (!box || box.x < 0 || box.x + box.width > width) problems.push(`${width} px ${path}: ${name} is not wholly on screen (${JSON.stringify(box)})`);
          // A trial click checks it is visible, stable, enabled and not covered by anything.
          await link.click({ trial: true, timeout: 2000 }).catch((e: Error) => problems.push(`${width} px ${path}: ${name} cannot be clicked: ${e.message.split('\n')[0]}`));
        }
        // The clock's reserved box holds the widest times (two-digit hours; figures are tabular),
        // and the banner's line stays on screen.
        const clock = await page.getByTestId('local-clock').evaluate((box) => {
          const time = box.querySelector('time');
          if (!time) return { box: 0, widest: 0 };
          const shown = time.textContent;
          let widest = 0;
          for (const label of ['12:00 am', '12:00 pm']) {
            time.textContent = label;
            widest = Math.max(widest, time.getBoundingClientRect().width);
          }
          time.textContent = shown;
          return { box: box.getBoundingClientRect().width, widest };
        });
        if (clock.widest === 0 || clock.widest > clock.box)
          problems.push(`${width} px ${path}: the time (${clock.widest} px at its widest) does not fit its box (${clock.box} px)`);
        const banner = await page.getByRole('complementary', { name: 'Availability' }).evaluate((el) =>
          [...el.querySelectorAll('span')]
            .filter((s) => s.getClientRects().length)
            .map((s) => s.getBoundingClientRect())
            .reduce((edge, r) => ({ left: Math.min(edge.left, r.left), right: Math.max(edge.right, r.right) }), { left: Infinity, right: -Infinity }),
        );
        if (banner.left < 0 || banner.right > width) problems.push(`${width} px ${path}: the banner runs off screen (${JSON.stringify(banner)})`);
        const fullMenu = await page.getByRole('navigation', { name: 'Main' }).isVisible();
        const menuButton = await page.getByRole('button', { name: 'Open menu' }).isVisible();
        if (fullMenu !== width >= FULL_MENU_FROM || menuButton === fullMenu) problems.push(`${width} px: full menu ${fullMenu}, menu button ${menuButton}`);
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('gives every control a target of at least 24 px, and the main actions 44 px on a phone', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(siteUrl() + '/services/switchboard-upgrades/in/reservoir');
    await hydrated(page);
    // Links inside running text are exempt (WCAG 2.5.8 "inline"); every other control counts.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('header a, header button, footer a, aside a, nav a, nav button')]
        .filter((el) => el.offsetParent !== null)
        // "Inline": a link with text of its own around it (a review's "Bec H., Preston: <a>") is running text.
        .filter((el) => ![...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ el, box }) => `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    const primary = [
      page.locator('header').getByRole('link', { name: 'Book Now' }),
      page.locator('header a[href^="tel:"]:visible'),
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('link', { name: /^Call .* on / }),
    ];
    for (const control of primary) expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // The social links are there on a phone too (in the footer).
    await expect(
      page
        .locator('footer')
        .getByRole('link', { name: /on Facebook/ })
        .isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });
});

describe('the mega-menus (WAI-ARIA disclosure pattern)', () => {
  it('by mouse: hover previews, a click keeps it open, a second click or a click outside closes it', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 768 } });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Services' });
    const panel = page.getByRole('region', { name: 'Services' });
    await button.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await button.click();
    await expect(panel.isVisible()).resolves.toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // Every group of the catalogue is on screen at 1366x768, with no scrolling box inside.
    await expect(panel.locator('p').count()).resolves.toBeGreaterThanOrEqual(11);
    const offScreen = await panel.locator('p, a').evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().bottom > window.innerHeight).map((el) => el.textContent));
    expect(offScreen).toEqual([]);
    await expect(
      panel.evaluate((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible')),
    ).resolves.toBe(false);
    // Clicked open, it stays open when the mouse leaves...
    await page.mouse.move(1300, 760);
    await expect(panel.isVisible()).resolves.toBe(true);
    // ...and closes with a second click, or a click elsewhere.
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Service Locations' }).click();
    const locations = page.getByRole('region', { name: 'Service Locations' });
    await expect.poll(() => locations.isVisible()).toBe(true);
    await page.getByRole('complementary', { name: 'Availability' }).click();
    await expect.poll(() => locations.isVisible()).toBe(false);
    await page.context().close();
  });

  it('by touch at desktop width: the first tap opens it, the next closes it', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 768 }, hasTouch: true });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    for (const name of ['Services', 'Service Locations']) {
      const button = page.getByRole('button', { name, exact: true });
      const panel = page.getByRole('region', { name, exact: true });
      await button.tap();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await button.tap();
      await expect.poll(() => panel.isVisible()).toBe(false);
    }
    await page.context().close();
  });

  it('by keyboard: Tab passes a closed menu, Enter opens it, Escape closes it and returns focus', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe('Services');
    // Focus alone opens nothing, and the next Tab goes to the next menu, not into this one.
    await expect(page.getByRole('region', { name: 'Services' }).isVisible()).resolves.toBe(false);
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe('Service Locations');
    await page.keyboard.press('Shift+Tab');
    for (const key of ['Enter', ' ']) {
      const button = page.getByRole('button', { name: 'Services' });
      const panel = page.getByRole('region', { name: 'Services' });
      await page.keyboard.press(key);
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('[role=region]')?.getAttribute('aria-label'))).resolves.toBe('Services');
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      await expect(isFocused(button)).resolves.toBe(true);
    }
    // Focus leaving an open menu closes it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.getByRole('region', { name: 'Services' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('the phone menu', () => {
  it('takes focus, keeps Tab inside while open, and gives focus back on Escape and on close', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const insideMenu = () => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));
    await open.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(insideMenu).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await insideMenu()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => isFocused(open)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => isFocused(open)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('booking', () => {
  it('keeps the service through a reload of /booking, without a hydration error', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    await page.locator('main').getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(/\/booking(\?[^#]*)?#booking-form$/);
    const chosen = page.getByTestId('booking-service');
    await expect.poll(() => chosen.textContent()).toMatch(/Tripped Circuit/);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => chosen.textContent()).toMatch(/Tripped Circuit/);
    await expect.poll(() => page.locator('input[name=_subject]').first().inputValue()).toMatch(/Tripped Circuit/);
    // The hero's Book Now on /booking goes to the form and keeps the service.
    await page.locator('main').getByRole('link', { name: 'Book Now' }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('form[data-form-source]'))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.querySelector('form[data-form-source]')!.getBoundingClientRect().top)).toBeLessThan(300);
    await expect(chosen.textContent()).resolves.toMatch(/Tripped Circuit/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the dialog on a suburb page with the suburb filled in and no field focused', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(siteUrl() + '/services/switchboard-upgrades/in/reservoir');
    await hydrated(page);
    await page.locator('main').getByRole('button', { name: 'Request a call back' }).first().tap();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('input[name=suburb]').inputValue()).toBe('Reservoir');
    // Focus is on the dialog, not in a field: a phone keeps its keyboard down until asked.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('dialog');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('client navigation when things go wrong', () => {
  it('loads the page in full when its data cannot be fetched, never a false "Page not found"', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    // A flaky connection: the page's data request fails (whatever form the request takes).
    await page.route(
      (url) => url.pathname.includes('about'),
      (route) => (['fetch', 'xhr'].includes(route.request().resourceType()) ? route.abort('internetdisconnected') : route.fallback()),
    );
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(siteUrl() + '/about');
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 10_000 }).toMatch(/about|who we are/i);
    await expect(page.locator('main h1').textContent()).resolves.not.toBe('Page not found');
    await page.context().close();
  });

  it('scrolls up before showing the loading placeholder, and Back returns to where the visitor was', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    // Hold the next page's data back, so the placeholder is on screen long enough to look at.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(
      (url) => url.pathname.includes('about'),
      async (route) => {
        if (['fetch', 'xhr'].includes(route.request().resourceType())) await held;
        await route.fallback();
      },
    );
    // Clicked where it is: Playwright's own click would first scroll the footer into view.
    await page
      .locator('footer')
      .getByRole('link', { name: 'About Us' })
      .evaluate((a: HTMLElement) => a.click());
    const placeholder = page.getByRole('status').filter({ hasText: 'Loading page' });
    await expect.poll(() => placeholder.isVisible()).toBe(true);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await expect(placeholder.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).resolves.toBe(true);
    release();
    await expect.poll(() => page.locator('main h1').textContent()).not.toMatch(/tripped/i);
    await page.goBack();
    await expect.poll(() => page.locator('main h1').textContent()).toMatch(/tripped/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
