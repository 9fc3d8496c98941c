import { z } from 'zod';
import type { Business, BusinessFile } from './business.ts';
import { count, price, text } from './common.ts';
import { TRADES } from './service.ts';

/**
 * What every business claim carries: the words the site uses, the conditions that make them true,
 * and whether the owner has confirmed them. `mentions` are patterns that find the claim restated
 * in hand-written text, so `report claims` can list every place a visitor reads it.
 */
const claimFields = {
  /** The claim as the site states it. */
  wording: text,
  /** When it holds, in plain words: what a visitor would need to know before relying on it. */
  conditions: text,
  /** Set to true by the owner once the claim is checked and true today. */
  confirmed: z.boolean().meta({ title: 'Confirmed by the owner', description: 'Tick only once you have checked it is true today, under the conditions above.' }),
  /** Case-insensitive regular expressions that find the claim restated in data text. */
  mentions: z
    .array(
      z.string().refine((s) => {
        try {
          new RegExp(s, 'i');
          return true;
        } catch {
          return false;
        }
      }, 'must be a valid regular expression'),
    )
    .default([]),
};

export const ARRIVAL_URGENCIES = ['emergency', 'any'] as const;

/**
 * How long a van realistically takes to reach a suburb `km` from the base (straight line): time to
 * get going, then the road distance (the straight line times a detour factor) at an average
 * metropolitan speed. An arrival claim may not promise less than this at the edge of its band.
 *
 * - Speed 35 km/h: VicRoads' figure for Melbourne's average morning-peak travel speed was 34.8 km/h
 *   (Herald Sun, 5 December 2008, reported in "34.8km/h: not too bad",
 *   https://melbourneontransit.blogspot.com/2008/12/34.html), and Infrastructure Victoria's
 *   modelling gives 38 km/h in the south-east in 2015, falling to 33 km/h by 2031 (The Age, "How to
 *   tackle Melbourne's tide of traffic", 2018, https://www.theage.com.au/interactive/2018/peak-hour-project/).
 * - Detour 1.3: road distance in a city is about 1.2 times the straight line (Newell 1980, cited in
 *   "Transportation Geography and Network Science/Circuity", Wikibooks,
 *   https://en.wikibooks.org/wiki/Transportation_Geography_and_Network_Science/Circuity); 1.3 allows
 *   for the Yarra and the bay between the base and the southern suburbs.
 * - 15 minutes to get going: the call, the job the electrician is finishing, loading up.
 */
export const TRAVEL = { startMinutes: 15, detour: 1.3, kmPerHour: 35 } as const;

/** Realistic minutes from the call to the door for a suburb `km` (straight line) from the base. */
export function travelMinutes(km: number): number {
  return Math.round(TRAVEL.startMinutes + ((km * TRAVEL.detour) / TRAVEL.kmPerHour) * 60);
}

export const arrivalClaimSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case, e.g. "arrival-near"'),
  /** Suburbs up to this many km (straight line) from the base; omit for "any distance". */
  maxKm: z.number().positive().max(200, 'is more than 200 km from the base: check the number').optional(),
  /** Which calls the claim is made for: emergency call-outs only, or any booking. */
  urgency: z.enum(ARRIVAL_URGENCIES),
  minMinutes: z.number().int().positive().max(1440, 'is more than a day: give minutes').optional(),
  maxMinutes: z.number().int().positive().max(1440, 'is more than a day: give minutes').optional(),
  ...claimFields,
});
export type ArrivalClaim = z.infer<typeof arrivalClaimSchema>;

export const claimsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  callOutFee: z.strictObject({ amount: z.number().min(0).max(1000, 'is more than $1,000: check the number'), ...claimFields }),
  /**
   * What a visit at night, at the weekend or on a public holiday adds on top of the call-out fee,
   * paid by everyone who books then: a mandatory fee, shown beside every price (pricesShowTheirFees).
   * Leave it out, or set 0, when after-hours visits cost the same.
   */
  afterHoursFee: z.strictObject({ amount: z.number().min(0).max(1000, 'is more than $1,000: check the number'), ...claimFields }).optional(),
  /** Nearest first: a page shows the first claim whose maxKm covers it and whose urgency fits. */
  arrival: z
    .array(arrivalClaimSchema)
    .min(1)
    .refine((list) => list.at(-1)?.maxKm === undefined, 'the last arrival claim must have no maxKm, so every suburb has one')
    .refine((list) => list.every((c, i) => i === 0 || c.maxKm === undefined || (list[i - 1]!.maxKm ?? Infinity) <= c.maxKm), 'list arrival claims nearest first (maxKm increasing)')
    .superRefine((list, ctx) => {
      // A time promised out to maxKm must be one a van can keep at maxKm (travelMinutes).
      list.forEach((c, i) => {
        if (c.maxKm === undefined) return;
        if (c.maxMinutes === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'maxMinutes'],
            message: `arrival claim "${c.id}" names a distance (maxKm) but no time: give maxMinutes, the longest it promises`,
          });
          return;
        }
        const need = travelMinutes(c.maxKm);
        if (c.maxMinutes < need)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'maxMinutes'],
            message: `arrival claim "${c.id}" promises ${c.maxMinutes} minutes out to ${c.maxKm} km, but a van realistically needs about ${need} minutes to get that far: lower maxKm or raise maxMinutes`,
          });
      });
    }),
  /** A response time for commercial outages; a business that promises none leaves it out. */
  commercialResponse: z.strictObject({ ...claimFields }).optional(),
  /**
   * The average rating across the platforms named. A business with no reviews yet leaves it out:
   * then no page shows a rating, and nothing says "0 reviews".
   */
  rating: z.strictObject({ value: z.number().min(1).max(5), count, platforms: text, ...claimFields }).optional(),
  /** The count of reviews on one platform, on the badge at the foot of every page; left out, there is no badge. */
  reviewsBadge: z.strictObject({ count, platform: text, ...claimFields }).optional(),
  /** A warranty on the business's workmanship; left out when it offers none beyond the law's. */
  warranty: z.strictObject({ ...claimFields }).optional(),
  /**
   * `placeholder: true` while the number is a stand-in, not the business's own registration. May be
   * empty while the owner has not entered them: the launch gate then refuses each trade offered
   * without its licence (LICENCE_MISSING), and the footer names none.
   */
  licences: z
    .array(
      z.strictObject({
        label: text,
        number: text,
        placeholder: z.boolean().default(false),
        /** The trades the licence or registration lets the business do: each trade offered needs one. */
        trades: z.array(z.enum(TRADES)).min(1, 'must name the trades this licence covers, e.g. [electrical]'),
        ...claimFields,
      }),
    )
    .default([]),
  /** A priced offer the lead form lets a visitor add to a booking; a business without one leaves it out. */
  deal: z
    .strictObject({
      name: text,
      price,
      /** True when the deal's price already includes every mandatory fee (the call-out and any after-hours fee). */
      includesFees: z.boolean().default(false),
      ...claimFields,
    })
    .optional(),
  /** How soon someone replies to a request sent through the site (the thank-you page says it); left out, no time is promised. */
  replyTime: z.strictObject({ ...claimFields }).optional(),
});
export type Claims = z.infer<typeof claimsFileSchema>;

/** Where hand-written text cites a claim as {claim:KEY}: the text then renders the registry's wording. */
export interface ClaimUse {
  key: string;
  at: { file: string; line?: number | undefined; col?: number | undefined };
}

/** One claim, named by where it sits in claims.yaml ("callOutFee", "arrival.arrival-near", "licences.0"). */
export interface NamedClaim {
  key: string;
  wording: string;
  conditions: string;
  confirmed: boolean;
  mentions: string[];
}

/** Every claim in the registry, flat, in file order. */
export function listClaims(claims: Claims): NamedClaim[] {
  const named = (key: string, c: { wording: string; conditions: string; confirmed: boolean; mentions: string[] }): NamedClaim => ({
    key,
    wording: c.wording,
    conditions: c.conditions,
    confirmed: c.confirmed,
    mentions: c.mentions,
  });
  return [
    named('callOutFee', claims.callOutFee),
    ...(claims.afterHoursFee ? [named('afterHoursFee', claims.afterHoursFee)] : []),
    ...claims.arrival.map((a) => named(`arrival.${a.id}`, a)),
    ...(claims.commercialResponse ? [named('commercialResponse', claims.commercialResponse)] : []),
    ...(claims.rating ? [named('rating', claims.rating)] : []),
    ...(claims.reviewsBadge ? [named('reviewsBadge', claims.reviewsBadge)] : []),
    ...(claims.warranty ? [named('warranty', claims.warranty)] : []),
    ...claims.licences.map((l, i) => named(`licences.${i}`, l)),
    ...(claims.deal ? [named('deal', claims.deal)] : []),
    ...(claims.replyTime ? [named('replyTime', claims.replyTime)] : []),
  ];
}

/**
 * The arrival claim for a suburb `km` from the base (undefined when the suburb has no
 * coordinates: then only a claim with no maxKm applies), for calls of `urgency`. Pass the distance
 * a page prints (whole km, `BaseDistance.shown`), so "about 30 km" and the band it falls in agree.
 */
export function arrivalClaimFor(claims: Pick<Claims, 'arrival'>, km: number | undefined, urgency: 'emergency' | 'any' = 'any'): ArrivalClaim {
  const fits = (c: ArrivalClaim) => (c.urgency === 'any' || c.urgency === urgency) && (c.maxKm === undefined || (km !== undefined && km <= c.maxKm));
  return claims.arrival.find(fits) ?? claims.arrival.at(-1)!;
}

/** The business the site reads: business.yaml's identity with each claim's value from claims.yaml. */
export function assembleBusiness(file: BusinessFile, claims: Claims): Business {
  const near = claims.arrival.find((a) => a.maxKm !== undefined && a.urgency === 'any') ?? claims.arrival[0]!;
  return {
    ...file,
    licences: claims.licences.map((l) => ({ label: l.label, number: l.number })),
    ...(claims.rating ? { rating: { value: claims.rating.value, count: claims.rating.count, platforms: claims.rating.platforms } } : {}),
    ...(claims.reviewsBadge ? { reviewsBadge: claims.reviewsBadge.wording } : {}),
    callOutFee: claims.callOutFee.amount,
    callOutFeeText: claims.callOutFee.wording,
    arrival: { typical: near.wording, minMinutes: near.minMinutes ?? 1, maxMinutes: near.maxMinutes ?? 1, withinKm: near.maxKm ?? 0 },
    ...(claims.deal ? { deal: { name: claims.deal.name, price: claims.deal.price, description: claims.deal.wording } } : {}),
  };
}
