import { z } from 'zod';
import { TRADES } from './service.ts';
import { faqItem, fixedPath, iconName, internalPath, pageSlug, processStep, serviceSlug, suburbSlug, text } from './common.ts';
import { imageRef } from './image.ts';

const title = text;

const quizSchema = z.strictObject({
  type: z.literal('quiz'),
  title,
  intro: text.optional(),
  start: z.string(),
  questions: z
    .array(
      z.strictObject({
        id: z.string(),
        text,
        help: text.optional(),
        answers: z.array(z.union([z.strictObject({ label: text, next: z.string() }), z.strictObject({ label: text, result: z.string() })])).min(2),
      }),
    )
    .min(1),
  results: z
    .array(
      z.strictObject({
        id: z.string(),
        /** danger: stop and call (000 for fire); urgent: call us now; book: book a visit. */
        urgency: z.enum(['danger', 'urgent', 'book']),
        title,
        text,
        service: serviceSlug.optional(),
      }),
    )
    .min(1),
});

/** Claims (claims.yaml) a block's words can be about: a business may make none of them. */
export const BLOCK_NEEDS = ['rating', 'reviewsBadge'] as const;

/** The building blocks of fixed pages. Blocks that list other data read it themselves. */
export const blockSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('text'),
    title: title.optional(),
    paragraphs: z.array(text).min(1),
    /** The claims its words explain ("the rating above"): the block is shown only while claims.yaml makes every one. */
    needs: z.array(z.enum(BLOCK_NEEDS)).min(1).optional(),
  }),
  z.strictObject({ type: z.literal('list'), title, intro: text.optional(), items: z.array(text).min(1) }),
  z.strictObject({ type: z.literal('steps'), title, steps: z.array(processStep).min(1) }),
  z.strictObject({ type: z.literal('faq'), title: title.optional(), items: z.array(faqItem).min(1) }),
  z.strictObject({
    type: z.literal('cards'),
    title: title.optional(),
    intro: text.optional(),
    cards: z
      .array(
        z.strictObject({
          title,
          text,
          icon: iconName.optional(),
          badge: text.optional(),
          href: internalPath.optional(),
          linkLabel: text.optional(),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    type: z.literal('gallery'),
    title: title.optional(),
    projects: z
      .array(
        z.strictObject({
          title,
          suburb: suburbSlug,
          service: serviceSlug,
          description: text,
          scope: z.array(text).min(1),
          /** A photo of the finished work; its caption is shown under it. */
          photo: imageRef.optional(),
          /** True for a project invented to show how the gallery works: labelled "Sample", refused at launch. */
          sample: z.boolean().default(false),
        }),
      )
      .min(1),
  }),
  quizSchema,
  z.strictObject({ type: z.literal('testimonials'), title: title.optional(), limit: z.number().int().positive().max(100).optional() }),
  z.strictObject({ type: z.literal('rating'), title: title.optional() }),
  z.strictObject({ type: z.literal('services'), title: title.optional() }),
  z.strictObject({ type: z.literal('areas'), title: title.optional() }),
  /** "Do you come to me?": a suburb or postcode answered from the suburbs and claims data. */
  z.strictObject({ type: z.literal('suburbCheck'), title: title.optional(), text: text.optional() }),
  z.strictObject({ type: z.literal('posts'), title: title.optional(), limit: z.number().int().positive().max(100).optional() }),
  z.strictObject({ type: z.literal('contact'), title: title.optional() }),
  z.strictObject({ type: z.literal('leadForm'), title: title.optional(), text: text.optional() }),
  z.strictObject({ type: z.literal('cta'), title, text, action: z.enum(['call', 'book']) }),
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];

export const pageSchema = z.strictObject({
  $schema: z.string().optional(),
  slug: pageSlug,
  path: fixedPath,
  /** The short name used in menus and breadcrumbs. */
  title,
  pageTitle: text.max(60, 'must be at most 60 characters so search results do not cut it'),
  metaDescription: text,
  h1: text,
  intro: text,
  /** false for pages search engines should not list, such as /thank-you. */
  indexable: z.boolean().default(true),
  /** false where offering to book again would be wrong, such as /thank-you after a request. */
  bookNow: z.boolean().default(true),
  /**
   * Safety blocks the page carries whatever its text says: `electrical` on an emergency page (the
   * faults lines of every network). The gas block also follows from the text itself: any page
   * naming a gas leak, carbon monoxide or a gas appliance carries it (generator/local/safety.ts).
   */
  safety: z.array(z.enum(['gas', 'electrical'])).optional(),
  /**
   * The trades the page is about, when it is about some and not the business as a whole (an
   * electrical inspection, a defect notice): published only while the business offers one of them.
   */
  trades: z.array(z.enum(TRADES)).min(1).optional(),
  blocks: z.array(blockSchema).default([]),
});
export type Page = z.infer<typeof pageSchema>;
export type Quiz = z.infer<typeof quizSchema>;
export type GalleryProject = Extract<Block, { type: 'gallery' }>['projects'][number];
