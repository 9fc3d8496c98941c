/**
 * The one place a page's address is built. The manifest, links, sitemap, redirects and the
 * client router all call these; no path is concatenated anywhere else.
 */
export const paths = {
  home: () => '/',
  /** Fixed pages and landing pages carry their own path in data. */
  fixed: (entry: { path: string }) => entry.path,
  service: (service: { slug: string; path?: string | undefined }) => service.path ?? `/services/${service.slug}`,
  serviceInSuburb: (serviceSlug: string, suburbSlug: string) => `/services/${serviceSlug}/in/${suburbSlug}`,
  suburb: (suburbSlug: string) => `/suburb/${suburbSlug}`,
  electrician: (suburbSlug: string) => `/electrician/${suburbSlug}`,
  emergencySuburb: (suburbSlug: string) => `/emergency-electrician/${suburbSlug}`,
  blogPost: (postSlug: string) => `/blog/${postSlug}`,
  notFound: () => '/404',
  /** Per-route data for client navigation: /services/x -> /_data/services/x.json */
  pageData: (path: string) => `/_data${path === '/' ? '/index' : path}.json`,
  /** The layout data shared by every page, named by its content hash so it can be cached forever. */
  layoutData: (hash: string) => `/_data/layout.${hash}.json`,
  /** One processed size of a picture from data/images/ (its name carries the source's hash). */
  imageVariant: (stem: string, key: string, width: number, format: string) => `/assets/img/${stem}-${key}-${width}.${format}`,
} as const;

/** Where a route's HTML is written: /a/b -> a/b/index.html; the not-found page -> 404.html. */
export function htmlFileFor(path: string): string {
  if (path === paths.notFound()) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
