import { describe, expect, it } from 'vitest';
import type { Site } from '../../../generator/schema/site.ts';
import { adoptLocalPlan, localPlanFor } from '../../../generator/local/local-plan.ts';
import { PageRecords } from '../../../generator/content/page-records.ts';
import { RecordInputs } from '../../../generator/incremental/record-inputs.ts';
import { SiteIndex } from '../../../generator/content/site-index.ts';
import { ALL_SUBURBS, REVIEW_PLACES, SUBURB_FIELDS, suburbReadKey } from '../../../generator/content/tracked-reads.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { claimRoutes } from '../../../generator/routes/build-route-manifest.ts';
import { Pictures } from '../../../generator/images/pictures.ts';
import type { RouteEntry } from '../../../src/routing/routes.ts';

/**
 * An incremental build skips making a page's record when the suburbs it read are unchanged. That
 * is only sound if the reads it tracks are all the suburb data the record depends on. Here every
 * suburb a record did not read is changed in every field (those it read one field of keep that
 * field), and the record must come out the same.
 */
const real = prepareSite('data');
const siteUrl = real.site.business!.siteUrl;
// Pictures come from the image cache after the first run; records carry their names.
const pictures = await Pictures.prepare(real.site, process.cwd());
const regions = real.site.regions.map((r) => r.slug as string);
// Reviews name many suburbs, which hides a missed read behind a tracked one: this variant has
// none, and a service with pages in one region only, so whether a page exists turns on a region.
const regional = real.site.services.find((s) => s.slug === 'switchboard-upgrades')!;
const variant: Site = {
  ...real.site,
  testimonials: [],
  services: real.site.services.map((s) => (s === regional ? { ...s, suburbPages: { regions: ['northern'] } } : s)) as Site['services'],
};
const { site, manifest } = real;
// Records and lookups made from a site and the routes it claims (the manifest's routes, without
// the redirects and sorting the test does not need).
const routesOf = (site: Site) => ({ routes: claimRoutes(site).map((claim) => claim.route) });
const recordsOf = (site: Site) => new PageRecords(site, routesOf(site), siteUrl, pictures);
const indexOf = (site: Site) => new SiteIndex(site, routesOf(site));

function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value} changed`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.map(changed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changed(v)]));
  return value;
}

/** The site with every suburb changed except what `reads` names (whole suburbs or single fields). */
function changedExcept(reads: ReadonlySet<string>, site = real.site): Site {
  const reviewers = new Set(reads.has(REVIEW_PLACES) ? site.testimonials.map((t) => t.suburb as string) : []);
  const suburbs = site.suburbs.map((suburb) => {
    if (reads.has(suburb.slug)) return suburb;
    const { slug, ...rest } = suburb;
    const other = { slug, ...(changed(rest) as typeof rest), region: regions.find((r) => r !== suburb.region)! };
    for (const field of SUBURB_FIELDS) if (reads.has(suburbReadKey(slug, field)) || reviewers.has(slug)) (other as Record<string, unknown>)[field] = suburb[field];
    return other as typeof suburb;
  });
  return { ...site, suburbs };
}

// A few routes of every kind.
const perKind = new Map<string, RouteEntry[]>();
for (const route of manifest.routes) {
  const list = perKind.get(route.kind) ?? [];
  if (list.length < 4) list.push(route);
  perKind.set(route.kind, list);
}
const sample = [...perKind.values()].flat();

describe('suburb reads tracked while records are made', () => {
  const records = recordsOf(site);

  it.each([
    ['the real site', real.site, sample],
    // Records are made only for routes the site has: a local page's plan entry exists for each of them.
    [
      'a site with regional pages and no reviews',
      variant,
      [
        ...sample.filter((r) => !('service' in r && r.service === regional.slug)),
        ...routesOf(variant)
          .routes.filter((r) => 'service' in r && r.service === regional.slug)
          .filter((_, i) => i % 5 === 0),
      ],
    ],
  ])('name every suburb a record depends on: %s', (_, site, routes) => {
    const records = recordsOf(site);
    let checked = 0;
    for (const route of routes) {
      const { record, suburbs } = records.tracked(route);
      if (suburbs.includes(ALL_SUBURBS)) continue;
      checked++;
      // A local page's plan entry is one read ("local:<path>") whose value is the entry itself, so
      // it is held fixed here: what is checked is that the record's other reads are all named.
      const other = changedExcept(new Set(suburbs), site);
      adoptLocalPlan(other, localPlanFor(site, routesOf(site).routes));
      const again = recordsOf(other).record(route);
      expect(JSON.stringify(again) === JSON.stringify(record), `${route.path}: its record changed with suburbs it did not read (read: ${suburbs.join(' ')})`).toBe(true);
    }
    expect(checked).toBeGreaterThan(routes.length / 2);
  });

  it('notice a change to the suburbs a local page reads, and give it a new fingerprint', () => {
    const route = manifest.routes.find((r) => r.kind === 'service-in-suburb')!;
    const { record, suburbs } = records.tracked(route);
    const edited = changedExcept(new Set());
    expect(JSON.stringify(recordsOf(edited).record(route))).not.toBe(JSON.stringify(record));
    const code = 'code';
    const before = new RecordInputs(site, indexOf(site), '{}', code).fingerprint(route, suburbs);
    expect(new RecordInputs(site, indexOf(site), '{}', code).fingerprint(route, suburbs)).toBe(before);
    expect(new RecordInputs(edited, indexOf(edited), '{}', code).fingerprint(route, suburbs)).not.toBe(before);
    // An edit to a suburb the page did not read leaves the fingerprint alone.
    const reviewers = new Set(site.testimonials.map((t) => t.suburb as string));
    const unread = site.suburbs.find((s) => !reviewers.has(s.slug) && !suburbs.some((key) => key.split('#')[0] === s.slug))!;
    const elsewhere = { ...site, suburbs: site.suburbs.map((s) => (s === unread ? { ...s, notes: 'Edited.' } : s)) };
    expect(new RecordInputs(elsewhere, indexOf(elsewhere), '{}', code).fingerprint(route, suburbs)).toBe(before);
  });
});
