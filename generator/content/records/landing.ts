import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { pageSafetyKinds, safetyView, textsOf } from '../../local/safety.ts';
import { landingTrades } from '../../local/trade.ts';

/** A landing page: a campaign or trade page, canonical for a service when it says so. */
export function landingRecord(route: RouteOf<'landing'>, ctx: RecordContext): PageRecord {
  const landing = ctx.site.landings.find((l) => l.slug === route.landing)!;
  const crumbs = [ctx.home, { name: landing.title, href: route.path }];
  const service = landing.canonicalFor ? ctx.index.serviceBySlug.get(landing.canonicalFor) : undefined;
  const hero = ctx.pictures.view(landing.heroImage, 'hero');
  // Not a local page: no suburb, so every network's line is listed and the bill names yours.
  const file = ctx.site.distributors;
  const texts = textsOf([landing.intro, landing.sections, landing.faq]);
  // An emergency page carries the electrical block when it is electrical work (the plumbing
  // emergency page asks for the gas block instead, and gets it from its text too).
  const electricalEmergency = landing.category === 'Emergency' && landingTrades(landing).includes('electrical');
  const safety = file ? pageSafetyKinds(landing.safety, electricalEmergency, texts).map((kind) => safetyView(kind, file, undefined, ctx.site.suburbs)) : [];
  return {
    route,
    crumbs,
    head: ctx.head(
      route,
      landing.pageTitle,
      landing.metaDescription,
      crumbs,
      [
        ctx.ld.service({
          name: landing.title,
          description: landing.metaDescription,
          url: route.path,
          areaServed: ctx.ld.regionsServed(),
          offer: landing.offer ?? service?.offer,
          image: hero,
        }),
        landing.faq.length ? ctx.ld.faq(landing.faq) : undefined,
      ].filter(Boolean) as object[],
    ),
    view: {
      kind: 'landing',
      landing,
      related: ctx.index.serviceLinks(landing.relatedServices, true),
      service: service && { title: service.title, href: paths.service(service), icon: service.icon, text: service.summary },
      ...(hero ? { hero } : {}),
      ...(safety.length ? { safety } : {}),
    },
  };
}
