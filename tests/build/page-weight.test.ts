import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../../generator/render/bundles.ts';
import { APP_STARTER } from '../../generator/render/app-start.ts';
import { BUDGETS, firstLoadWeights, gzipSize, pictureWeights } from '../../generator/report/page-weight.ts';
import { builtHtml, builtManifest, siteDir } from '../helpers/site.ts';

const weights = firstLoadWeights(CLIENT_DIR);
/** A service-in-suburb page that earns indexing in the sample data (data/local-pages.yaml). */
const INDEXED_SERVICE_IN_SUBURB = '/services/switchboard-upgrades/in/thomastown';

describe('page weight budgets', () => {
  for (const [kind, bytes] of Object.entries(weights.js)) {
    it(`first-load JavaScript of a ${kind} page is within ${BUDGETS.firstLoadJs / 1024} KB gzip`, () => {
      expect(bytes).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
    });
  }

  it('has one small stylesheet', () => {
    const css = readdirSync(join(siteDir(), 'assets')).filter((f) => f.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(weights.css).toBeLessThanOrEqual(BUDGETS.css);
  });

  it('keeps service-in-suburb pages within 20 KB of gzipped HTML (besides the critical CSS, inline)', () => {
    const pages = builtManifest().routes.filter((r) => r.kind === 'service-in-suburb');
    // Every 25th page: a spread across services and suburbs, in seconds rather than a minute.
    // The critical CSS has its own budget below; this one is for the page's own markup.
    let largest = 0;
    for (let i = 0; i < pages.length; i += 25) largest = Math.max(largest, gzipSize(builtHtml(pages[i]!.path).replace(/<style>[\s\S]*?<\/style>/, '')));
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(BUDGETS.serviceInSuburbHtml);
  });

  it('inlines only the critical CSS and links the whole stylesheet, cached, after the content', () => {
    const file = readdirSync(join(siteDir(), 'assets')).find((f) => f.endsWith('.css'))!;
    const full = readFileSync(join(siteDir(), 'assets', file), 'utf8');
    // The home page, an indexed service-in-suburb page, a post and the 404 page (a first visit
    // from a broken link elsewhere).
    for (const path of ['/', INDEXED_SERVICE_IN_SUBURB, '/blog/why-your-safety-switch-keeps-tripping', '/404']) {
      const html = builtHtml(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const inline = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      expect(inline.length, path).toBeGreaterThan(1000);
      expect(inline.length, path).toBeLessThan(full.length * 0.7);
      expect(gzipSize(inline), path).toBeLessThanOrEqual(BUDGETS.criticalCss);
      // Nothing in the head waits for the file: it is linked once, as the body's last element.
      expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g), path).toEqual([expect.stringContaining(`href="/assets/${file}"`)]);
      // Last in the body, at low priority: the first paint needs none of it.
      expect(html, path).toMatch(new RegExp(`<link rel="stylesheet"[^>]*href="/assets/${file.replace('.', '\\.')}" fetchpriority="low">\\s*</body>`));
    }
  });

  it('links the cached stylesheet in the head, with nothing inline, on every page search engines are asked not to index (but the 404 page)', () => {
    const file = readdirSync(join(siteDir(), 'assets')).find((f) => f.endsWith('.css'))!;
    // Every page but the service-in-suburb ones, and every 10th of those (a few hundred files, not 11,000).
    let nth = 0;
    const routes = builtManifest().routes.filter((r) => r.kind !== 'service-in-suburb' || nth++ % 10 === 0 || r.path === INDEXED_SERVICE_IN_SUBURB);
    let linked = 0;
    let inlined = 0;
    for (const route of routes) {
      const html = builtHtml(route.path);
      const head = html.slice(0, html.indexOf('</head>'));
      const noindex = head.includes('<meta name="robots" content="noindex');
      const links = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g);
      expect(links, route.path).toHaveLength(1);
      if (noindex && route.kind !== 'not-found') {
        linked++;
        expect(head, route.path).not.toContain('<style>');
        expect(head, route.path).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
      } else {
        inlined++;
        expect(head, route.path).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
        expect(head, route.path).not.toContain('rel="stylesheet"');
      }
    }
    // Both kinds are in the sample site: the local pages held back from the index, and the rest.
    expect(linked).toBeGreaterThan(100);
    expect(inlined).toBeGreaterThan(20);
  });

  it(`keeps every page's pictures within ${BUDGETS.picturesAvif / 1024} KB of AVIF (${BUDGETS.picturesJpeg / 1024} KB of JPEG fallback) at their widest`, () => {
    // The kinds of page that carry pictures; service-in-suburb and suburb pages carry none.
    const kinds = new Set(['home', 'page', 'landing', 'service', 'blog-post']);
    let withPictures = 0;
    for (const route of builtManifest().routes.filter((r) => kinds.has(r.kind))) {
      const weight = pictureWeights(builtHtml(route.path), siteDir());
      if (!weight.pictures) continue;
      withPictures++;
      expect(weight.avif, route.path).toBeLessThanOrEqual(BUDGETS.picturesAvif);
      expect(weight.jpeg, route.path).toBeLessThanOrEqual(BUDGETS.picturesJpeg);
    }
    expect(withPictures).toBeGreaterThan(0);
  });

  it('loads nothing from another host, no blocking script and no web font', () => {
    for (const path of ['/', '/services/switchboard-upgrades/in/reservoir', '/blog/why-your-safety-switch-keeps-tripping']) {
      const html = builtHtml(path);
      const sources = [...html.matchAll(/<(?:script|link|img|iframe)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      const external = sources.filter((s) => /^(https?:)?\/\//.test(s) && !s.startsWith('https://www.northwire.example/'));
      expect(external, path).toEqual([]);
      expect(html).not.toMatch(/<script(?![^>]*type="(module|application\/(ld\+)?json)")[^>]*src=/);
      expect(html).not.toMatch(/@font-face|fonts\.googleapis/);
    }
    const css = readFileSync(
      join(
        siteDir(),
        'assets',
        readdirSync(join(siteDir(), 'assets')).find((f) => f.endsWith('.css'))!,
      ),
      'utf8',
    );
    expect(css).not.toMatch(/@import\s+url\(|@font-face/);
  });

  it("holds the app's scripts back until the page has painted: a template and the starter, never a fetching tag", () => {
    for (const path of ['/', '/contact', '/services/switchboard-upgrades/in/reservoir']) {
      const html = builtHtml(path);
      const held = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
      expect(held.match(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"><\/script>/g), path).toHaveLength(1);
      expect(held.match(/<link rel="modulepreload"/g)?.length, path).toBeGreaterThan(1);
      const live = html.replace(/<template[\s\S]*?<\/template>/g, '');
      expect(live, path).not.toMatch(/<script type="module"|<link rel="(modulepreload|preload)"/);
      expect(live.match(/<script>/g), path).toEqual(['<script>']);
      expect(live, path).toContain(`<script>${APP_STARTER}</script>`);
    }
  });

  it('reserves the space of the clock and the menus so nothing shifts', () => {
    const html = builtHtml('/');
    expect(html).toMatch(/data-testid="local-clock" class="[^"]*w-\[4rem\][^"]*sm:w-\[4\.875rem\]/);
  });
});
