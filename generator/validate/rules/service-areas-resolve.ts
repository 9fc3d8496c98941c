import { where } from '../../load/provenance.ts';
import type { RuleContext } from '../rule.ts';
import { referenceChecker } from './references.ts';

/** Service areas may name a region ("northern") or a single suburb ("box-hill"). */
export function serviceAreasResolve(ctx: RuleContext): void {
  const { site } = ctx;
  const check = referenceChecker(ctx, 'suburb or region', [...site.regions.map((r) => r.slug), ...site.suburbs.map((s) => s.slug)]);
  for (const service of site.services) service.serviceAreas.forEach((slug, i) => check(slug, where(service, 'serviceAreas', i), `serviceAreas[${i}]`));
  const regions = referenceChecker(ctx, 'region', site.regions.map((r) => r.slug));
  for (const service of site.services) {
    if (typeof service.suburbPages === 'object') service.suburbPages.regions.forEach((slug, i) => regions(slug, where(service, 'suburbPages', 'regions', i), `suburbPages.regions[${i}]`));
  }
}
