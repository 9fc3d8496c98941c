import type { Service, ServiceGroup, TRADES } from '../schema/index.ts';

export type Trade = (typeof TRADES)[number];

/** The trade whose local facts and reviews apply to a service: its own `trade`, else its group's. */
export function tradeOf(service: Pick<Service, 'trade' | 'group'>, groups: readonly Pick<ServiceGroup, 'slug' | 'trade'>[]): Trade {
  return service.trade ?? groups.find((g) => g.slug === service.group)?.trade ?? 'electrical';
}
