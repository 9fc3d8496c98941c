import { z } from 'zod';

/** One regex for every slug in the project, with a message that says how to fix it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Lengths the built site can hold. A slug becomes a folder name, and file systems refuse names
 * over 255 bytes (ENAMETOOLONG); an address is also what people read and share, so the limits
 * are far below that: the longest slug in the data is under 50 characters.
 */
export const PATH_LIMITS = { segment: 80, path: 200 } as const;

export const slugBase = z
  .string()
  .max(PATH_LIMITS.segment, `is too long (at most ${PATH_LIMITS.segment} characters): it becomes part of a page address`)
  .regex(SLUG_PATTERN, 'must be kebab-case: lower-case letters, digits and single hyphens (e.g. "box-hill")');

export const serviceSlug = slugBase.brand<'ServiceSlug'>();
export const suburbSlug = slugBase.brand<'SuburbSlug'>();
export const regionSlug = slugBase.brand<'RegionSlug'>();
export const groupSlug = slugBase.brand<'GroupSlug'>();
export const postSlug = slugBase.brand<'PostSlug'>();
export const pageSlug = slugBase.brand<'PageSlug'>();

export type ServiceSlug = z.infer<typeof serviceSlug>;
export type SuburbSlug = z.infer<typeof suburbSlug>;
export type RegionSlug = z.infer<typeof regionSlug>;
export type GroupSlug = z.infer<typeof groupSlug>;
export type PostSlug = z.infer<typeof postSlug>;
export type PageSlug = z.infer<typeof pageSlug>;

/** Prose: never empty, never just whitespace, never absurdly long (a pasted file, a runaway script). */
export const text = z.string().trim().min(1, 'must not be empty').max(20_000, 'is too long (at most 20,000 characters)');

/** A web address people are sent to: https only, so data can never smuggle in a javascript: URL. */
export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/**
 * Top-level folders the build writes its own files into (Vite's `build.assetsDir`, and the editor's
 * /admin/): a page or a redirect there would collide with the scripts and styles. Names with a dot or an underscore
 * (`_data`, `404.html`, `sitemap.xml`) cannot be written as a path at all.
 */
export const RESERVED_SEGMENTS = ['assets', 'admin'] as const;

/** The checks every path written in data shares: lengths a file system can hold, no reserved folder. */
export function sitePath(pattern: RegExp, message: string) {
  return z
    .string()
    .max(PATH_LIMITS.path, `is too long (at most ${PATH_LIMITS.path} characters)`)
    .regex(pattern, message)
    .refine((path) => path.split('/').every((segment) => segment.length <= PATH_LIMITS.segment), {
      message: `has a part longer than ${PATH_LIMITS.segment} characters: each part becomes a folder name in the built site`,
    })
    .refine((path) => !(RESERVED_SEGMENTS as readonly string[]).includes(path.split('/')[1] ?? ''), {
      message: `starts with a folder the build keeps for its own files (${RESERVED_SEGMENTS.join(', ')}): choose another address`,
    });
}

/** A site-relative path to a page, e.g. "/services/switchboard-upgrades". Checked against the manifest by a rule. */
export const internalPath = sitePath(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, 'must be a site path such as "/contact" (lower-case, no trailing slash)');

/** A path at the top level of the site, for pages with a fixed address. */
export const fixedPath = sitePath(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'must be "/" or one segment such as "/about"');

/**
 * A place's name as locals write it ("St Kilda", "O'Connor", "Kew East"): letters, spaces,
 * hyphens, apostrophes and full stops, as in the postal list of localities, whose longest name
 * has 20 characters.
 */
export const placeName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'is too long for a place name (at most 40 characters)')
  .regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, 'must be a place name: letters, spaces, hyphens and apostrophes (no digits, symbols or emoji)');

/** A title people see in menus, cards and headings. */
export const title = text.max(80, 'is too long for a title (at most 80 characters)');

/** A heading written for its page: a capital first letter, no full stop at the end. */
export const heading = text
  .max(90, 'is too long for a heading (at most 90 characters)')
  .refine((s) => /^[A-Z0-9"'‘“]/.test(s) && !s.endsWith('.'), 'must start with a capital letter and not end with a full stop');

export const faqItem = z.strictObject({ q: text, a: text });
export type FaqItem = z.infer<typeof faqItem>;

export const processStep = z.strictObject({ title: text, description: text });
export type ProcessStep = z.infer<typeof processStep>;

/**
 * Icons are named, not imported, so data can choose one. The site maps every name to a lucide
 * icon with `satisfies Record<IconName, ...>`, so a name here without an icon is a type error.
 */
// prettier-ignore
export const ICON_NAMES = [
  'alarm-smoke', 'battery-charging', 'bell', 'building', 'cable', 'camera', 'car', 'circuit-board',
  'clipboard-check', 'droplets', 'fan', 'file-check', 'flame', 'gauge', 'hammer', 'heater', 'home',
  'key', 'lamp', 'lightbulb', 'mic', 'monitor', 'plug', 'power', 'scan-search', 'shield-check',
  'siren', 'smartphone', 'snowflake', 'sun', 'thermometer', 'toggle-right', 'triangle-alert', 'tv',
  'wifi', 'wind', 'wrench', 'zap',
] as const;
export const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;

/**
 * A calendar date written as YYYY-MM-DD (YAML would otherwise turn it into a Date), and a real one:
 * "2025-13-45" rendered as "45 undefined 2025" and an invalid sitemap lastmod, "2025-02-30" as
 * "30 February 2025".
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD, in quotes')
  .refine(isCalendarDate, { error: (issue) => `"${String(issue.input)}" is no date in the calendar: ${whyNoDate(String(issue.input))}` })
  .meta({ editor: { widget: 'date' } });

/** Whether YYYY-MM-DD names a day that exists, in the years this business could have written it. */
export function isCalendarDate(text: string): boolean {
  return whyNoDate(text) === undefined;
}

function whyNoDate(text: string): string | undefined {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < 1990 || year > 2100) return `the year must be between 1990 and 2100`;
  if (month < 1 || month > 12) return `the month must be 01 to 12`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' })} ${year} has ${days} days`;
  return undefined;
}

/**
 * A price in dollars as a page states it: whole cents, from $1 to $100,000. A deal priced 1e300
 * passed the schema and reached every page; no job this business quotes comes near the cap.
 */
export const price = z
  .number()
  .min(1, 'must be at least $1 (a free call-out is stated as the call-out fee, not a price)')
  .max(100_000, 'is more than $100,000, which no job here costs: check the number')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must be in whole cents, e.g. 149 or 149.50');

/** A count people read (reviews, ratings): a whole number up to a million. */
export const count = z.number().int().positive().max(1_000_000, 'is more than a million: check the number');

/**
 * A price for a whole job, marked up as an Offer: its name says what it buys and, unless the price
 * already includes them, the mandatory fees everyone pays with it (the PRICE_WITHOUT_FEES rule).
 */
export const priceOffer = z.strictObject({
  name: text,
  price,
  /** True when the price already includes every mandatory fee (the call-out and any after-hours fee); otherwise its name says them. */
  includesFees: z.boolean().default(false),
});
