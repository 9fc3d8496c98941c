import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';

/** One topic, one canonical page: two landing pages may not both claim the same service. */
export function canonicalPairsAreSingle(ctx: RuleContext): void {
  const claimed = new Map<string, object>();
  for (const landing of ctx.site.landings) {
    if (!landing.canonicalFor) continue;
    const earlier = claimed.get(landing.canonicalFor);
    if (earlier) {
      const at = where(earlier, 'canonicalFor');
      ctx.report.error(
        'CANONICAL_CONFLICT',
        where(landing, 'canonicalFor'),
        `"${landing.canonicalFor}" already has a canonical landing page (${at.file}:${at.line}).`,
        'Remove canonicalFor from one of them.',
      );
    }
    claimed.set(landing.canonicalFor, landing);
  }
}
