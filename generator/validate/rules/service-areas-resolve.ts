import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';
import { referenceChecker, suburbChecker } from './references.ts';

/** Service areas may name a region ("northern") or a single suburb ("box-hill"); so may suburbPages. */
export function serviceAreasResolve(ctx: RuleContext): void {
  const { site } = ctx;
  const check = referenceChecker(ctx, 'suburb or region', [...site.regions.map((r) => r.slug), ...site.suburbs.map((s) => s.slug)]);
  for (const service of site.services) service.serviceAreas?.forEach((slug, i) => check(slug, where(service, 'serviceAreas', i), `serviceAreas[${i}]`));
  const regions = referenceChecker(
    ctx,
    'region',
    site.regions.map((r) => r.slug),
  );
  const suburbs = suburbChecker(ctx);
  for (const service of site.services) {
    const rule = service.suburbPages;
    if (typeof rule !== 'object') continue;
    if ('regions' in rule) rule.regions.forEach((slug, i) => regions(slug, where(service, 'suburbPages', 'regions', i), `suburbPages.regions[${i}]`));
    else rule.suburbs.forEach((slug, i) => suburbs(slug, where(service, 'suburbPages', 'suburbs', i), `suburbPages.suburbs[${i}]`));
  }
}
