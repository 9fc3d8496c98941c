import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { fit } from '../seo-text.ts';
import { planOf } from './local-plan-entry.ts';

/** A suburb's page (at /electrician/ and /suburb/): the services with pages there. */
export function suburbRecord(route: RouteOf<'suburb'> | RouteOf<'electrician'>, ctx: RecordContext): PageRecord {
  const suburb = ctx.index.suburb(route.suburb)!;
  // /suburb/x shows /electrician/x's page, so both carry its plan: distance, neighbours, arrival claim, indexing.
  const local = planOf(ctx, paths.electrician(suburb.slug));
  const view = ctx.index.suburbView(suburb, local);
  const crumbs = [ctx.home, { name: 'Areas we service', href: paths.known('areas') }, { name: suburb.name, href: paths.electrician(suburb.slug) }];
  // Each group's services that have a page here, straight from the services (no lookup back from links).
  const groups = ctx.site.groups
    .map((g) => ({
      slug: g.slug,
      name: g.name,
      icon: g.icon,
      description: g.description,
      services: ctx.index.services
        .filter((s) => s.group === g.slug && ctx.index.hasSuburbPage(s.slug, suburb.slug))
        .map((s) => ({ title: s.title, href: paths.serviceInSuburb(s.slug, suburb.slug), icon: s.icon })),
    }))
    .filter((g) => g.services.length > 0);
  // Only real jobs are advertised in search results.
  const jobs = local.view.jobs.filter((j) => !j.sample).length;
  // A title a person would say ("Electricians in Lalor 3075, on call 24/7"), not a keyword list.
  const title = fit(`Electricians in ${suburb.name} ${suburb.postcode}`, ', on call 24/7', 60);
  const description = jobs
    ? fit(`Licensed electricians in ${suburb.name} ${suburb.postcode}: ${jobs} recent local job${jobs === 1 ? '' : 's'}, the local network and what homes here need`, '.', 160)
    : fit(
        `Licensed electricians in ${suburb.name} ${suburb.postcode}: emergency call-outs, switchboards, lighting and safety checks`,
        local.arrivalClaim ? `, usually there ${local.arrivalClaim}.` : '.',
        160,
      );
  return {
    route,
    crumbs,
    // Only an indexable page claims the suburb as an area served in its structured data.
    head: ctx.head(
      route,
      title,
      description,
      crumbs,
      local.indexable ? [ctx.ld.service({ name: `Electrician in ${suburb.name}`, description, url: route.canonical, areaServed: [ctx.ld.place(suburb)] })] : [],
    ),
    view: { kind: 'suburb', suburb: view, groups, testimonials: [], local: local.view },
  };
}
