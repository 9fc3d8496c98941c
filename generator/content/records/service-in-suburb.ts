import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { fit, localTitle } from '../seo-text.ts';
import { localFaq } from '../local-faq.ts';

/** A service in one suburb: the service, told with the suburb's own facts (see local-faq.ts). */
export function serviceInSuburbRecord(route: RouteOf<'service-in-suburb'>, ctx: RecordContext): PageRecord {
  const service = ctx.index.serviceBySlug.get(route.service)!;
  const suburb = ctx.index.suburb(route.suburb)!;
  const view = ctx.index.suburbView(suburb);
  const crumbs = [
    ctx.home,
    { name: service.title, href: ctx.index.serviceHref(service) },
    { name: suburb.name, href: route.path },
  ];
  const title = localTitle(service.title, suburb);
  const description = fit(`${service.title} in ${suburb.name} ${suburb.postcode} by licensed local tradespeople`, `, ${view.arrival.typical ? 'usually there within the hour' : `${suburb.council} council area`}.`, 160);
  const faq = localFaq(service, suburb, view);
  return {
    route,
    crumbs,
    head: ctx.head(route, title, description, crumbs, [
      ctx.ld.service({ name: `${service.title} in ${suburb.name}`, description, url: route.path, areaServed: [ctx.ld.place(suburb)], offer: service.offer }),
      ctx.ld.faq(faq),
    ]),
    view: {
      kind: 'service-in-suburb',
      service: {
        slug: service.slug,
        title: service.title,
        summary: service.summary,
        heroImage: service.heroImage,
        icon: service.icon,
        offer: service.offer,
        href: ctx.index.serviceHref(service),
        included: service.sections.included.slice(0, 5),
        faq,
        eraNote: suburb.housing ? service.localNotes?.[suburb.housing.era] : undefined,
      },
      suburb: view,
      nearbyPages: suburb.nearby
        .filter((slug) => ctx.index.hasSuburbPage(service.slug, slug))
        .map((slug) => ({ title: `${service.title} in ${ctx.index.suburbField(slug, 'name')!}`, href: paths.serviceInSuburb(service.slug, slug) })),
      related: service.relatedServices
        .filter((slug) => ctx.index.hasSuburbPage(slug, suburb.slug))
        .slice(0, 4)
        .map((slug) => ({ title: `${ctx.index.serviceBySlug.get(slug)!.title} in ${suburb.name}`, href: paths.serviceInSuburb(slug, suburb.slug) })),
      testimonials: ctx.index.testimonialsNear(suburb.region, 2, (t) => t.service === service.slug),
    },
  };
}
