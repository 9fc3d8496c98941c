import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from '../helpers/browser.ts';
import { LIGHTHOUSE_PAGES } from '../helpers/page-kinds.ts';
import { siteUrl } from '../helpers/site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Timeline {
  /** The largest paint's time and what it painted. */
  lcp: { at: number; element: string };
  firstPaint: number;
  loadEnd: number;
  /** How far the page's content moved, summed (0 when nothing moved): hydrating later must move nothing. */
  shifted: number;
  /** Every script and data file the page fetched, with when its request started and its response ended. */
  fetched: { url: string; at: number; end: number }[];
}

/** What the browser recorded of the load, once the app has hydrated. */
async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry & { element?: Element | null }>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!)).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    // The observer reports buffered entries at once, or nothing when there are none.
    const shifts = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve([]), 500);
    });
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      lcp: { at: lcp.startTime, element: lcp.element?.tagName ?? '' },
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      loadEnd: navigation.loadEventEnd,
      // The app starts after `load`, so what moves after it is hydration's doing. (On a slow or
      // loaded machine the browser may paint a page it is still parsing, and the rest of the
      // HTML arriving counts as a shift: that is the parser's, measured by the pictures tests.)
      shifted: shifts.filter((shift) => shift.startTime >= navigation.loadEventEnd).reduce((sum, shift) => sum + (shift as PerformanceEntry & { value: number }).value, 0),
      fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => /\.(js|json)$/.test(new URL(r.name).pathname))
        .map((r) => ({ url: new URL(r.name).pathname, at: r.startTime, end: r.responseEnd })),
    };
  });
}

describe("the app's scripts start only after the page has painted (Lighthouse counts what starts before as work the paint waited for)", () => {
  for (const [kind, path] of Object.entries(LIGHTHOUSE_PAGES)) {
    it(`${kind}: no script or data file is requested before the load event, or has arrived by the largest paint; then the app hydrates and nothing moves`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
      await page.goto(siteUrl() + path);
      await hydrated(page);
      const { lcp, firstPaint, loadEnd, shifted, fetched } = await timeline(page);
      expect(lcp.element, path).not.toBe('');
      expect(firstPaint).toBeLessThanOrEqual(lcp.at);
      // The entry, its preloads, the template's chunk and the layout file: all requested after
      // `load`, and none of them back by the time the largest paint was shown. (Lighthouse counts
      // a request that ended before the largest paint as one the paint waited for. The starter
      // waits two frames after the last picture is decoded, but the frame it starts in may be
      // shown a moment later, so the request, not its answer, can share the paint's millisecond.)
      expect(
        fetched.some((f) => /\/assets\/index-[\w-]+\.js$/.test(f.url)),
        path,
      ).toBe(true);
      expect(
        fetched.filter((f) => f.at < loadEnd || f.end <= lcp.at),
        path,
      ).toEqual([]);
      // The starter's preload is the request the app reads the layout from: fetched once.
      expect(
        fetched.filter((f) => /\/assets\/layout\.[0-9a-f]+\.json$/.test(f.url)),
        path,
      ).toHaveLength(1);
      // Hydrated after the paint, from the same HTML: nothing moves.
      expect(shifted, path).toBe(0);
      expect(errors, path).toEqual([]);
      await page.context().close();
    });
  }

  it('a stylesheet that is slow to arrive holds the scripts back, never the first paint', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    let cssArrived = false;
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      cssArrived = true;
      await route.continue();
    });
    const scriptsBeforeCss: string[] = [];
    page.on('request', (request) => {
      if (!cssArrived && /\.js$/.test(request.url())) scriptsBeforeCss.push(request.url());
    });
    // Not waiting for `load`, which waits for the stylesheet.
    await page.goto(siteUrl() + '/about', { waitUntil: 'commit' });
    // Painted from the HTML and the critical CSS while the stylesheet is still on its way.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(cssArrived).toBe(false);
    await hydrated(page);
    expect(cssArrived).toBe(true);
    expect(scriptsBeforeCss).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
