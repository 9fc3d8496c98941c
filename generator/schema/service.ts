import { z } from 'zod';
import { faqItem, fixedPath, groupSlug, heading, iconName, priceOffer, processStep, regionSlug, serviceSlug, suburbSlug, text, title } from './common.ts';
import { imageRef } from './image.ts';

/** Which suburbs get a /services/{slug}/in/{suburb} page. Fewer, better pages beat a doorway farm. */
export const suburbPagesSchema = z
  .union([z.literal('all'), z.literal('none'), z.strictObject({ regions: z.array(regionSlug).min(1) }), z.strictObject({ suburbs: z.array(suburbSlug).min(1) })])
  .meta({ editor: { keep: 'a word or a list of regions or suburbs: change it in the service file' } });

/** The trades whose local facts differ: gas work needs the gas network, not the water corporation. */
export const TRADES = ['electrical', 'plumbing', 'gas', 'air-conditioning'] as const;

/**
 * The words sentences about a service need, so no sentence is built by lower-casing a title
 * ("ev charger installations") or by guessing a plural ("What is blocked drains?").
 */
export const servicePhrasesSchema = z.strictObject({
  /** The work as a noun phrase inside a sentence, acronyms as written: "EV charger installation". */
  noun: text.max(80),
  /** The call to action, with {suburb} where the place goes: "Drain blocked in {suburb}?" */
  cta: text.max(90).refine((s) => (s.match(/\{suburb\}/g) ?? []).length === 1, 'must contain {suburb} exactly once'),
  /** The heading over the service page's explanation of the work: "How a switchboard upgrade works". */
  about: heading,
  /** The heading of the service page's closing call to book: "Book a switchboard upgrade". */
  book: heading,
});

export const serviceSchema = z.strictObject({
  $schema: z.string().optional(),
  slug: serviceSlug,
  /** A draft is validated loosely and published nowhere: `add service` writes one. */
  draft: z.boolean().default(false),
  title,
  group: groupSlug.meta({ editor: { relation: 'groups' } }),
  icon: iconName,
  /** Position within its group in menus; ties fall back to the title. */
  menuOrder: z.number().int().min(-10_000).max(10_000).default(100),
  /** A fixed address instead of /services/{slug}, e.g. "/rcd-testing". */
  path: fixedPath.optional(),
  pageTitle: text.max(60, 'must be at most 60 characters so search results do not cut it'),
  metaDescription: text,
  h1: title,
  /** One sentence for cards, menus and the suburb pages' summaries. */
  summary: text.max(220),
  /** The picture beside the heading; without one the heading stands alone. */
  heroImage: imageRef.optional(),
  /** A price for the whole service, marked up as an Offer. Never 0: a free call-out is not a free job. */
  offer: priceOffer.optional(),
  /** Show the call-out fee claim (claims.yaml) as a badge in the hero. */
  callOutFeeBadge: z.boolean().default(false),
  sections: z.strictObject({
    whatIs: text,
    whyNeeded: z.array(text),
    ourProcess: z.array(processStep),
    included: z.array(text),
    faq: z.array(faqItem),
  }),
  /**
   * Suburb or region slugs, where the service is offered in only part of the business's area;
   * without it, the whole area (every region), so a new region needs no change here.
   */
  serviceAreas: z.array(z.string()).optional(),
  /** Service slugs. A service whose topic has a landing page links there instead. */
  relatedServices: z.array(serviceSlug.meta({ editor: { relation: 'services' } })),
  suburbPages: suburbPagesSchema.default('all'),
  /** The trade whose local facts apply, when it is not the group's (gas fitting sits under plumbing). */
  trade: z.enum(TRADES).optional(),
  /** Whether people need this today: only urgent work gets an arrival-time claim on local pages. */
  urgent: z.boolean().default(false),
  phrases: servicePhrasesSchema,
  /**
   * What this service usually involves in homes of each era. A suburb's pages show the note for
   * the suburb's housing era, so they say something true about that suburb's homes.
   */
  localNotes: z
    .strictObject({
      'pre-1950': text.optional(),
      '1950-1980': text.optional(),
      '1980-2000': text.optional(),
      'post-2000': text.optional(),
      mixed: text.optional(),
    })
    .optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * A service file as the business writes it: a whole service of its own, or `catalogue:` naming an
 * entry of tradesite's trade catalogue (catalogue/services/) with any of its fields to replace.
 * Editors and the JSON Schema read this shape; the loader merges the entry and checks the result
 * against `serviceSchema` (load/catalogue-services.ts).
 */
export const serviceFileSchema = serviceSchema.partial().extend({
  slug: serviceSlug,
  /** The catalogue entry this service starts from; every field left out keeps the catalogue's words. */
  catalogue: serviceSlug.optional(),
  sections: serviceSchema.shape.sections.partial().optional(),
  phrases: servicePhrasesSchema.partial().optional(),
});
export type ServiceInput = z.input<typeof serviceSchema>;
