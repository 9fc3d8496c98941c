import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';
import { referenceChecker, suburbChecker } from './references.ts';

/**
 * Each suburb names exactly one region (its `region` field), that region exists, and the menu
 * lists only suburbs of its own region.
 */
export function suburbsBelongToRegions(ctx: RuleContext): void {
  const { site, report } = ctx;
  const region = referenceChecker(
    ctx,
    'region',
    site.regions.map((r) => r.slug),
  );
  const suburb = suburbChecker(ctx);
  const regionOf = new Map(site.suburbs.map((s) => [s.slug as string, s.region as string]));
  for (const s of site.suburbs) {
    region(s.region, where(s, 'region'), 'region');
    s.nearby.forEach((slug, i) => {
      suburb(slug, where(s, 'nearby', i), `nearby[${i}]`);
      if (slug === s.slug) report.error('UNKNOWN_REFERENCE', where(s, 'nearby', i), `nearby[${i}] names the suburb itself.`);
    });
  }
  for (const r of site.regions) {
    r.menuSuburbs.forEach((slug, i) => {
      suburb(slug, where(r, 'menuSuburbs', i), `menuSuburbs[${i}]`);
      const actual = regionOf.get(slug);
      if (actual && actual !== r.slug) {
        report.error(
          'REGION_MEMBERSHIP',
          where(r, 'menuSuburbs', i),
          `menuSuburbs[${i}] names "${slug}", which is in the ${actual} region, not ${r.slug}.`,
          `Move it to the menu of "${actual}", or change its region in suburbs.yaml.`,
        );
      }
    });
    if (!site.suburbs.some((s) => s.region === r.slug))
      report.warn('REGION_MEMBERSHIP', where(r, 'slug'), `region "${r.slug}" has no suburbs.`, 'Give some suburbs this region, or remove it.');
  }
  site.emergencySuburbs.forEach((slug, i) => suburb(slug, where(site.emergencySuburbs, i), `suburbs[${i}]`));
  site.testimonials.forEach((t) => suburb(t.suburb, where(t, 'suburb'), 'suburb'));
  if (site.business) suburb(site.business.baseSuburb, where(site.business, 'baseSuburb'), 'baseSuburb');
  for (const page of site.pages) {
    page.blocks.forEach((block, b) => {
      if (block.type === 'gallery') block.projects.forEach((p, i) => suburb(p.suburb, where(page, 'blocks', b, 'projects', i, 'suburb'), 'suburb'));
    });
  }
}
