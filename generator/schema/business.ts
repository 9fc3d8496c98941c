import { z } from 'zod';
import { count, httpsUrl, price, suburbSlug, text } from './common.ts';
import { TRADES } from './service.ts';

/** True for a time zone name the runtime knows (the build and every browser format with it). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return /^[A-Za-z]+\/[A-Za-z_]+$/.test(zone);
  } catch {
    return false;
  }
}

const australianPhone = z
  .string()
  .regex(/^(?:\(0[2378]\) \d{4} \d{4}|1[38]00 \d{3} \d{3}|04\d{2} \d{3} \d{3})$/, 'must be written as "(03) 5550 1234", "1300 123 456" or "0412 345 678"');

/**
 * The particulars of business.yaml that can still be stand-ins. The owner lists here what is not
 * yet real (`placeholders: [address, socials]`); the launch gate refuses each one listed.
 */
export const PLACEHOLDER_FIELDS = ['name', 'legalName', 'phone', 'email', 'siteUrl', 'address', 'geo', 'socials', 'abn', 'formId', 'hours'] as const;
export type PlaceholderField = (typeof PLACEHOLDER_FIELDS)[number];

/** data/business.yaml: who the business is. Its claims (fee, times, ratings, licences, deal) are in claims.yaml. */
/** A name as it is printed: one line, no tabs or control characters. */
const oneLine = (max: number) => text.max(max, `is too long (at most ${max} characters)`).regex(/^[^\p{Cc}]*$/u, 'must be one line, without tabs or control characters');

export const businessFileSchema = z.strictObject({
  $schema: z.string().optional(),
  name: oneLine(80),
  legalName: oneLine(120),
  tagline: text,
  phone: australianPhone,
  email: z.email(),
  siteUrl: httpsUrl.regex(/^https:\/\/[^/]+$/, 'must be an https origin with no trailing slash, e.g. "https://example.com.au"'),
  /** Where the site serves the logo: the project's own data/logo.svg, or tradesite's neutral mark when it has none. */
  logo: z.string().regex(/^\/[\w.-]+\.svg$/, 'must be the address the logo is served at, e.g. "/logo.svg" (the file itself is data/logo.svg)'),
  address: z.strictObject({
    streetAddress: text,
    addressLocality: text,
    addressRegion: z.literal('VIC'),
    postalCode: z.string().regex(/^3\d{3}$/, 'must be a 4-digit Victorian postcode'),
    addressCountry: z.literal('AU'),
  }),
  /**
   * The trades the business offers: only their services, landing pages and local pages are
   * published, and each needs its licence (claims.yaml) before launch.
   */
  trades: z
    .array(z.enum(TRADES))
    .min(1, 'must list at least one trade: electrical, plumbing, gas or air-conditioning')
    .refine((list) => new Set(list).size === list.length, 'must list each trade once'),
  /** The suburb the vans leave from: distances and arrival times are measured from it. */
  baseSuburb: suburbSlug,
  /**
   * The city or region the business works across, as a visitor names it: "across {areaName}" in
   * copy, the banner clock's place, the regions' names in structured data ("Northern Suburbs, …").
   */
  areaName: text.max(40, 'must be at most 40 characters: the place name a visitor uses, such as a city or region'),
  /** The IANA time zone of the business's clock: the banner's time, and what "today" means for a scheduled post. */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone name, such as "Australia/Hobart"; every Victorian business uses the one for Victoria'),
  geo: z.strictObject({ lat: z.number().min(-39.2).max(-33.9), lng: z.number().min(140.9).max(150.0) }),
  /** The business's own social pages, each only if it has one: pages link only those given. */
  socials: z.strictObject({ facebook: httpsUrl.optional(), instagram: httpsUrl.optional() }).optional(),
  /** Where every review can be read (the reviews page links it), e.g. a Google Maps listing. */
  reviewsUrl: httpsUrl.optional(),
  hours: z.strictObject({ label: text, openingHours: text }),
  abn: z.string().regex(/^\d{2} \d{3} \d{3} \d{3}$/, 'must be written as "12 345 678 901"'),
  form: z.strictObject({ endpoint: httpsUrl, formId: z.string().regex(/^[A-Za-z0-9]+$/, 'must be the form id letters and digits only') }),
  /** Fields above that are still stand-ins, not the business's own: each is a launch blocker. */
  placeholders: z.array(z.enum(PLACEHOLDER_FIELDS)).default([]),
});

/**
 * The business as the site reads it: business.yaml plus the values of its claims, which the
 * loader takes from claims.yaml (assembleBusiness), so each is written once.
 */
export const businessSchema = businessFileSchema.extend({
  licences: z.array(z.strictObject({ label: text, number: text })),
  /** Absent when claims.yaml makes no rating claim: then no page shows one. */
  rating: z.strictObject({ value: z.number().min(1).max(5), count, platforms: text }).optional(),
  /** The reviews badge's wording; absent when claims.yaml makes no badge claim. */
  reviewsBadge: text.optional(),
  callOutFee: z.number().min(0).max(1000, 'is more than $1,000: check the number'),
  /** The call-out fee claim's wording, e.g. "$0 call-out fee". */
  callOutFeeText: text,
  arrival: z.strictObject({
    /** The nearest arrival claim's wording, for suburbs close to the base. */
    typical: text,
    minMinutes: z.number().int().positive().max(1440, 'is more than a day: give minutes'),
    maxMinutes: z.number().int().positive().max(1440, 'is more than a day: give minutes'),
    /** Beyond this distance from the base the typical claim is not made. */
    withinKm: z.number().positive().max(200, 'is more than 200 km from the base: check the number'),
  }),
  deal: z.strictObject({ name: text, price, description: text }).optional(),
});
export type Business = z.infer<typeof businessSchema>;
export type BusinessFile = z.infer<typeof businessFileSchema>;
