import { z } from 'zod';
import { placeName, regionSlug, suburbSlug, text } from './common.ts';

export const HOUSING_ERAS = ['pre-1950', '1950-1980', '1980-2000', 'post-2000', 'mixed'] as const;

/** Melbourne's five electricity distribution businesses: who owns the poles, wires and meters. */
export const DISTRIBUTORS = ['CitiPower', 'Powercor', 'Jemena', 'AusNet Services', 'United Energy'] as const;

export const suburbSchema = z.strictObject({
  slug: suburbSlug,
  /** As locals write it: "McKinnon", "St Kilda". */
  name: placeName,
  postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits in quotes, e.g. "3073"'),
  region: regionSlug,
  council: text,
  /** Straight-line distance from the Melbourne CBD, from the reference locality list. */
  kmFromCbd: z.number().min(0).max(100),
  /** Approximate centre; used for distance from the base and for structured data. */
  geo: z.strictObject({ lat: z.number().min(-39.2).max(-37.0), lng: z.number().min(144.0).max(146.0) }).optional(),
  distributor: z.enum(DISTRIBUTORS).optional(),
  housing: z
    .strictObject({
      era: z.enum(HOUSING_ERAS),
      /** What homes are typical and what that means for their wiring. Facts, no invented statistics. */
      description: text,
    })
    .optional(),
  nearby: z.array(suburbSlug).default([]),
  /** Anything else local and factual that helps a home owner there. */
  notes: text.optional(),
});
export const suburbsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  suburbs: z.array(suburbSchema),
});
export type Suburb = z.infer<typeof suburbSchema>;

export const regionSchema = z.strictObject({
  slug: regionSlug,
  name: text,
  description: text,
  /** The suburbs the menu shows first, in order. */
  menuSuburbs: z.array(suburbSlug).max(8, 'the menu shows at most 8 suburbs per region'),
});
export const regionsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  regions: z.array(regionSchema).min(1),
});
export type Region = z.infer<typeof regionSchema>;

export const emergencySuburbsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Suburbs with a dedicated /emergency-electrician/{suburb} page. */
  suburbs: z.array(suburbSlug),
});
