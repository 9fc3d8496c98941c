import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';

/** What a published service page needs to be worth a visit. Drafts are exempt. */
export const SERVICE_MINIMUMS = { whyNeeded: 4, ourProcess: 4, included: 5, faq: 4, relatedServices: 3 } as const;

export function contentIsComplete(ctx: RuleContext): void {
  const { site, report } = ctx;
  for (const service of site.services) {
    if (service.draft) continue;
    for (const [field, min] of Object.entries(SERVICE_MINIMUMS) as [keyof typeof SERVICE_MINIMUMS, number][]) {
      const list = field === 'relatedServices' ? service.relatedServices : service.sections[field];
      if (list.length < min) {
        const path = field === 'relatedServices' ? [field] : ['sections', field];
        report.warn(
          'CONTENT_THIN',
          where(service, ...path),
          `${path.join('.')} has ${list.length} item${list.length === 1 ? '' : 's'}; a published service needs at least ${min}.`,
          'Add more, or mark the service "draft: true" until it is written.',
        );
      }
    }
    if (service.serviceAreas?.length === 0)
      report.warn(
        'CONTENT_THIN',
        where(service, 'serviceAreas'),
        'serviceAreas is empty.',
        'Name the regions or suburbs served, or leave serviceAreas out: the service is then offered across the whole area.',
      );
  }
  // A suburb's housing description is about its wiring (suburbSchema): wanted where the business does electrical work.
  const wiring = site.business?.trades.includes('electrical') ?? true;
  for (const suburb of site.suburbs) {
    if ((wiring && !suburb.housing) || suburb.nearby.length === 0) {
      report.warn(
        'LOCAL_DETAIL_MISSING',
        where(suburb, 'slug'),
        `${suburb.name} has no ${wiring && !suburb.housing ? 'housing description' : 'nearby suburbs'}, so its pages say little that is local.`,
        wiring ? 'Add "housing: { era, description }" and "nearby: [...]".' : 'Add "nearby: [...]", the suburbs next to it.',
      );
    }
  }
}
