import type { Trade } from '../../generator/local/trade.ts';
import { TRADE_WORDS } from '../content/trades.ts';

/**
 * The fixed pages the code itself links to: breadcrumbs, the menus' section links, the booking
 * and thank-you steps of the lead form. Their pages are data (pages/*.yaml, landing/*.yaml); the
 * `known-pages-exist` rule reports any of these the data does not have.
 */
export const knownPages = {
  about: '/about',
  services: '/services',
  areas: '/areas-we-service',
  deals: '/deals',
  reviews: '/reviews',
  blog: '/blog',
  contact: '/contact',
  booking: '/booking',
  thankYou: '/thank-you',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  plumbing: '/plumbing',
  airConditioning: '/air-conditioning',
} as const;
export type KnownPage = keyof typeof knownPages;

/** The areas page's list of every suburb with its postcode (the suburb checker's no-script answer). */
export const SUBURB_LIST_ID = 'suburb-list';

/** The booking page's form (with its "Booking: ..." badge): where every Book Now lands. */
export const BOOKING_FORM_ID = 'booking-form';

/** What a Book Now or a call-back request asks for, carried in the booking page's address. */
export interface BookingContext {
  service?: string | undefined;
  suburb?: string | undefined;
  emergency?: boolean | undefined;
}

/**
 * The one place a page's address is built. The manifest, links, sitemap, redirects and the
 * client router all call these; no path is concatenated anywhere else (tests/unit/layering.test.ts
 * fails if one is).
 */
export const paths = {
  home: () => '/',
  /** Fixed pages and landing pages carry their own path in data. */
  fixed: (entry: { path: string }) => entry.path,
  service: (service: { slug: string; path?: string | undefined }) => service.path ?? `/services/${service.slug}`,
  serviceInSuburb: (serviceSlug: string, suburbSlug: string) => `/services/${serviceSlug}/in/${suburbSlug}`,
  suburb: (suburbSlug: string) => `/suburb/${suburbSlug}`,
  /**
   * A suburb's hub page, named for the business's first trade (primaryTrade): /electrician/{suburb},
   * /plumber/{suburb}, /gasfitter/{suburb}, /air-conditioning/{suburb}.
   */
  suburbHub: (trade: Trade, suburbSlug: string) => `/${TRADE_WORDS[trade].hubSegment}/${suburbSlug}`,
  emergencySuburb: (suburbSlug: string) => `/emergency-electrician/${suburbSlug}`,
  blogPost: (postSlug: string) => `/blog/${postSlug}`,
  notFound: () => '/404',
  /** One of the fixed pages the code links to by name (see knownPages). */
  known: (page: KnownPage) => knownPages[page],
  /** The areas page's list of every suburb and postcode (the suburb checker without JavaScript). */
  suburbList: () => `${knownPages.areas}#${SUBURB_LIST_ID}`,
  /**
   * The booking page's form, scrolled to (with and without JavaScript), with what was asked for
   * in the address: the badge and the form's suburb read it, a reload keeps it.
   */
  bookingForm: ({ service, suburb, emergency }: BookingContext = {}) => {
    const query = new URLSearchParams(Object.entries({ service, suburb, emergency: emergency && '1' }).filter((e): e is [string, string] => !!e[1])).toString();
    return `${knownPages.booking}${query && `?${query}`}#${BOOKING_FORM_ID}`;
  },
  /** A region's section of the areas page. */
  region: (regionSlug: string) => `${knownPages.areas}#${regionSlug}`,
  /** A file at the site's root: sitemaps, robots.txt. */
  siteFile: (name: string) => `/${name}`,
  /** The layout data shared by every page, named by its content hash so it is cached forever with the other assets. */
  layoutData: (hash: string) => `/assets/layout.${hash}.json`,
  /**
   * The "Do you come to me?" checker's data (suburbs, postcodes, arrival wording), also the lead
   * form's suburb suggestions. Not named by content hash: the layout file names it, and every page
   * names the layout file, so a hashed name would change every page whenever a suburb is added.
   * Outside /assets/, every host has browsers revalidate it.
   */
  suburbFinder: () => '/suburb-finder.json',
  /** One processed size of a picture from data/images/ (its name carries the source's hash). */
  imageVariant: (stem: string, key: string, width: number, format: string) => `/assets/img/${stem}-${key}-${width}.${format}`,
  /** The editor (Decap CMS) and its files: a folder, unlike every page, on the editing server and, with data/site.yaml's `editor`, the site. */
  admin: (file = '') => `/admin/${file}`,
  /** Where the editing server answers the editor's saves (Decap's local backend protocol). */
  editorBackend: () => '/api/v1',
  /**
   * One shard of the records of the pages rendered on request (a hybrid build's long tail, see
   * generator/edge/): read by the host's function through its static assets, never by a browser
   * (the function answers requests for these addresses with the 404 page). Not in /assets/: a
   * shard's name is its number, not its content's hash.
   */
  edgeRecords: (shard: number) => `${paths.edgeRecordsFolder()}${shard}.bin`,
  /** The folder of the record shards, with its trailing slash: from outside, nothing in it is a page. */
  edgeRecordsFolder: () => '/edge-records/',
} as const;

/** "/about/" and "/about" are one page; "/" stays "/". */
export function normalisePath(path: string): string {
  const clean = path.replace(/\/{2,}/g, '/');
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

/**
 * Where a route's HTML is written: /a/b -> a/b.html, / -> index.html, the not-found page ->
 * 404.html. Addresses never end in a slash (the spec's path formats), and every host target
 * serves a/b.html at /a/b with a 200: Cloudflare Pages and Vercel (cleanUrls) strip ".html",
 * nginx tries $uri.html, Netlify and GitHub Pages resolve it. A folder index (a/b/index.html)
 * would make Cloudflare Pages and Netlify answer /a/b with a redirect to /a/b/.
 */
export function htmlFileFor(path: string): string {
  if (path === paths.notFound()) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
