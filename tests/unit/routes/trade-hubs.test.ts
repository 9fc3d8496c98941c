import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageRecords } from '../../../generator/content/page-records.ts';
import { Pictures } from '../../../generator/images/pictures.ts';
import { writeNewProject } from '../../../generator/launch/new-project.ts';
import { sitemapFiles } from '../../../generator/output/sitemap.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { importServerEntry } from '../../../generator/render/bundles.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteEntry } from '../../../src/routing/routes.ts';

/**
 * Issue 41: routes follow the trades a business offers. A plumbing and gas business made by init
 * gets its suburb hubs at /plumber/{suburb}, in its own words, and nothing of the electrician's:
 * no /electrician/ or /emergency-electrician/ page, link, menu entry or sitemap line.
 */
const sample = prepareSite('data');
const dir = mkdtempSync(join(tmpdir(), 'tradesite-plumber-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = sample.site.suburbs.find((s) => s.slug === sample.site.business!.baseSuburb)!;
writeNewProject(dir, { name: 'Flow Right Plumbing', baseSuburb: base, trades: ['plumbing', 'gas'] }, sample.site, resolve('data'), resolve('schemas'));
const { site, manifest, diagnostics } = prepareSite(join(dir, 'data'));
const ELECTRICIAN = /electrician/i;

describe("a plumbing and gas business's routes (issue 41)", () => {
  it('validates, and names every suburb hub for its first trade: /plumber/{suburb}, "Plumber in X"', () => {
    expect(diagnostics.errorCount, JSON.stringify(diagnostics.diagnostics.slice(0, 3))).toBe(0);
    const hubs = manifest.routes.filter((r) => r.kind === 'suburb-hub');
    expect(hubs.length).toBe(site.suburbs.length);
    for (const suburb of site.suburbs) {
      const hub = manifest.routes.find((r) => r.path === paths.suburbHub('plumbing', suburb.slug));
      expect(hub, suburb.slug).toMatchObject({ kind: 'suburb-hub', title: `Plumber in ${suburb.name}`, indexable: expect.any(Boolean) });
      // /suburb/x is the same page: its canonical is the hub.
      expect(manifest.routes.find((r) => r.path === paths.suburb(suburb.slug))?.canonical).toBe(paths.suburbHub('plumbing', suburb.slug));
    }
    expect(manifest.routes.map((r) => r.path)).toContain(`/plumber/${base.slug}`);
  });

  it('has no electrician page, title, redirect or sitemap line', () => {
    expect(manifest.routes.filter((r) => ELECTRICIAN.test(r.path) || ELECTRICIAN.test(r.title)).map((r) => r.path)).toEqual([]);
    expect(manifest.routes.filter((r) => r.kind === 'emergency-suburb')).toEqual([]);
    expect(manifest.redirects.filter((r) => ELECTRICIAN.test(r.from) || ELECTRICIAN.test(r.to))).toEqual([]);
    const sitemaps = [
      ...sitemapFiles(
        manifest.routes,
        (p) => `https://flow.example${p}`,
        () => undefined,
      ).values(),
    ].join('\n');
    expect(sitemaps).toContain(`https://flow.example/plumber/${base.slug}<`);
    expect(sitemaps).not.toMatch(ELECTRICIAN);
  });

  it('links its hubs from the menus, pages and suburb checker, and says "plumbers and gasfitters" on them', async () => {
    const pictures = await Pictures.prepare(site, process.cwd());
    const records = new PageRecords(site, manifest, 'https://flow.example', pictures);
    const layout = records.layout('/assets/icons.svg', {}, paths.suburbFinder());
    expect(layout.business.trades).toEqual(['plumbing', 'gas']);
    const menuSuburbs = layout.menu.regions.flatMap((r) => r.suburbs);
    expect(menuSuburbs.length).toBeGreaterThan(0);
    for (const link of menuSuburbs) expect(link.href).toMatch(/^\/plumber\//);
    // (The tagline is business.yaml's own words, which init copies from the sample: not the routes' to say.)
    expect(JSON.stringify({ ...layout, business: { ...layout.business, tagline: '' } })).not.toMatch(ELECTRICIAN);
    // The checker offers no emergency-electrician page anywhere.
    expect(JSON.stringify(records.suburbFinder())).not.toMatch(ELECTRICIAN);

    const route = (path: string) => manifest.routes.find((r) => r.path === path) as RouteEntry;
    const hub = records.record(route(`/plumber/${base.slug}`));
    expect(hub.head.title).toMatch(new RegExp(`^Plumbers in ${base.name}`));
    expect(hub.head.description).toMatch(new RegExp(`^Licensed plumbers in ${base.name}`));
    expect(hub.crumbs.at(-1)?.href).toBe(`/plumber/${base.slug}`);
    // The page's own words are the plumber's. (A suburb's notes in suburbs.yaml are the data's own words, which
    // init copies from the sample: only the words the code writes are checked here.)
    const OWN_WORDS = /Electrician|\/electrician\/|electrical work|Electrical jobs/;
    const { notes: _notes, housing: _housing, ...suburbView } = (hub.view as Extract<typeof hub.view, { kind: 'suburb' }>).suburb;
    expect(JSON.stringify({ ...hub, view: { ...hub.view, suburb: suburbView } })).not.toMatch(OWN_WORDS);
    // Every page with a suburb link sends it to the hub: a service page's areas, a hub's neighbours.
    for (const r of [manifest.routes.find((r) => r.kind === 'service')!, manifest.routes.find((r) => r.kind === 'service-in-suburb')!])
      expect(JSON.stringify(records.record(r)), r.path).not.toMatch(/\/electrician\//);

    const server = await importServerEntry();
    const templates = await server.loadTemplates();
    const html = server.renderPage(hub, layout, templates.get('suburb-hub')!);
    expect(html).toContain(`Plumber in ${base.name} ${base.postcode}`);
    expect(html).toContain(`Our licensed plumbers take on plumbing work in ${base.name} ${base.postcode}.`);
    expect(html).toContain(`Need a plumber in ${base.name}?`);
    expect(html).not.toMatch(/Electrician|\/electrician\/|emergency-electrician/);
    // Without its local section (as the dev server shows a page before its plan), the intro names every trade offered.
    const { local: _local, ...generic } = hub.view as Extract<typeof hub.view, { kind: 'suburb' }>;
    expect(server.renderPage({ ...hub, view: generic }, layout, templates.get('suburb-hub')!)).toContain(`Licensed plumbers and gasfitters for ${base.name}`);
    // The menu marks a hub as one of the locations.
    expect(server.chromeVariant(`/plumber/${base.slug}`, layout)).toBe('locations');
    expect(server.chromeVariant('/electrician/x', layout)).toBe('none');
  }, 120_000);
});
