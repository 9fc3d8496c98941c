import { where } from '../../diagnostics/provenance.ts';
import { landingTrades } from '../../local/trade.ts';
import type { RuleContext } from '../rule.ts';

/**
 * One topic, one canonical page: two landing pages may not both claim the same service, nor two
 * be the same trade's emergency page (`hub: emergency`, its trade the first of its trades).
 */
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
  const hubs = new Map<string, object>();
  for (const landing of ctx.site.landings) {
    if (landing.hub !== 'emergency') continue;
    const trade = landingTrades(landing)[0]!;
    const earlier = hubs.get(trade);
    if (earlier) {
      const at = where(earlier, 'hub');
      ctx.report.error(
        'CANONICAL_CONFLICT',
        where(landing, 'hub'),
        `the ${trade} work already has an emergency page marked "hub: emergency" (${at.file}:${at.line}).`,
        'Remove hub from one of them, or give this one its own trades.',
      );
    }
    hubs.set(trade, landing);
  }
}
