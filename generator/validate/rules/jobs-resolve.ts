import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';
import { serviceChecker, suburbChecker } from './references.ts';

/** A job names a published service and a known suburb; otherwise no page could show it. */
export function jobsResolve(ctx: RuleContext): void {
  const service = serviceChecker(ctx);
  const suburb = suburbChecker(ctx);
  for (const job of ctx.site.jobs) {
    service(job.service, where(job, 'service'), 'service');
    suburb(job.suburb, where(job, 'suburb'), 'suburb');
  }
}
