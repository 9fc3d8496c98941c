import type { LinkItem, PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { safetyKindsOf, safetyView } from '../../local/safety.ts';
import { tradeOf } from '../../local/trade.ts';
import { reviewsForService } from '../service-reviews.ts';

/** A service page: what the service is, where it is offered, related services and reviews. */
export function serviceRecord(route: RouteOf<'service'>, ctx: RecordContext): PageRecord {
  const service = ctx.index.serviceBySlug.get(route.service)!;
  const group = ctx.site.groups.find((g) => g.slug === service.group);
  const crumbs = [ctx.home, { name: 'Services', href: paths.known('services') }, { name: service.title, href: route.path }];
  const areas: LinkItem[] = (service.serviceAreas ?? ctx.site.regions.map((r) => r.slug)).map((slug) => {
    const region = ctx.index.regionBySlug.get(slug);
    if (region) return { title: region.name, href: paths.region(region.slug) };
    const name = ctx.index.suburbField(slug, 'name')!;
    return { title: name, href: ctx.index.hasSuburbPage(service.slug, slug) ? paths.serviceInSuburb(service.slug, slug) : ctx.index.suburbHref(slug) };
  });
  const hero = ctx.pictures.view(service.heroImage, 'hero');
  const trade = tradeOf(service, ctx.site.groups);
  const file = ctx.site.distributors;
  const safety = file ? safetyKindsOf(service, trade, ctx.site.groups).map((kind) => safetyView(kind, file, undefined, ctx.site.suburbs)) : [];
  return {
    route,
    crumbs,
    head: ctx.head(
      route,
      service.pageTitle,
      service.metaDescription,
      crumbs,
      [
        ctx.ld.service({ name: service.title, description: service.metaDescription, url: route.path, areaServed: ctx.ld.regionsServed(), offer: service.offer, image: hero }),
        service.sections.faq.length ? ctx.ld.faq(service.sections.faq) : undefined,
      ].filter(Boolean) as object[],
    ),
    view: {
      kind: 'service',
      service,
      ...(hero ? { hero } : {}),
      groupName: group?.name ?? service.group,
      areas,
      related: ctx.index.serviceLinks(service.relatedServices, true),
      testimonials: reviewsForService(
        { slug: service.slug, trade },
        ctx.site.testimonials,
        (slug) => {
          const s = ctx.index.serviceBySlug.get(slug);
          return s && tradeOf(s, ctx.site.groups);
        },
        2,
      ).map((t) => ctx.index.testimonial(t)),
      ...(safety.length ? { safety } : {}),
    },
  };
}
