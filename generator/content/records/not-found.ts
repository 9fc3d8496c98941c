import type { PageRecord } from '../../../src/content/page-data.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import { navLinks } from '../nav-links.ts';
import type { RecordContext } from '../record-context.ts';

/** The not-found page: the few pages a lost visitor most likely wants (navigation.yaml). */
export function notFoundRecord(route: RouteOf<'not-found'>, ctx: RecordContext): PageRecord {
  const suggestions = navLinks(ctx.site, ctx.site.navigation?.notFound.suggestions ?? []);
  return {
    route,
    crumbs: [ctx.home],
    head: { ...ctx.head(route, 'Page not found', 'The page you asked for is not here. Find a service, your suburb or call us any time.', [], []), noindex: true },
    view: { kind: 'not-found', suggestions },
  };
}
