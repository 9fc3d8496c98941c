import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProblems } from '../../generator/local/copy-lint.ts';
import { localPlanFor } from '../../generator/local/local-plan.ts';
import { prepareSite } from '../../generator/prepare-site.ts';
import { arrivalClaimFor, travelMinutes } from '../../generator/schema/claims.ts';
import { mainText } from '../../generator/report/similarity.ts';
import { builtHtml, builtManifest, jsonLdOf, siteDir } from '../helpers/site.ts';

const SITE = 'https://www.northwire.example';
const manifest = builtManifest();
const { site } = prepareSite('data', { localIndexing: true });
const plan = localPlanFor(site, manifest.routes);
const local = manifest.routes.filter((r) => r.kind === 'service-in-suburb' || r.kind === 'suburb-hub' || r.kind === 'emergency-suburb');
const types = (html: string) => ((jsonLdOf(html)[0] as { '@graph': { '@type': string }[] })['@graph'] ?? []).map((n) => n['@type']);

describe('local pages that earn their place', () => {
  it('lets the sitemap, robots meta and structured data follow the indexing decision', () => {
    const sitemap = new Set([...readFileSync(join(siteDir(), 'sitemap.xml'), 'utf8').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length)));
    const problems: string[] = [];
    let indexable = 0;
    for (const route of local) {
      const decision = plan.get(route.path)!.result().decision.indexable;
      const html = builtHtml(route.path);
      const noindex = html.includes('<meta name="robots" content="noindex, follow">');
      const service = types(html).includes('Service');
      if (decision) indexable++;
      if (route.indexable !== decision) problems.push(`${route.path}: manifest says ${route.indexable}, plan ${decision}`);
      if (sitemap.has(route.path) !== decision) problems.push(`${route.path}: sitemap ${sitemap.has(route.path)}, plan ${decision}`);
      if (noindex === decision) problems.push(`${route.path}: noindex ${noindex}, plan ${decision}`);
      if (service !== decision) problems.push(`${route.path}: Service markup ${service}, plan ${decision}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The sample proof lets a few dozen pages through, never thousands.
    expect(indexable).toBeGreaterThan(20);
    expect(indexable).toBeLessThan(400);
  }, 120_000);

  it('answers every local page for visitors, indexable or not, and says which jobs and reviews are samples', () => {
    const html = builtHtml('/services/blocked-drains/in/thomastown');
    expect(html).toContain('Tree roots jetted out of a clay sewer under the driveway');
    expect(html).toMatch(/<li data-sample="true"><article/);
    expect(html).toMatch(/The jobs and reviews marked “Sample” are invented/);
    expect(builtHtml('/services/blocked-drains/in/frankston')).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('never shows electrical-network text or the emergency electrician on a plumbing or gas page', () => {
    const trades = new Map(site.groups.map((g) => [g.slug as string, g.trade]));
    const plumbing = new Set(
      site.services.filter((s) => s.trade === 'gas' || s.trade === 'plumbing' || (!s.trade && trades.get(s.group) === 'plumbing')).map((s) => s.slug as string),
    );
    const problems: string[] = [];
    for (const route of local) {
      if (route.kind !== 'service-in-suburb' || !plumbing.has(route.service)) continue;
      const html = builtHtml(route.path);
      const text = mainText(html);
      if (/electricity (?:distributor|network)|whole street is dark|poles, wires and meters|Jemena|CitiPower|Powercor|United Energy|AusNet Services/.test(text))
        problems.push(`${route.path}: electrical network text`);
      if (html.includes('href="/emergency-electrician/')) problems.push(`${route.path}: links the emergency electrician`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('shows every paragraph the plan measured, in the HTML of its page', () => {
    // The plan decides indexing from these paragraphs before anything is rendered; if a template
    // dropped or reworded one, the decision would rest on text the page does not carry.
    const flat = (text: string) =>
      text
        .replace(/["“”]/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/ (?=[.,:;!?’')])/g, '')
        .trim();
    const problems: string[] = [];
    let checked = 0;
    for (const route of local) {
      const entry = plan.get(route.path)!;
      const text = flat(mainText(builtHtml(route.path)));
      for (const paragraph of entry.paragraphs()) {
        checked++;
        const wanted = flat(paragraph).replace(/\.$/, '');
        if (!text.includes(wanted)) problems.push(`${route.path}: "${wanted.slice(0, 90)}"`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(local.length * 5);
  }, 240_000);

  it('writes no local sentence with a lower-cased acronym, a bare plural after "What is" or a doubled place', () => {
    const problems: string[] = [];
    for (const route of local) {
      const html = builtHtml(route.path);
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
      const description = /name="description" content="([^"]*)"/.exec(html)![1]!;
      for (const text of [title, description, mainText(html)]) for (const p of copyProblems(text)) problems.push(`${route.path}: ${p}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 180_000);
  it('promises no arrival time beyond the band its distance allows (claims.yaml, travelMinutes)', () => {
    // Every band with a time, by its wording as a page prints it; a page "about N km" from the
    // base may print a band only if the band reaches N km and its longest time is one a van can
    // keep at N km. The description (meta) is checked too: it says "usually there ...".
    const timed = site.claims!.arrival.filter((b) => b.maxKm !== undefined);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const route of local) {
      const html = builtHtml(route.path);
      const description = /name="description" content="([^"]*)"/.exec(html)![1]!;
      const text = `${mainText(html)} ${description}`.replace(/\s+/g, ' ');
      const km = /is about (\d+) km from our/.exec(text)?.[1];
      const shown = km !== undefined ? Number(km) : text.includes('Our base is in') ? 0 : undefined;
      const allowed = arrivalClaimFor(site.claims!, shown);
      for (const b of timed) {
        if (!text.includes(b.wording)) continue;
        seen.add(b.id);
        if (shown === undefined) problems.push(`${route.path}: promises "${b.wording}" with no distance shown`);
        else if (b.maxKm! < shown) problems.push(`${route.path}: about ${shown} km, promises "${b.wording}" (band to ${b.maxKm} km; allowed: ${allowed.id})`);
        else if (b.maxMinutes! < travelMinutes(shown)) problems.push(`${route.path}: about ${shown} km needs ${travelMinutes(shown)} minutes, promises ${b.maxMinutes}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Both timed bands are in use, so the check reads real pages.
    expect([...seen].sort()).toEqual(timed.map((b) => b.id).sort());
  }, 180_000);
});
