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
  slug: slugBase.meta({ title: 'Short name', description: 'Becomes the file name: the suburb and a few words in lower case with hyphens, e.g. preston-switchboard-upgrade.' }),
  /**
   * True for the invented jobs of this fictional business. Pages label a sample job as one, so
   * nothing on the site passes made-up work off as real.
   */
  sample: z.boolean().meta({ title: 'Sample (an invented job)', description: 'Leave unticked for a real job.' }),
  service: serviceSlug.meta({ title: 'Service', editor: { relation: 'services' } }),
  suburb: suburbSlug.meta({ title: 'Suburb', editor: { relation: 'suburbs' } }),
  month: yearMonth.meta({ title: 'Month', description: 'When it was done, as YYYY-MM, e.g. 2026-03.' }),
  /** A short headline, e.g. "Tree roots cleared from a 1960s clay sewer". */
  title: text.max(90, 'must be at most 90 characters: it is a headline').meta({ title: 'Headline', description: 'e.g. "Tree roots cleared from a 1960s clay sewer".' }),
  /** What the tradesperson found, in full sentences. */
  found: text.meta({ title: 'What you found' }),
  /** What was done about it, in full sentences. */
  done: text.meta({ title: 'What you did' }),
  /** How long it took on site, as a person says it: "About three hours", "Two visits, a day apart". */
  took: text.max(60).meta({ title: 'How long it took', description: 'As you would say it: "About three hours".' }),
  /** How it ended for the customer, in a sentence or two. */
  outcome: text.meta({ title: 'How it ended for the customer' }),
  /** Photos from the job, shown on its card in the order written (at most four). */
  photos: z.array(imageRef).max(4, 'at most four photos a job: choose the ones that show the work').optional(),
});
export type Job = z.infer<typeof jobSchema>;
export type JobInput = z.input<typeof jobSchema>;
