import { distanceKm } from '../../src/lib/geo.ts';
import type { Job, Suburb, Testimonial } from '../schema/index.ts';
import { localFacts, type LocalFact } from './local-facts.ts';
import type { Trade } from './trade.ts';

/** What a local page is about: one suburb, and either one service or every service of a trade. */
export interface LocalSubject {
  suburb: Pick<Suburb, 'slug' | 'name' | 'nearby' | 'geo' | 'distributor' | 'distributorAlso' | 'water' | 'gas' | 'heritage'>;
  trade: Trade;
  /** The service the page offers; absent for a page about the whole trade (an electrician in a suburb). */
  service?: string;
  /** Services the page is about when it is about a set of them (the emergency page's urgent work). */
  services?: ReadonlySet<string>;
  /** A fact about the suburb's homes that changes this work (the service's note for the suburb's housing era). */
  housingNote?: string;
}

/** The trade of each service slug, to match jobs and reviews of other services of the same trade. */
export type TradeOf = (serviceSlug: string) => Trade | undefined;

export type ProofItem =
  { kind: 'job'; job: Job; match: Match } | { kind: 'review'; review: Testimonial; match: Match } | { kind: 'fact'; fact: LocalFact } | { kind: 'housing'; text: string };

/** How closely a job or review fits the page: the same service or only the trade; here or next door. */
export interface Match {
  sameService: boolean;
  here: boolean;
}

function match(subject: LocalSubject, tradeOf: TradeOf, item: { service: string; suburb: string }): Match | undefined {
  const here = item.suburb === subject.suburb.slug;
  if (!here && !subject.suburb.nearby.includes(item.suburb as never)) return undefined;
  const sameService = subject.service ? item.service === subject.service : subject.services ? subject.services.has(item.service) : false;
  if (!sameService && (subject.services || tradeOf(item.service) !== subject.trade)) return undefined;
  return { sameService, here };
}

/** Best first: the same service before the trade, here before next door, then the newest. */
function byFit<T>(a: { match: Match; date: string; item: T }, b: { match: Match; date: string; item: T }): number {
  return Number(b.match.sameService) - Number(a.match.sameService) || Number(b.match.here) - Number(a.match.here) || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
}

/**
 * The items done in the subject's suburb or next door, in their order in the data: the others
 * cannot match. Every local page asks this of the same lists, so each list is indexed by suburb
 * once (thousands of pages times every job and review was a tenth of a rebuild's planning), and
 * the answer is kept per suburb object: the plan gives all pages of a suburb the same one.
 */
function nearItems<T extends { suburb: string }>(subject: LocalSubject, items: readonly T[]): readonly T[] {
  let lists = nearLists.get(items) as NearLists<T> | undefined;
  if (!lists) nearLists.set(items, (lists = { bySuburb: indexBySuburb(items), near: new WeakMap() }));
  let near = lists.near.get(subject.suburb);
  if (!near) {
    const at: number[] = [];
    for (const slug of new Set<string>([subject.suburb.slug, ...subject.suburb.nearby])) at.push(...(lists.bySuburb.get(slug) ?? []));
    lists.near.set(subject.suburb, (near = at.sort((a, b) => a - b).map((i) => items[i]!)));
  }
  return near;
}
interface NearLists<T> {
  /** Suburb slug -> the indices of its items. */
  bySuburb: Map<string, number[]>;
  near: WeakMap<LocalSubject['suburb'], T[]>;
}
const nearLists = new WeakMap<readonly unknown[], NearLists<unknown>>();

function indexBySuburb(items: readonly { suburb: string }[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const [i, item] of items.entries()) {
    const list = index.get(item.suburb);
    if (list) list.push(i);
    else index.set(item.suburb, [i]);
  }
  return index;
}

/** Jobs done for this service or trade in the suburb or next door, best fit first. */
export function jobsFor(subject: LocalSubject, jobs: readonly Job[], tradeOf: TradeOf): { job: Job; match: Match }[] {
  return nearItems(subject, jobs)
    .flatMap((job) => {
      const m = match(subject, tradeOf, job);
      return m ? [{ match: m, date: job.month, item: job }] : [];
    })
    .sort(byFit)
    .map(({ item, match: m }) => ({ job: item, match: m }));
}

/** Reviews of this service or trade from the suburb or next door, best fit first. */
export function reviewsFor(subject: LocalSubject, reviews: readonly Testimonial[], tradeOf: TradeOf): { review: Testimonial; match: Match }[] {
  return nearItems(subject, reviews)
    .flatMap((review) => {
      const m = match(subject, tradeOf, review);
      return m ? [{ match: m, date: review.date ?? '', item: review }] : [];
    })
    .sort(byFit)
    .map(({ item, match: m }) => ({ review: item, match: m }));
}

/**
 * Reviews to show when the page has too few of its own: same service, then same trade, then the
 * nearest suburbs. Only the page's trade, and only within `radiusKm`, so "from customers near
 * you" stays true. `within` is what reviewsWithin gives for the page's suburb and trade.
 */
export function reviewsNear(subject: LocalSubject, within: readonly ReviewWithin[]): ReviewWithin[] {
  return within
    .map(({ review, km }) => ({ review, km, same: review.service === subject.service }))
    .sort((a, b) => Number(b.same) - Number(a.same) || a.km - b.km || ((a.review.date ?? '') < (b.review.date ?? '') ? 1 : -1))
    .map(({ review, km }) => ({ review, km }));
}

export interface ReviewWithin {
  review: Testimonial;
  km: number;
}

/**
 * The reviews of the subject's trade given within `radiusKm` of its suburb, in their order in the
 * data, with their distance: the same for every page of a suburb and trade, so worth keeping
 * per suburb. Needs the reviewers' suburbs' coordinates.
 */
export function reviewsWithin(
  subject: Pick<LocalSubject, 'suburb' | 'trade'>,
  reviews: readonly Testimonial[],
  tradeOf: TradeOf,
  where: (suburbSlug: string) => Pick<Suburb, 'geo'> | undefined,
  radiusKm: number,
): ReviewWithin[] {
  const from = subject.suburb.geo;
  if (!from) return [];
  return reviews.flatMap((review) => {
    const geo = where(review.suburb)?.geo;
    if (!geo || tradeOf(review.service) !== subject.trade) return [];
    const km = distanceKm(from, geo);
    return km <= radiusKm ? [{ review, km }] : [];
  });
}

/** Every proof item a local page has: its jobs, its reviews, and the local facts that change its work. */
export function proofItems(subject: LocalSubject, data: { jobs: readonly Job[]; reviews: readonly Testimonial[] }, tradeOf: TradeOf): ProofItem[] {
  return [
    ...jobsFor(subject, data.jobs, tradeOf).map(({ job, match: m }): ProofItem => ({ kind: 'job', job, match: m })),
    ...reviewsFor(subject, data.reviews, tradeOf).map(({ review, match: m }): ProofItem => ({ kind: 'review', review, match: m })),
    ...localFacts(subject.trade, subject.suburb).map((fact): ProofItem => ({ kind: 'fact', fact })),
    ...(subject.housingNote ? [{ kind: 'housing', text: subject.housingNote } as const] : []),
  ];
}

/** One line per proof item, for reports. */
export function describeProof(item: ProofItem): string {
  switch (item.kind) {
    case 'job':
      return `job ${item.job.slug} (${item.match.sameService ? 'this service' : 'same trade'}, ${item.match.here ? 'here' : `next door in ${item.job.suburb}`})`;
    case 'review':
      return `review by ${item.review.name} (${item.match.sameService ? 'this service' : 'same trade'}, ${item.match.here ? 'here' : `next door in ${item.review.suburb}`})`;
    case 'fact':
      return `local fact: ${item.fact.kind}`;
    case 'housing':
      return 'local fact: housing era';
  }
}
