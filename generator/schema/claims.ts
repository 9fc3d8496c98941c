import { z } from 'zod';
import type { Business, BusinessFile } from './business.ts';
import { count, price, text } from './common.ts';

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
  /** Nearest first: a page shows the first claim whose maxKm covers it and whose urgency fits. */
  arrival: z
    .array(arrivalClaimSchema)
    .min(1)
    .refine((list) => list.at(-1)?.maxKm === undefined, 'the last arrival claim must have no maxKm, so every suburb has one')
    .refine(
      (list) => list.every((c, i) => i === 0 || c.maxKm === undefined || (list[i - 1]!.maxKm ?? Infinity) <= c.maxKm),
      'list arrival claims nearest first (maxKm increasing)',
    ),
  commercialResponse: z.strictObject({ ...claimFields }),
  rating: z.strictObject({ value: z.number().min(1).max(5), count, platforms: text, ...claimFields }),
  reviewsBadge: z.strictObject({ count, platform: text, ...claimFields }),
  warranty: z.strictObject({ ...claimFields }),
  /** `placeholder: true` while the number is a stand-in, not the business's own registration. */
  licences: z.array(z.strictObject({ label: text, number: text, placeholder: z.boolean().default(false), ...claimFields })).min(1),
  deal: z.strictObject({ name: text, price, ...claimFields }),
  /** How soon someone replies to a request sent through the site (the thank-you page says it). */
  replyTime: z.strictObject({ ...claimFields }),
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
    ...claims.arrival.map((a) => named(`arrival.${a.id}`, a)),
    named('commercialResponse', claims.commercialResponse),
    named('rating', claims.rating),
    named('reviewsBadge', claims.reviewsBadge),
    named('warranty', claims.warranty),
    ...claims.licences.map((l, i) => named(`licences.${i}`, l)),
    named('deal', claims.deal),
    named('replyTime', claims.replyTime),
  ];
}

/**
 * The arrival claim for a suburb `km` from the base (undefined when the suburb has no
 * coordinates: then only a claim with no maxKm applies), for calls of `urgency`.
 */
export function arrivalClaimFor(claims: Claims, km: number | undefined, urgency: 'emergency' | 'any' = 'any'): ArrivalClaim {
  const fits = (c: ArrivalClaim) => (c.urgency === 'any' || c.urgency === urgency) && (c.maxKm === undefined || (km !== undefined && km <= c.maxKm));
  return claims.arrival.find(fits) ?? claims.arrival.at(-1)!;
}

/** The business the site reads: business.yaml's identity with each claim's value from claims.yaml. */
export function assembleBusiness(file: BusinessFile, claims: Claims): Business {
  const near = claims.arrival.find((a) => a.maxKm !== undefined && a.urgency === 'any') ?? claims.arrival[0]!;
  return {
    ...file,
    licences: claims.licences.map((l) => ({ label: l.label, number: l.number })),
    rating: { value: claims.rating.value, count: claims.rating.count, platforms: claims.rating.platforms },
    reviewsBadge: claims.reviewsBadge.wording,
    callOutFee: claims.callOutFee.amount,
    callOutFeeText: claims.callOutFee.wording,
    arrival: { typical: near.wording, minMinutes: near.minMinutes ?? 1, maxMinutes: near.maxMinutes ?? 1, withinKm: near.maxKm ?? 0 },
    deal: { name: claims.deal.name, price: claims.deal.price, description: claims.deal.wording },
  };
}
