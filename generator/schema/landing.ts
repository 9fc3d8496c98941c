import { z } from 'zod';
import { TRADES } from './service.ts';
import { faqItem, fixedPath, heading, iconName, pageSlug, priceOffer, serviceSlug, text } from './common.ts';
import { imageRef } from './image.ts';

/** A catalogue landing page at a fixed path, such as /switchboard-upgrades. */
export const landingSchema = z.strictObject({
  $schema: z.string().optional(),
  slug: pageSlug,
  path: fixedPath,
  title: text,
  category: z.enum(['Emergency', 'Safety', 'Installations', 'Plumbing', 'Air Conditioning', 'Backup Power']),
  icon: iconName,
  pageTitle: text.max(60, 'must be at most 60 characters so search results do not cut it'),
  metaDescription: text,
  h1: text,
  /** The heading of the closing call to talk to us, written for the topic: "Ask about an EV charger". */
  bookHeading: heading,
  /** The picture beside the heading; without one the heading stands alone. */
  heroImage: imageRef.optional(),
  intro: text,
  sections: z.array(z.strictObject({ type: z.literal('text'), title: text, paragraphs: z.array(text).min(1) })).min(1),
  faq: z.array(faqItem),
  relatedServices: z.array(serviceSlug),
  /**
   * The /services/{slug} page on the same topic. This landing page is then the canonical one and
   * the service page points its canonical link here, so search engines see one page per topic.
   */
  canonicalFor: serviceSlug.optional(),
  /** A price for the whole service, marked up as an Offer. Never 0: a free call-out is not a free job. */
  offer: priceOffer.optional(),
  /**
   * The trades the page is about, when its category does not say (an emergency page is electrical
   * unless it says otherwise): published only while the business offers one of them, and `init`
   * keeps it only for such a business (generator/local/trade.ts, `landingTrades`).
   */
  trades: z.array(z.enum(TRADES)).min(1).optional(),
  /**
   * Safety blocks the page carries whatever its text says. An electrical emergency page carries the
   * electrical block anyway, and any page naming a gas leak, carbon monoxide or a gas appliance the
   * gas one (generator/local/safety.ts); this asks for one outright (`[gas]` on a plumbing
   * emergency page).
   */
  safety: z.array(z.enum(['gas', 'electrical'])).optional(),
  /**
   * `emergency` on a trade's emergency page (one per trade, its trade is `trades`' first): the
   * suburbs' emergency pages (/emergency-electrician/{suburb}, electrical work) lead back to the
   * electrical one in their breadcrumb, wherever its path is. A business offering electrical and
   * plumbing has both; the plumbing one is a hub for no suburb page yet (`emergencyHub`).
   */
  hub: z.literal('emergency').optional(),
  /** Show the call-out fee claim (claims.yaml) as a badge in the hero. */
  callOutFeeBadge: z.boolean().default(false),
});
export type Landing = z.infer<typeof landingSchema>;

/**
 * A landing file as the business writes it: a page of its own, or `catalogue:` naming an entry of
 * tradesite's trade catalogue (catalogue/landing/) with any of its fields to replace (see
 * serviceFileSchema; the loader checks the merged page against `landingSchema`).
 */
export const landingFileSchema = landingSchema.partial().extend({
  slug: pageSlug,
  /** The catalogue entry this page starts from; every field left out keeps the catalogue's words. */
  catalogue: pageSlug.optional(),
});
