import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../../generator/render/bundles.ts';
import { bodyLayout, type LayoutData } from '../../src/content/page-data.ts';
import { readEmbeddedPageData } from '../../src/content/embedded-page-data.ts';
import { ROOT } from '../helpers/paths.ts';
import { builtHtml, builtManifest, siteDir } from '../helpers/site.ts';

/**
 * The prerenderer draws the header, menus and footer once per menu section and splices them into
 * every page. That is only right if the result is exactly what rendering the page whole gives:
 * the markup the browser hydrates. This renders one page of every kind in every menu section
 * whole and compares it with the built file.
 */
describe('chrome spliced into prerendered pages', async () => {
  const server = (await import(pathToFileURL(join(ROOT, SERVER_DIR, 'entry-server.js')).href)) as typeof import('../../src/entry-server.tsx');
  const templates = await server.loadTemplates();
  // One page of every kind in every menu section.
  const sample = new Map<string, string>();
  const siteLayout = JSON.parse(readFileSync(join(siteDir(), readEmbeddedPageData(builtHtml('/'))!.layout), 'utf8')) as LayoutData;
  for (const route of builtManifest().routes) sample.set(`${route.kind} ${server.chromeVariant(route.path, siteLayout)}`, route.path);
  const pages = [...sample.values()].map((path) => {
    const html = builtHtml(path);
    return {
      path,
      app: /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-data">/.exec(html)?.[1],
      layout: JSON.parse(readFileSync(join(siteDir(), readEmbeddedPageData(html)!.layout), 'utf8')) as LayoutData,
      record: readEmbeddedPageData(html)!.record,
    };
  });

  it('gives the same markup as rendering each page whole', () => {
    expect(new Set([...sample.keys()].map((k) => k.split(' ')[1])).size).toBeGreaterThanOrEqual(6);
    for (const { path, app, layout, record } of pages) {
      expect(app, path).toBeDefined();
      const whole = server.renderPage(record, layout, templates.get(record.route.kind)!);
      expect(app === whole, `${path}: the spliced page differs from the page rendered whole`).toBe(true);
    }
  });

  it('renders page content from the record and bodyLayout alone, as the incremental build assumes', () => {
    for (const { path, layout, record } of pages) {
      const chrome = server.renderChrome(path, layout);
      const other: LayoutData = {
        ...layout,
        menu: { groups: [], regions: [], beforeMenus: [], afterMenus: [] },
        footer: { servicesTitle: 'Electrical Services', services: [], trades: [], quickLinks: [] },
        redirects: [],
        suburbFinder: '/nowhere.json',
      };
      expect(bodyLayout(other)).toEqual(bodyLayout(layout));
      const Template = templates.get(record.route.kind)!;
      expect(
        server.renderPage(record, other, Template, chrome) === server.renderPage(record, layout, Template, chrome),
        `${path} reads a part of the layout bodyLayout leaves out`,
      ).toBe(true);
    }
  });
});
