import { z } from 'zod';
import { internalPath, text } from './common.ts';

/** A link to one of the site's pages. Without a title it reads as the page's own title. */
export const navLink = z.strictObject({
  title: text.max(60, 'must be at most 60 characters: it is a menu entry').optional(),
  path: internalPath,
});
export type NavLink = z.infer<typeof navLink>;

/**
 * The site's fixed link lists (data/navigation.yaml). The catalogue menus (services by group,
 * suburbs by region) and the footer's electrical services come from the catalogue itself; these
 * are the hand-picked ones. A rule checks that every path is a page.
 */
export const navigationSchema = z.strictObject({
  $schema: z.string().optional(),
  mainMenu: z.strictObject({
    /** Plain links before the Services and Service Locations menus. */
    beforeMenus: z.array(navLink),
    /** Plain links after them. */
    afterMenus: z.array(navLink),
  }),
  footer: z.strictObject({
    /** The business's other trades (plumbing, air conditioning), under "Other Trades". */
    otherTrades: z.array(navLink),
    quickLinks: z.array(navLink).min(1),
  }),
  /** What the not-found page offers a lost visitor. */
  notFound: z.strictObject({ suggestions: z.array(navLink).min(1) }),
});
export type Navigation = z.infer<typeof navigationSchema>;
