/**
 * The route manifest's shape: a discriminated union by `kind`. It is plain JSON (dist/routes.json)
 * so the client router can read the same manifest the prerenderer used.
 */
export const ROUTE_KINDS = ['home', 'page', 'landing', 'service', 'service-in-suburb', 'suburb', 'suburb-hub', 'emergency-suburb', 'blog-post', 'blog-alias', 'not-found'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

interface RouteBase {
  path: string;
  /** The one address search engines should index for this content. */
  canonical: string;
  /** Listed in the sitemap and without noindex: true only when canonical === path. */
  indexable: boolean;
  title: string;
}

export type RouteEntry = RouteBase &
  (
    | { kind: 'home'; page: string }
    | { kind: 'page'; page: string }
    | { kind: 'landing'; landing: string }
    | { kind: 'service'; service: string }
    | { kind: 'service-in-suburb'; service: string; suburb: string }
    | { kind: 'suburb'; suburb: string }
    | { kind: 'suburb-hub'; suburb: string }
    | { kind: 'emergency-suburb'; suburb: string }
    | { kind: 'blog-post'; post: string }
    | { kind: 'blog-alias'; post: string }
    | { kind: 'not-found' }
  );

export type RouteOf<K extends RouteKind> = Extract<RouteEntry, { kind: K }>;

export interface RedirectEntry {
  from: string;
  to: string;
}

export interface RouteManifest {
  routes: RouteEntry[];
  redirects: RedirectEntry[];
}
