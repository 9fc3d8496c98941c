import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';

/** The not-found page: a few pages a lost visitor most likely wants. */
export function notFoundRecord(route: RouteOf<'not-found'>, ctx: RecordContext): PageRecord {
  const suggestions = ['emergency-electrician-melbourne', 'switchboard-upgrades', 'services', 'areas-we-service', 'contact']
    .map((slug) => ctx.site.landings.find((l) => l.slug === slug) ?? ctx.site.pages.find((p) => p.slug === slug))
    .filter((e): e is NonNullable<typeof e> => e !== undefined)
    .map((e) => ({ title: e.title, href: paths.fixed(e) }));
  return {
    route,
    crumbs: [ctx.home],
    head: { ...ctx.head(route, 'Page not found', 'The page you asked for is not here. Find a service, your suburb or call us any time.', [], []), noindex: true },
    view: { kind: 'not-found', suggestions },
  };
}
