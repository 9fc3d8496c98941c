import type { RouteEntry, RouteKind } from '../../src/routing/routes.ts';

/** Which pages a build writes as files: every page, or (on a host that runs code) only those that earn a file. */
export type Prerender = 'all' | 'indexable';

export const PRERENDER_CHOICES = ['all', 'indexable'] as const satisfies readonly Prerender[];

/**
 * The hosts whose builds leave the long tail to their function unless told otherwise. Their own
 * runtimes render it (Cloudflare Workers, Netlify and Vercel Functions); every page a file there
 * costs a clean build 95% of its rendering for pages no search engine is asked to index, and a
 * business across a whole capital city (about 400 suburbs) outgrows Cloudflare's 20,000 files and Vercel's
 * 15,000. nginx and static hosts serve files: every page is one there unless told otherwise.
 */
const HYBRID_BY_DEFAULT: readonly string[] = ['cloudflare', 'netlify', 'vercel'];

/** Which pages a build writes as files: `build --prerender`, else deploy.prerender in site.yaml, else the host's default. */
export function prerenderFor(host: string, flag?: Prerender, setting?: Prerender): Prerender {
  return flag ?? setting ?? (HYBRID_BY_DEFAULT.includes(host) ? 'indexable' : 'all');
}

/**
 * The local kinds whose pages a hybrid build leaves to the host's function when the local plan
 * holds them back from the index. Suburb hubs among them: there is one a suburb, so as files they
 * grow with the area as the long tail does (at a hundred times the sample's suburbs, 14,700 hub
 * files beside the shards made 24,946 files, over Cloudflare's 20,000). An indexable hub stays a
 * file, as do fixed pages, services, landings and posts.
 */
const ON_REQUEST_KINDS: readonly RouteKind[] = ['service-in-suburb', 'emergency-suburb', 'suburb', 'suburb-hub'];

/**
 * Whether a hybrid build answers this route on request rather than writing its file: a local page
 * the local plan does not index and whose canonical is itself, so its head says noindex. Those
 * pages are the long tail (11,426 of the sample's 11,632) and, being noindex, paint from the
 * cached stylesheet (render/cached-stylesheet.ts): no critical CSS is worked out for them, so the
 * function needs no CSS parser. A page that points its canonical elsewhere keeps its inline
 * critical CSS and stays a file. A page the plan makes indexable is never answered here: it moves
 * to a file at the next build.
 */
export function servedOnRequest(route: Pick<RouteEntry, 'kind' | 'indexable' | 'canonical' | 'path'>): boolean {
  return !route.indexable && route.canonical === route.path && ON_REQUEST_KINDS.includes(route.kind);
}
