import { z } from 'zod';

/** One regex for every slug in the project, with a message that says how to fix it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugBase = z
  .string()
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

/** A site-relative path to a page, e.g. "/services/switchboard-upgrades". Checked against the manifest by a rule. */
export const internalPath = z
  .string()
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, 'must be a site path such as "/contact" (lower-case, no trailing slash)');

/** A path at the top level of the site, for pages with a fixed address. */
export const fixedPath = z
  .string()
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'must be "/" or one segment such as "/about"');

export const faqItem = z.strictObject({ q: text, a: text });
export type FaqItem = z.infer<typeof faqItem>;

export const processStep = z.strictObject({ title: text, description: text });
export type ProcessStep = z.infer<typeof processStep>;

/**
 * Icons are named, not imported, so data can choose one. The site maps every name to a lucide
 * icon with `satisfies Record<IconName, ...>`, so a name here without an icon is a type error.
 */
export const ICON_NAMES = [
  'alarm-smoke', 'battery-charging', 'bell', 'building', 'cable', 'camera', 'car', 'circuit-board',
  'clipboard-check', 'droplets', 'fan', 'file-check', 'flame', 'gauge', 'hammer', 'heater', 'home',
  'key', 'lamp', 'lightbulb', 'mic', 'monitor', 'plug', 'power', 'scan-search', 'shield-check',
  'siren', 'smartphone', 'snowflake', 'sun', 'thermometer', 'toggle-right', 'triangle-alert', 'tv',
  'wifi', 'wind', 'wrench', 'zap',
] as const;
export const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;

/** A calendar date written as YYYY-MM-DD (YAML would otherwise turn it into a Date). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD, in quotes');
