import { primaryTrade, TRADE_WORDS } from '../../src/content/trades.ts';
import { paths } from '../../src/routing/paths.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import { expandRedirects } from './expand-redirects.ts';
import { compare, publishedServices, suburbsForService } from './published.ts';

/** A route together with the data entry that asked for it, so a clash can name both files. */
export interface RouteClaim {
  route: RouteEntry;
  owner: object;
}

/** A route before its canonical and indexability are settled (distributes over the union). */
type RouteDraft = RouteEntry extends infer R ? (R extends RouteEntry ? Omit<R, 'canonical' | 'indexable'> & { canonical?: string; indexable?: boolean } : never) : never;

/** Every route the data asks for, before uniqueness is checked: one claim per (path, owner). */
export function claimRoutes(site: Site): RouteClaim[] {
  const services = publishedServices(site);
  const canonicalLanding = new Map(site.landings.filter((l) => l.canonicalFor).map((l) => [l.canonicalFor as string, l]));
  const emergency = new Set<string>(site.emergencySuburbs);
  // A suburb's hub is named for the business's first trade: /electrician/x, /plumber/x, /gasfitter/x.
  const trade = primaryTrade(site.business?.trades);
  const hubTitle = (suburb: { name: string }) => `${TRADE_WORDS[trade].person} in ${suburb.name}`;
  const route = (owner: object, entry: RouteDraft): RouteClaim => {
    const canonical = entry.canonical ?? entry.path;
    return { owner, route: { ...entry, canonical, indexable: (entry.indexable ?? true) && canonical === entry.path } as RouteEntry };
  };

  return [
    ...site.pages.map((page) =>
      route(page, { kind: page.path === paths.home() ? 'home' : 'page', path: paths.fixed(page), page: page.slug, title: page.title, indexable: page.indexable }),
    ),
    ...site.landings.map((landing) => route(landing, { kind: 'landing', path: paths.fixed(landing), landing: landing.slug, title: landing.title })),
    ...services.flatMap((service) => {
      const landing = canonicalLanding.get(service.slug);
      return [
        route(service, { kind: 'service', path: paths.service(service), service: service.slug, title: service.title, ...(landing ? { canonical: paths.fixed(landing) } : {}) }),
        ...suburbsForService(service, site.suburbs).map((suburb) =>
          route(service, {
            kind: 'service-in-suburb',
            path: paths.serviceInSuburb(service.slug, suburb.slug),
            service: service.slug,
            suburb: suburb.slug,
            title: `${service.title} in ${suburb.name}`,
          }),
        ),
      ];
    }),
    ...site.suburbs.flatMap((suburb) => [
      route(suburb, { kind: 'suburb-hub', path: paths.suburbHub(trade, suburb.slug), suburb: suburb.slug, title: hubTitle(suburb) }),
      // Two addresses for one page: the hub (/electrician/, /plumber/...) is the one people search for, so it is canonical.
      route(suburb, { kind: 'suburb', path: paths.suburb(suburb.slug), suburb: suburb.slug, title: hubTitle(suburb), canonical: paths.suburbHub(trade, suburb.slug) }),
      ...(emergency.has(suburb.slug)
        ? [route(suburb, { kind: 'emergency-suburb', path: paths.emergencySuburb(suburb.slug), suburb: suburb.slug, title: `Emergency Electrician ${suburb.name}` })]
        : []),
    ]),
    ...site.posts.flatMap((post) => [
      route(post.meta, { kind: 'blog-post', path: paths.blogPost(post.slug), post: post.slug, title: post.meta.title }),
      ...post.meta.aliases.map((alias) =>
        route(post.meta, { kind: 'blog-alias', path: paths.blogPost(alias), post: post.slug, title: post.meta.title, canonical: paths.blogPost(post.slug) }),
      ),
    ]),
    route(site, { kind: 'not-found', path: paths.notFound(), title: 'Page not found', indexable: false }),
  ];
}

/** The manifest: unique paths (first claim wins; clashes are reported by a rule), sorted. */
export function buildRouteManifest(site: Site, claims: RouteClaim[] = claimRoutes(site)): RouteManifest {
  const byPath = new Map<string, RouteEntry>();
  for (const { route } of claims) if (!byPath.has(route.path)) byPath.set(route.path, route);
  const routes = [...byPath.values()].sort((a, b) => compare(a.path, b.path));
  const redirects = expandRedirects(site, new Set(byPath.keys()));
  return { routes, redirects };
}
