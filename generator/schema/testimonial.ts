import { z } from 'zod';
import { isoDate, serviceSlug, suburbSlug, text } from './common.ts';

export const testimonialSchema = z.strictObject({
  name: text,
  suburb: suburbSlug,
  rating: z.number().int().min(1).max(5),
  text,
  /** The service the review is about: pages choose reviews by service, then trade, then distance. */
  service: serviceSlug,
  date: isoDate.optional(),
});
export const testimonialsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  /** True while the reviews are invented for the fictional business: pages then say they are samples. */
  sample: z.boolean().default(false),
  testimonials: z.array(testimonialSchema),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
