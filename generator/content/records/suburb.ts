import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { fit } from '../seo-text.ts';

/** A suburb's page (at /electrician/ and /suburb/): the services with pages there. */
export function suburbRecord(route: RouteOf<'suburb'> | RouteOf<'electrician'>, ctx: RecordContext): PageRecord {
  const suburb = ctx.index.suburb(route.suburb)!;
  const view = ctx.index.suburbView(suburb);
  const crumbs = [ctx.home, { name: 'Areas we service', href: paths.known('areas') }, { name: suburb.name, href: paths.electrician(suburb.slug) }];
  const groups = ctx.index
    .groups()
    .map((g) => ({
      ...g,
      services: g.services.flatMap((link) => {
        const service = ctx.index.services.find((s) => ctx.index.serviceHref(s) === link.href)!;
        return ctx.index.hasSuburbPage(service.slug, suburb.slug) ? [{ ...link, href: paths.serviceInSuburb(service.slug, suburb.slug) }] : [];
      }),
    }))
    .filter((g) => g.services.length > 0);
  // /suburb/x shows /electrician/x's page, so both carry its plan.
  const local = ctx.localPage(paths.electrician(suburb.slug));
  // Only real jobs are advertised in search results.
  const jobs = local?.view.jobs.filter((j) => !j.sample).length ?? 0;
  const title = fit(`Electrician ${suburb.name} ${suburb.postcode}`, ' | 24/7 Local Electricians', 60);
  const description = jobs
    ? fit(`Licensed electricians in ${suburb.name} ${suburb.postcode}: ${jobs} recent local job${jobs === 1 ? '' : 's'}, the local network and what homes here need`, '.', 160)
    : fit(`Licensed electricians in ${suburb.name} ${suburb.postcode}: emergency call-outs, switchboards, lighting and safety checks`, view.arrival.typical ? ', usually within the hour.' : '.', 160);
  return {
    route,
    crumbs,
    // Only an indexable page claims the suburb as an area served in its structured data.
    head: ctx.head(route, title, description, crumbs, (local ? local.result.decision.indexable : route.indexable) ? [ctx.ld.service({ name: `Electrician in ${suburb.name}`, description, url: route.canonical, areaServed: [ctx.ld.place(suburb)] })] : []),
    view: { kind: 'suburb', suburb: view, groups, testimonials: [], ...(local ? { local: local.view } : {}) },
  };
}
