import { z } from 'zod';
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
   * `emergency` on the business's one emergency page: the suburbs' emergency pages lead back to it
   * in their breadcrumb, wherever its path is.
   */
  hub: z.literal('emergency').optional(),
  /** Show the call-out fee claim (claims.yaml) as a badge in the hero. */
  callOutFeeBadge: z.boolean().default(false),
});
export type Landing = z.infer<typeof landingSchema>;
