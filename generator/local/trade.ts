import type { Landing, Service, ServiceGroup, TRADES } from '../schema/index.ts';

export type Trade = (typeof TRADES)[number];

/** The trade whose local facts and reviews apply to a service: its own `trade`, else its group's. */
export function tradeOf(service: Pick<Service, 'trade' | 'group'>, groups: readonly Pick<ServiceGroup, 'slug' | 'trade'>[]): Trade {
  return service.trade ?? groups.find((g) => g.slug === service.group)?.trade ?? 'electrical';
}

/**
 * The trades a landing page is about: its own `trades` where it names them (the plumbing
 * emergency page), else by its category: the plumbing page covers gas fitting too; emergency,
 * safety, installation and backup-power pages are electrical.
 */
export function landingTrades(landing: Pick<Landing, 'category' | 'trades'>): readonly Trade[] {
  if (landing.trades) return landing.trades;
  if (landing.category === 'Plumbing') return ['plumbing', 'gas'];
  if (landing.category === 'Air Conditioning') return ['air-conditioning'];
  return ['electrical'];
}

/** True when the business offers any of `trades` (a business without a valid business.yaml offers everything, so nothing else is reported). */
export function offersAny(offered: readonly Trade[] | undefined, trades: readonly Trade[]): boolean {
  return offered === undefined || trades.some((t) => offered.includes(t));
}

/**
 * A trade's emergency page: the landing page marked `hub: emergency` whose first trade is `trade`
 * (issue 41). Each trade has its own, so a business offering electrical and plumbing work keeps
 * its emergency-electrician suburb pages under the electrical one, and the plumbing one stands
 * beside it; a business without the trade has none.
 */
export function emergencyHub<L extends Pick<Landing, 'category' | 'trades' | 'hub'>>(landings: readonly L[], trade: Trade): L | undefined {
  return landings.find((l) => l.hub === 'emergency' && landingTrades(l)[0] === trade);
}
