import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { fit } from '../seo-text.ts';
import { safetyView } from '../../local/safety.ts';
import { emergencyHub } from '../../local/trade.ts';
import { planOf } from './local-plan-entry.ts';

/** An emergency page for a suburb: the emergency services and the call-out offer. */
export function emergencySuburbRecord(route: RouteOf<'emergency-suburb'>, ctx: RecordContext): PageRecord {
  const suburb = ctx.index.suburb(route.suburb)!;
  // Era note, distance, neighbours and indexing are the plan's, worked out once.
  const local = planOf(ctx, route.path);
  const view = ctx.index.suburbView(suburb, local);
  // The business's electrical emergency page (the electrical landing page marked `hub: emergency`),
  // wherever its path is: these pages are electrical work, so a plumbing emergency page beside it
  // is never their hub. Without one the crumb goes straight from home to the suburb.
  const hub = emergencyHub(ctx.site.landings, 'electrical');
  const crumbs = [ctx.home, ...(hub ? [{ name: hub.title, href: paths.fixed(hub) }] : []), { name: suburb.name, href: route.path }];
  // The emergency group is the one the data gives that role (service-groups.yaml).
  const emergencyGroups = new Set<string>(ctx.site.groups.filter((g) => g.role === 'emergency').map((g) => g.slug));
  const emergency = ctx.index.services.filter((s) => emergencyGroups.has(s.group));
  const emergencyServices = emergency.map((s) => ({
    title: s.title,
    icon: s.icon,
    href: ctx.index.hasSuburbPage(s.slug, suburb.slug) ? paths.serviceInSuburb(s.slug, suburb.slug) : ctx.index.serviceHref(s),
  }));
  // A title a person would say, the call-out fee read from its claim (claims.yaml), never written here.
  const fee = ctx.index.business.callOutFee === 0 ? `, ${ctx.index.business.callOutFeeText}` : '';
  const title = fit(`Emergency electricians in ${suburb.name}`, `, 24/7${fee}`, 60);
  const description = fit(
    `24/7 emergency electrician in ${suburb.name} ${suburb.postcode}: power outages, sparking, tripping safety switches`,
    `. ${ctx.index.business.callOutFee === 0 ? `${ctx.index.business.callOutFeeText}.` : ''}`,
    160,
  );
  const safety = ctx.site.distributors ? [safetyView('electrical', ctx.site.distributors, suburb)] : undefined;
  return {
    route,
    crumbs,
    // Only an indexable page claims the suburb as an area served in its structured data.
    head: ctx.head(
      route,
      title,
      description,
      crumbs,
      local.indexable ? [ctx.ld.service({ name: `Emergency electrician in ${suburb.name}`, description, url: route.path, areaServed: [ctx.ld.place(suburb)] })] : [],
    ),
    view: { kind: 'emergency-suburb', suburb: view, emergencyServices, eraNote: local.subject.housingNote, testimonials: [], local: local.view, ...(safety ? { safety } : {}) },
  };
}
