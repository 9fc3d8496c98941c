import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { guideSentence, localDescription, localTitle } from '../../local/local-copy.ts';
import { planOf } from './local-plan-entry.ts';
import { pageSafetyKinds, safetyKindsOf, safetyView, textsOf } from '../../local/safety.ts';
import { includedForLocalPage } from '../../local/included.ts';

/**
 * A service in one suburb: the service, with the page's own jobs, reviews and the facts of its
 * trade there (generator/local/). Only a page that earns indexing claims the suburb in its
 * structured data; none carries FAQ markup, since its questions were not written for it.
 */
export function serviceInSuburbRecord(route: RouteOf<'service-in-suburb'>, ctx: RecordContext): PageRecord {
  const service = ctx.index.serviceBySlug.get(route.service)!;
  const suburb = ctx.index.suburb(route.suburb)!;
  // Trade, era note, distance, neighbours, arrival claim and indexing: all the plan's, never worked out again here.
  const local = planOf(ctx, route.path);
  const trade = local.subject.trade;
  const view = ctx.index.suburbView(suburb, local);
  const crumbs = [ctx.home, { name: service.title, href: ctx.index.serviceHref(service) }, { name: suburb.name, href: route.path }];
  const brand = ctx.index.business.name;
  const file = ctx.site.distributors;
  // The page's own local text (jobs, era note, suburb notes) can name gas too: it brings the gas block.
  const kinds = pageSafetyKinds(safetyKindsOf(service, trade, ctx.site.groups), false, textsOf([local.view, local.subject.housingNote]));
  const safety = file ? kinds.map((kind) => safetyView(kind, file, suburb)) : [];
  const title = localTitle({ brand, service, suburb });
  const description = localDescription({
    brand,
    service,
    suburb,
    // Only real proof is advertised in search results: sample jobs and reviews are not counted.
    jobs: local.view.jobs.filter((j) => !j.sample).length,
    reviews: local.view.reviews.filter((r) => !r.sample).length,
    urgentNearby: local.arrivalClaim,
  });
  return {
    route,
    crumbs,
    head: ctx.head(
      route,
      title,
      description,
      crumbs,
      local.indexable
        ? [ctx.ld.service({ name: `${service.title} in ${suburb.name}`, description, url: route.path, areaServed: [ctx.ld.place(suburb)], offer: service.offer })]
        : [],
    ),
    view: {
      kind: 'service-in-suburb',
      service: {
        slug: service.slug,
        title: service.title,
        summary: service.summary,
        icon: service.icon,
        offer: service.offer,
        callOutFeeBadge: service.callOutFeeBadge,
        href: ctx.index.serviceHref(service),
        included: includedForLocalPage(service.sections.included),
        faq: [],
        guide: guideSentence(service.phrases.noun),
        noun: service.phrases.noun,
        eraNote: local.subject.housingNote,
        eraTitle: eraTitle(
          suburb.name,
          ctx.site.groups.some((g) => g.slug === service.group && g.role === 'commercial'),
          local.subject.housingNote,
        ),
      },
      // The emergency electrician is no answer to a blocked drain, and a suburb's housing and notes
      // are written about its wiring: only electrical pages show them.
      suburb: trade === 'electrical' ? view : { ...view, emergencyHref: undefined, housing: undefined, notes: undefined },
      nearbyPages: local.subject.suburb.nearby
        .filter((slug) => ctx.index.hasSuburbPage(service.slug, slug))
        .map((slug) => ({ title: `${service.title} in ${ctx.index.suburbField(slug, 'name')!}`, href: paths.serviceInSuburb(service.slug, slug) })),
      related: service.relatedServices
        .filter((slug) => ctx.index.hasSuburbPage(slug, suburb.slug))
        .slice(0, 4)
        .map((slug) => ({ title: `${ctx.index.serviceBySlug.get(slug)!.title} in ${suburb.name}`, href: paths.serviceInSuburb(slug, suburb.slug) })),
      testimonials: [],
      local: local.view,
      ...(safety.length ? { safety } : {}),
    },
  };
}

/** Words that put a note in shops, offices and other buildings rather than (only) homes. */
const WORKPLACE = /\b(shops?|(?<!(home|garage) )offices?|workshops?|workplaces?|factor(y|ies)|businesses|commercial|tenancies|buildings?)\b/i;

/**
 * The heading over a service's era note: "homes" only when the note is about homes, "buildings"
 * when it is about workplaces too. A note on exit lights in church halls, or test and tag in
 * shops, under "What we find in Balwyn North homes" read as a misfit.
 */
export function eraTitle(suburb: string, commercialGroup: boolean, note: string | undefined): string {
  if (commercialGroup) return `What we find in ${suburb} shops and workplaces`;
  return note !== undefined && WORKPLACE.test(note) ? `What we find in ${suburb} buildings` : `What we find in ${suburb} homes`;
}
