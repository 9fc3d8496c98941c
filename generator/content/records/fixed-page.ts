import type { BlockData, PageRecord } from '../../../src/content/page-data.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { isSample } from '../../launch/sample.ts';
import { mentionsGas, pageSafetyKinds, safetyView, textsOf } from '../../local/safety.ts';
import { tradeOf } from '../../local/trade.ts';

/** A fixed page (home, about, contact...): its blocks, with the data each block lists. */
export function fixedPageRecord(route: RouteOf<'home'> | RouteOf<'page'>, ctx: RecordContext): PageRecord {
  const page = ctx.site.pages.find((p) => p.slug === route.page)!;
  const crumbs = route.kind === 'home' ? [ctx.home] : [ctx.home, { name: page.title, href: route.path }];
  const types = new Set(page.blocks.map((b) => b.type));
  const blockData: BlockData = {
    ...(types.has('services') ? { services: ctx.index.groups() } : {}),
    ...(types.has('areas') ? { areas: ctx.index.regions({ postcodes: true, reach: true }) } : {}),
    ...(types.has('posts') ? { posts: ctx.index.posts() } : {}),
    ...(types.has('testimonials') ? { testimonials: ctx.site.testimonials.map((t) => ctx.index.testimonial(t)) } : {}),
  };
  const named = page.blocks.flatMap((b) =>
    b.type === 'quiz' ? b.results.flatMap((r) => (r.service ? [r.service] : [])) : b.type === 'gallery' ? b.projects.map((p) => p.service) : [],
  );
  if (named.length) blockData.serviceLinks = Object.fromEntries(named.map((slug) => [slug, ctx.index.serviceLink(slug)!]));
  const suburbs = page.blocks.flatMap((b) => (b.type === 'gallery' ? b.projects.map((p) => p.suburb) : []));
  if (suburbs.length) {
    blockData.suburbLinks = Object.fromEntries(suburbs.map((slug) => [slug, { title: ctx.index.suburbField(slug, 'name')!, href: ctx.index.suburbHref(slug) }]));
  }
  const photos = page.blocks.flatMap((b) => (b.type === 'gallery' ? b.projects.flatMap((p) => (p.photo ? [{ ref: p.photo, project: p }] : [])) : []));
  if (photos.length) {
    blockData.pictures = Object.fromEntries(
      photos.map(({ ref, project }) => {
        const view = ctx.pictures.view(ref, 'card')!;
        return [ref.src, isSample.photo(ref, project) ? { ...view, sample: true as const } : view];
      }),
    );
  }
  const faqs = page.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
  const file = ctx.site.distributors;
  const safety = file ? pageSafetyKinds(page.safety, false, textsOf([page.intro, page.blocks])).map((kind) => safetyView(kind, file, undefined, ctx.site.suburbs)) : [];
  // A quoted review that names a gas hazard ("the carbon monoxide test failed") on a page without the
  // gas block links the gas service's page, whose block says what to do first (issue 42).
  const shown = page.blocks.flatMap((b) => (b.type === 'testimonials' ? (blockData.testimonials ?? []).slice(0, b.limit) : []));
  if (!safety.some((s) => s.kind === 'gas') && mentionsGas(shown.map((t) => t.text))) {
    const gasService = ctx.site.services.find((s) => tradeOf(s, ctx.site.groups) === 'gas');
    const link = gasService && ctx.index.serviceLink(gasService.slug);
    if (link) blockData.gasSafety = { ...link, href: `${link.href}#safety-gas` };
  }
  return {
    route,
    crumbs,
    head: ctx.head(
      route,
      page.pageTitle,
      page.metaDescription,
      crumbs,
      [ctx.ld.faq(faqs)].filter((node) => node !== undefined),
    ),
    // Each gallery project's `sample` is the decision of launch/sample.ts, which the template draws.
    view: {
      kind: 'page',
      page: {
        ...page,
        blocks: page.blocks
          // A list of reviews with none in it yet says nothing: it appears with the business's first review.
          .filter((b) => b.type !== 'testimonials' || ctx.site.testimonials.length > 0)
          // No rating claim, no rating block (nor its heading), nor words about a claim not made.
          .filter((b) => b.type !== 'rating' || ctx.site.claims?.rating !== undefined)
          .filter((b) => b.type !== 'text' || (b.needs ?? []).every((key) => ctx.site.claims?.[key] !== undefined))
          .map((b) => (b.type === 'gallery' ? { ...b, projects: b.projects.map((p) => ({ ...p, sample: isSample.project(p) })) } : b)),
      },
      blockData,
      ...(safety.length ? { safety } : {}),
    },
  };
}
