import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';
import { referenceChecker } from './references.ts';

export function groupsResolve(ctx: RuleContext): void {
  const check = referenceChecker(
    ctx,
    'service group',
    ctx.site.groups.map((g) => g.slug),
  );
  for (const service of ctx.site.services) check(service.group, where(service, 'group'), 'group');
}
