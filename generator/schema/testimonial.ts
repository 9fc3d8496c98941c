import { z } from 'zod';
import { isoDate, serviceSlug, suburbSlug, text } from './common.ts';

export const testimonialSchema = z.strictObject({
  name: text,
  suburb: suburbSlug.meta({ editor: { relation: 'suburbs' } }),
  rating: z.number().int().min(1).max(5),
  text,
  /** The service the review is about: pages choose reviews by service, then trade, then distance. */
  service: serviceSlug.meta({ editor: { relation: 'services' } }),
  date: isoDate.optional(),
  /**
   * True for a review invented to show how the site works: pages label it "Sample" and the launch
   * gate (validate --production) refuses it. Each review says so itself, so a real review added
   * beside the samples is never taken for one (generator/launch/sample.ts decides).
   */
  sample: z.boolean().default(false),
});
export const testimonialsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  testimonials: z.array(testimonialSchema),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
