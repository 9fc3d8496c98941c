import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageRecords } from '../../../generator/content/page-records.ts';
import { Pictures } from '../../../generator/images/pictures.ts';
import { writeNewProject } from '../../../generator/launch/new-project.ts';
import { emergencyHub, type Trade } from '../../../generator/local/trade.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { importServerEntry } from '../../../generator/render/bundles.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteEntry } from '../../../src/routing/routes.ts';

/**
 * Issue 41: a plumber gets an emergency plumber page, never the electrician's. The catalogue's
 * /emergency-plumber (plumbing work, `trades: [plumbing]`) carries the gas block and no electrical
 * one; the emergency-electrician suburb pages still lead back to the electrical emergency page;
 * init keeps the page, and its menu links, for a plumbing business and drops them for an
 * electrical one.
 */
const PATH = '/emergency-plumber';
const sample = prepareSite('data');
const base = sample.site.suburbs.find((s) => s.slug === sample.site.business!.baseSuburb)!;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function initBusiness(trades: Trade[]) {
  const dir = mkdtempSync(join(tmpdir(), `tradesite-${trades.join('-')}-`));
  dirs.push(dir);
  writeNewProject(dir, { name: 'Flow Right Trades', baseSuburb: base, trades }, sample.site, resolve('data'), resolve('schemas'));
  return prepareSite(join(dir, 'data'));
}

async function recordsOf(prepared: ReturnType<typeof prepareSite>) {
  const pictures = await Pictures.prepare(prepared.site, process.cwd());
  const records = new PageRecords(prepared.site, prepared.manifest, 'https://flow.example', pictures);
  return { records, layout: records.layout('/assets/icons.svg', {}, paths.suburbFinder()) };
}

const route = (prepared: ReturnType<typeof prepareSite>, path: string) => prepared.manifest.routes.find((r) => r.path === path) as RouteEntry | undefined;
const linked = (layout: Awaited<ReturnType<typeof recordsOf>>['layout']) => JSON.stringify([layout.footer, layout.menu]);

describe('the emergency plumber page (issue 41)', () => {
  it('is built in the sample with the gas block first, no electrical block, the call and booking, and the plumbing services', async () => {
    expect(sample.diagnostics.errorCount).toBe(0);
    const r = route(sample, PATH);
    expect(r?.kind).toBe('landing');
    const { records, layout } = await recordsOf(sample);
    const record = records.record(r!);
    const view = record.view as Extract<typeof record.view, { kind: 'landing' }>;
    expect(view.safety?.map((s) => s.kind)).toEqual(['gas']);
    expect(view.related.map((l) => l.href)).toEqual(
      expect.arrayContaining(['/services/blocked-drains', '/services/hot-water-systems', '/services/leaking-taps-toilets', '/services/gas-fitting-leaks']),
    );
    const server = await importServerEntry();
    const templates = await server.loadTemplates();
    const html = server.renderPage(record, layout, templates.get('landing')!);
    expect(html).toContain('data-safety="gas"');
    expect(html).not.toContain('data-safety="electrical"');
    // The call button comes first in the hero, as on the electrical emergency page.
    const tel = `tel:+61${sample.site.business!.phone.replace(/\D/g, '').slice(1)}`;
    expect(html).toMatch(new RegExp(`data-emergency-page="true"[\\s\\S]*?<h1[\\s\\S]*?href="${tel.replace('+', '\\+')}"[^>]*>[\\s\\S]*?Call`));
    expect(html).toMatch(/href="\/booking\?[^"]*#booking-form"|Request a call back/);
    // The tokens are the business's own words, and no claim is restated outside its token.
    expect(html).not.toMatch(/\{(business|claim):/);
    expect(html).toContain(`Emergency Plumber in ${sample.site.business!.areaName}`);
    // The footer and the not-found page offer it beside the electrical one.
    expect(sample.site.navigation!.footer.quickLinks.map((l) => l.path)).toContain(PATH);
    expect(sample.site.navigation!.notFound.suggestions.map((l) => l.path)).toContain(PATH);
  }, 120_000);

  it("keeps the emergency-electrician suburb pages' breadcrumb on the electrical emergency page", async () => {
    const { records } = await recordsOf(sample);
    const suburbPage = sample.manifest.routes.find((r) => r.kind === 'emergency-suburb')!;
    const crumbs = records.record(suburbPage).crumbs.map((c) => c.href);
    expect(crumbs).toEqual(['/', '/emergency-electrician-melbourne', suburbPage.path]);
    // Each trade has its own hub, whatever order the files load in.
    for (const landings of [sample.site.landings, [...sample.site.landings].reverse()]) {
      expect(emergencyHub(landings, 'electrical')?.path).toBe('/emergency-electrician-melbourne');
      expect(emergencyHub(landings, 'plumbing')?.path).toBe(PATH);
      expect(emergencyHub(landings, 'air-conditioning')).toBeUndefined();
    }
  }, 60_000);

  it('is kept by init for a plumbing and gas business, with its links', async () => {
    const plumber = initBusiness(['plumbing', 'gas']);
    expect(plumber.diagnostics.errorCount, JSON.stringify(plumber.diagnostics.diagnostics.slice(0, 3))).toBe(0);
    expect(route(plumber, PATH)?.kind).toBe('landing');
    expect(plumber.site.landings.find((l) => l.path === PATH)?.hub).toBe('emergency');
    const { records, layout } = await recordsOf(plumber);
    expect(linked(layout)).toContain(`"${PATH}"`);
    expect(plumber.site.navigation!.notFound.suggestions.map((l) => l.path)).toContain(PATH);
    const record = records.record(route(plumber, PATH)!);
    expect((record.view as Extract<typeof record.view, { kind: 'landing' }>).safety?.map((s) => s.kind)).toEqual(['gas']);
    expect(JSON.stringify(record)).not.toMatch(/emergency-electrician|Northwire/);
  }, 120_000);

  it('is dropped by init for an electrical business, with every link to it', async () => {
    const sparky = initBusiness(['electrical']);
    expect(sparky.diagnostics.errorCount, JSON.stringify(sparky.diagnostics.diagnostics.slice(0, 3))).toBe(0);
    expect(route(sparky, PATH)).toBeUndefined();
    expect(sparky.site.landings.map((l) => l.path)).not.toContain(PATH);
    const { records, layout } = await recordsOf(sparky);
    expect(linked(layout)).not.toContain(PATH);
    expect(JSON.stringify(sparky.site.navigation)).not.toContain(PATH);
    // Its own emergency page is still the suburbs' hub.
    const suburbPage = sparky.manifest.routes.find((r) => r.kind === 'emergency-suburb');
    if (suburbPage) expect(records.record(suburbPage).crumbs.map((c) => c.href)[1]).toMatch(/^\/emergency-electrician/);
  }, 120_000);
});
