import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { PAGE_OF_EVERY_KIND } from '../helpers/page-kinds.ts';
import { builtHtml, siteUrl } from '../helpers/site.ts';

/**
 * The pages drawn: one of every kind that inlines its critical CSS. The sample's Reservoir and
 * St Kilda local pages are held back from the index, so they paint from the cached stylesheet
 * instead (`paintsFromCachedStylesheet`); an indexed page of each local kind stands in for them.
 */
const INLINING_PAGES = {
  ...Object.fromEntries(Object.entries(PAGE_OF_EVERY_KIND).filter(([, path]) => !linksInHead(path))),
  'service in suburb (indexed)': '/services/switchboard-upgrades/in/thomastown',
  'electrician (indexed)': '/electrician/reservoir',
};

function linksInHead(path: string): boolean {
  const html = builtHtml(path);
  return /<link rel="stylesheet"/.test(html.slice(0, html.indexOf('</head>')));
}

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
      // Every picture loaded and decoded first, the lazy ones too: a full-page screenshot draws
      // them all, and on a busy machine one of the two could catch a picture still arriving
      // (the blog post's, once, in a full CI run).
      await page.evaluate(async () => {
        for (const img of document.images) img.loading = 'eager';
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      });
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
      for (const [kind, path] of Object.entries(INLINING_PAGES)) {
        // Drawn side by side, each in its own context: no script runs and nothing moves, so the
        // pixels cannot depend on timing, and the two cores share the work.
        const [critical, whole] = await Promise.all([screenshot(path, width, height, false), screenshot(path, width, height, true)]);
        expect(critical.refused, `${kind}: the page links its stylesheet`).toBe(1);
        if (!critical.png.equals(whole.png)) different.push(`${kind} (${path})`);
      }
      expect(different).toEqual([]);
    }, 180_000);
  }

  it('leaves out of the drawing only the pages held back from the index, which link the stylesheet in the head', () => {
    const linked = Object.entries(PAGE_OF_EVERY_KIND).filter(([, path]) => linksInHead(path));
    expect(linked.map(([kind]) => kind)).toEqual(['service in suburb', 'electrician']);
    for (const path of ['/services/switchboard-upgrades/in/reservoir', '/electrician/st-kilda']) {
      expect(linksInHead(path), path).toBe(true);
      expect(builtHtml(path), path).toContain('<meta name="robots" content="noindex');
    }
  });
});
