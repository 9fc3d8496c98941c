import { z } from 'zod';
import { serviceSlug, slugBase, suburbSlug, text } from './common.ts';
import { imageRef } from './image.ts';

/** A month written as YYYY-MM: jobs are dated to the month, which is all a page needs to say. */
export const yearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written as YYYY-MM, in quotes, e.g. "2026-03"')
  .refine((month) => Number(month.slice(0, 4)) >= 1990 && Number(month.slice(0, 4)) <= 2100, 'must be a month between 1990 and 2100');

/**
 * One completed job, in data/jobs/<slug>.yaml: what a local page shows as proof that the business
 * really works there. Written from the job sheet in plain words: what was found, what was done.
 */
export const jobSchema = z.strictObject({
  $schema: z.string().optional(),
  slug: slugBase,
  /**
   * True for the invented jobs of this fictional business. Pages label a sample job as one, so
   * nothing on the site passes made-up work off as real.
   */
  sample: z.boolean(),
  service: serviceSlug,
  suburb: suburbSlug,
  month: yearMonth,
  /** A short headline, e.g. "Tree roots cleared from a 1960s clay sewer". */
  title: text.max(90, 'must be at most 90 characters: it is a headline'),
  /** What the tradesperson found, in full sentences. */
  found: text,
  /** What was done about it, in full sentences. */
  done: text,
  /** How long it took on site, as a person says it: "About three hours", "Two visits, a day apart". */
  took: text.max(60),
  /** How it ended for the customer, in a sentence or two. */
  outcome: text,
  /** Photos from the job, shown on its card in the order written (at most four). */
  photos: z.array(imageRef).max(4, 'at most four photos a job: choose the ones that show the work').optional(),
});
export type Job = z.infer<typeof jobSchema>;
export type JobInput = z.input<typeof jobSchema>;
