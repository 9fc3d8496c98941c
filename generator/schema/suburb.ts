import { z } from 'zod';
import { placeName, regionSlug, suburbSlug, text } from './common.ts';

export const HOUSING_ERAS = ['pre-1950', '1950-1980', '1980-2000', 'post-2000', 'mixed'] as const;

/** Victoria's five electricity distribution businesses: who owns the poles, wires and meters. */
export const DISTRIBUTORS = ['CitiPower', 'Powercor', 'Jemena', 'AusNet Services', 'United Energy'] as const;

/**
 * Victoria's 15 urban water corporations: who owns the water and sewer mains beyond the property.
 * Source: Victorian Government, "Governance and planning" (water.vic.gov.au/water-industry-and-customers/governance-and-planning),
 * read 2026-11-28: twelve in regional Victoria and three in the metropolitan area.
 */
export const WATER_CORPORATIONS = [
  'Barwon Water',
  'Central Highlands Water',
  'Coliban Water',
  'East Gippsland Water',
  'Gippsland Water',
  'Goulburn Valley Water',
  'GWMWater',
  'Lower Murray Water',
  'North East Water',
  'South Gippsland Water',
  'Wannon Water',
  'Westernport Water',
  'Greater Western Water',
  'South East Water',
  'Yarra Valley Water',
] as const;

/** Victoria's three gas distribution networks: who owns the gas mains and meters. */
export const GAS_DISTRIBUTORS = ['AusNet Gas Services', 'Multinet Gas Networks', 'Australian Gas Networks'] as const;

/**
 * Who owns a network in a suburb. `also` says the suburb is split between two networks (a
 * boundary runs through it), so a page words it honestly: "most of ... , some streets ...".
 */
function network<const T extends readonly [string, ...string[]]>(names: T) {
  return z
    .strictObject({ name: z.enum(names), also: z.enum(names).optional() })
    .refine((n) => n.also !== n.name, { message: '"also" must name the other network, not the same one', path: ['also'] });
}

export const suburbSchema = z.strictObject({
  slug: suburbSlug,
  /** As locals write it: "McKinnon", "St Kilda". */
  name: placeName,
  postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits in quotes, e.g. "3073"'),
  region: regionSlug.meta({ editor: { relation: 'regions' } }),
  /**
   * The council most of the suburb's residents live in (not the one holding most of its land).
   * Left out where nobody has checked it: the pages then say nothing of the council.
   */
  council: text.optional(),
  /** Councils the rest of its residents live in, where a council boundary splits the suburb. */
  otherCouncils: z.array(text).min(1).optional(),
  /** Approximate centre, from the place reference (places/victoria.csv); distances from the base are measured to it. */
  // Victoria's bounds, so a suburb anywhere in the state can be entered.
  geo: z.strictObject({ lat: z.number().min(-39.2).max(-33.9), lng: z.number().min(140.9).max(150.0) }).optional(),
  distributor: z.enum(DISTRIBUTORS).optional(),
  /** The other electricity distributor when a network boundary runs through the suburb. */
  distributorAlso: z.enum(DISTRIBUTORS).optional(),
  /** The water corporation (plumbing pages): sewer and water mains beyond the property's connection. */
  water: network(WATER_CORPORATIONS).optional(),
  /** The gas distributor (gas pages): mains, meters and supply faults up to the meter. */
  gas: network(GAS_DISTRIBUTORS).optional(),
  /**
   * Heritage overlays over parts of the suburb, as a fact that changes outside work (a meter box
   * on a street-facing wall, an air-conditioner unit on the facade, a new gas meter position).
   */
  heritage: text.optional(),
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
  /**
   * The city or area the region is part of, where that is not the business's own `areaName`:
   * structured data names the region with it ("{name}, {within}"), since a name such as
   * "Northern Suburbs" says no place alone. A business whose area name is a suburb or a peninsula
   * keeps its city here.
   */
  within: placeName.optional(),
  /** What the region is like: its councils, its homes. How far it is from the base, the site works out itself. */
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
