import { openRoundTheClock } from '../../../src/content/opening-hours.ts';
import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import { TRADE_WORDS } from '../../../src/content/trades.ts';
import type { Trade } from '../../local/trade.ts';
import { capitalise } from '../../local/local-copy.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { fit } from '../seo-text.ts';
import { planOf } from './local-plan-entry.ts';

/** What a hub's description says the first trade's people do, when it has no local jobs to name. */
const HUB_WORK: Record<Trade, string> = {
  electrical: 'emergency call-outs, switchboards, lighting and safety checks',
  plumbing: 'blocked drains, burst pipes, leaking taps and hot water',
  gas: 'gas leaks, appliance connections and heater servicing',
  'air-conditioning': 'split systems, ducted systems, servicing and repairs',
};

/** A suburb's page (at its hub, /electrician/x or /plumber/x by the first trade, and at /suburb/x): the services with pages there. */
export function suburbRecord(route: RouteOf<'suburb'> | RouteOf<'suburb-hub'>, ctx: RecordContext): PageRecord {
  const suburb = ctx.index.suburb(route.suburb)!;
  const hub = ctx.index.suburbHref(suburb.slug);
  // /suburb/x shows the hub's page, so both carry its plan: distance, neighbours, arrival claim, indexing.
  const local = planOf(ctx, hub);
  const view = ctx.index.suburbView(suburb, local);
  const crumbs = [ctx.home, { name: 'Areas we service', href: paths.known('areas') }, { name: suburb.name, href: hub }];
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
  // A title a person would say ("Electricians in Lalor 3075, on call 24/7"), not a keyword list: the first trade's people, whom the hub is named for.
  const words = TRADE_WORDS[ctx.index.trade];
  // "on call 24/7" only for a business that is (its hours in business.yaml).
  const title = fit(`${capitalise(words.people)} in ${suburb.name} ${suburb.postcode}`, openRoundTheClock(ctx.site.business!.hours.openingHours) ? ', on call 24/7' : '', 60);
  const description = jobs
    ? fit(
        `Licensed ${words.people} in ${suburb.name} ${suburb.postcode}: ${jobs} recent local job${jobs === 1 ? '' : 's'}${ctx.index.trade === 'electrical' ? ', the local network' : ''} and what homes here need`,
        '.',
        160,
      )
    : fit(`Licensed ${words.people} in ${suburb.name} ${suburb.postcode}: ${HUB_WORK[ctx.index.trade]}`, local.arrivalClaim ? `, usually there ${local.arrivalClaim}.` : '.', 160);
  return {
    route,
    crumbs,
    // Only an indexable page claims the suburb as an area served in its structured data.
    head: ctx.head(
      route,
      title,
      description,
      crumbs,
      local.indexable ? [ctx.ld.service({ name: route.title, description, url: route.canonical, areaServed: [ctx.ld.place(suburb)] })] : [],
    ),
    view: { kind: 'suburb', suburb: view, groups, testimonials: [], local: local.view },
  };
}
