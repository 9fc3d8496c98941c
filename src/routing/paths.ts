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
  /** The layout data shared by every page, named by its content hash so it is cached forever with the other assets. */
  layoutData: (hash: string) => `/assets/layout.${hash}.json`,
} as const;

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
