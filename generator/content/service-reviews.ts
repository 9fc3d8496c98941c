import type { Testimonial } from '../schema/index.ts';
import type { Trade } from '../local/trade.ts';

/**
 * The reviews a service page shows under "What customers say": reviews of that service first,
 * then of other services of its trade, in the data's order; never a review of another trade (a
 * blocked drain review says nothing about a switchboard upgrade). None fits, none shown.
 */
export function reviewsForService(
  service: { slug: string; trade: Trade },
  reviews: readonly Testimonial[],
  tradeOf: (serviceSlug: string) => Trade | undefined,
  limit: number,
): Testimonial[] {
  const same = reviews.filter((r) => r.service === service.slug);
  const trade = reviews.filter((r) => r.service !== service.slug && tradeOf(r.service) === service.trade);
  return [...same, ...trade].slice(0, limit);
}
