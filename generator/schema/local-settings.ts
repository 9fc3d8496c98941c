import { z } from 'zod';

/**
 * The rule that decides which local pages (a service in a suburb, an electrician in a suburb, an
 * emergency electrician in a suburb) a search engine is asked to index. Settings, not code, so
 * the business can tighten or relax them with a data change; `report local` shows the effect.
 */
export const localSettingsSchema = z.strictObject({
  $schema: z.string().optional(),
  indexing: z.strictObject({
    /**
     * The least share of a page's main-text sentences that appear on no other page of its kind
     * anywhere on the site (suburb names and postcodes normalised), from 0 to 1.
     */
    minOwnShare: z.number().min(0).max(1),
    /** And at least this many such sentences, so a short page cannot pass on its ratio alone. */
    minOwnSentences: z.number().int().min(0),
    /** The fewest proof items (jobs, reviews, local facts that change the work) a page needs. */
    minProof: z.number().int().min(0),
    /** Of those, the fewest that are first-hand: a completed job or a review, here or next door. */
    minFirstHand: z.number().int().min(0),
  }),
  /** How many reviews and jobs a local page shows at most. */
  show: z.strictObject({
    reviews: z.number().int().min(0).max(10),
    jobs: z.number().int().min(0).max(10),
  }),
  /**
   * What "nearby" means, in straight-line km between suburb centres: the nearby links, the jobs
   * and reviews counted as "next door", and the reviews shown as near a suburb all stay within it.
   */
  nearbyKm: z.number().min(0).max(30),
});
export type LocalSettings = z.infer<typeof localSettingsSchema>;
