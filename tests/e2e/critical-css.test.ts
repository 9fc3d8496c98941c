import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { PAGE_OF_EVERY_KIND } from '../helpers/page-kinds.ts';
import { siteUrl } from '../helpers/site.ts';

/**
 * The first paint uses only the page's inline critical CSS; the whole stylesheet arrives after.
 * If the two drew anything differently, a visitor would see it change (unstyled, then styled, or
 * moved: layout shift). So each page is drawn whole with the stylesheet's request refused and
 * again with it, and the pictures must be the same to the pixel. Without JavaScript, so the
 * paint is the HTML and CSS alone (as before the app hydrates), and with reduced motion, so no
 * animation is caught mid-way.
 */
describe('the critical CSS draws each page as the whole stylesheet does', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function screenshot(path: string, width: number, height: number, stylesheet: boolean): Promise<{ png: Buffer; refused: number }> {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      let refused = 0;
      if (!stylesheet)
        await page.route(/\/assets\/[^/]+\.css$/, (route) => {
          refused++;
          return route.abort();
        });
      await page.goto(siteUrl() + path, { waitUntil: 'load' });
      return { png: await page.screenshot({ fullPage: true }), refused };
    } finally {
      await context.close();
    }
  }

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`at ${width} px, on a page of every kind`, async () => {
      const different: string[] = [];
      for (const [kind, path] of Object.entries(PAGE_OF_EVERY_KIND)) {
        // Drawn side by side, each in its own context: no script runs and nothing moves, so the
        // pixels cannot depend on timing, and the two cores share the work.
        const [critical, whole] = await Promise.all([screenshot(path, width, height, false), screenshot(path, width, height, true)]);
        expect(critical.refused, `${kind}: the page links its stylesheet`).toBe(1);
        if (!critical.png.equals(whole.png)) different.push(`${kind} (${path})`);
      }
      expect(different).toEqual([]);
    }, 180_000);
  }
});
