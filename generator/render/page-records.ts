import type { BlockData, Crumb, Head, LayoutData, LinkItem, PageRecord } from '../../src/content/page-data.ts';
import { paths } from '../../src/routing/paths.ts';
import type { RouteEntry, RouteOf } from '../../src/routing/routes.ts';
import type { Site } from '../load/load-site.ts';
import type { Service, Suburb } from '../schema/index.ts';
import { SUBMIT_TIMEOUT_MS } from '../../src/lib/form-service/submit.ts';
import { JsonLd } from './json-ld.ts';
import { SiteIndex } from './site-index.ts';

const EMERGENCY_GROUP = 'emergency';

/**
 * Turns each manifest route into the record its template renders: the view, the head (title,
 * description, canonical, structured data) and the breadcrumbs. One builder per route kind.
 */
export class PageRecords {
  readonly index: SiteIndex;
  private readonly ld: JsonLd;
  private readonly home: Crumb = { name: 'Home', href: paths.home() };

  constructor(
    readonly site: Site,
    private readonly siteUrl: string,
    private readonly redirectPatterns = site.redirects,
  ) {
    this.index = new SiteIndex(site);
    this.ld = new JsonLd(this.index, (path) => this.absolute(path));
  }

  absolute(path: string): string {
    return `${this.siteUrl}${path === '/' ? '/' : path}`;
  }

  /** `iconSprite`: where the build put the icon sprite (its name carries its content hash). */
  layout(iconSprite: string): LayoutData {
    const { business } = this.index;
    const trades = new Map(this.site.groups.map((g) => [g.slug as string, g.trade]));
    const regions = this.index.regions();
    const menuCount = new Map(this.site.regions.map((r) => [r.slug as string, r.menuSuburbs.length]));
    return {
      business: {
        name: business.name,
        legalName: business.legalName,
        tagline: business.tagline,
        phone: business.phone,
        phoneHref: `tel:+61${business.phone.replace(/\D/g, '').replace(/^0/, '')}`,
        email: business.email,
        logo: business.logo,
        address: business.address,
        socials: business.socials,
        hours: business.hours,
        abn: business.abn,
        licences: business.licences,
        rating: business.rating,
        reviewsBadge: business.reviewsBadge,
        callOutFee: business.callOutFee,
        callOutFeeText: business.callOutFeeText,
        deal: business.deal,
      },
      menu: {
        groups: this.index.groups().map((g) => ({ ...g, description: '' })),
        regions: regions.map((r) => {
          const shown = menuCount.get(r.slug) ?? 8;
          return { ...r, description: '', suburbs: r.suburbs.slice(0, shown), more: Math.max(0, r.suburbs.length - shown) };
        }),
      },
      footer: {
        services: this.index.services
          .filter((s) => trades.get(s.group) === 'electrical')
          .sort((a, b) => this.groupOrder(a) - this.groupOrder(b) || a.menuOrder - b.menuOrder)
          .slice(0, 10)
          .map((s) => this.index.serviceLink(s.slug)!),
        trades: this.site.landings
          .filter((l) => l.category === 'Plumbing' || l.category === 'Air Conditioning')
          .map((l) => ({ title: l.category === 'Plumbing' ? 'Plumbing Services' : 'Air Conditioning', href: paths.fixed(l) })),
      },
      iconSprite,
      redirects: this.redirectPatterns.map((r) => ({ from: r.from, to: r.to })),
      form: {
        action: formAction(business),
        thankYou: this.absolute('/thank-you'),
        timeoutMs: Number(process.env.FORM_TIMEOUT_MS) || SUBMIT_TIMEOUT_MS,
        suburbs: [...this.site.suburbs].map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en')),
      },
    };
  }

  private groupOrder(service: Service): number {
    return this.site.groups.findIndex((g) => g.slug === service.group);
  }

  /** The route's record and the suburbs it was made from (see `SiteIndex.tracking`). */
  tracked(route: RouteEntry): { record: PageRecord; suburbs: string[] } {
    const { value, suburbs } = this.index.tracking(() => this.record(route));
    return { record: value, suburbs };
  }

  record(route: RouteEntry): PageRecord {
    switch (route.kind) {
      case 'home':
      case 'page':
        return this.fixedPage(route);
      case 'landing':
        return this.landing(route);
      case 'service':
        return this.service(route);
      case 'service-in-suburb':
        return this.serviceInSuburb(route);
      case 'suburb':
      case 'electrician':
        return this.suburb(route);
      case 'emergency-suburb':
        return this.emergencySuburb(route);
      case 'blog-post':
      case 'blog-alias':
        return this.post(route);
      case 'not-found':
        return this.notFound(route);
    }
  }

  private head(route: RouteEntry, title: string, description: string, crumbs: Crumb[], extra: object[], ogType: Head['ogType'] = 'website'): Head {
    return {
      title,
      description,
      canonical: this.absolute(route.canonical),
      noindex: !route.indexable && route.canonical === route.path,
      ogType,
      jsonLd: [this.ld.graph([this.ld.business(), crumbs.length > 1 ? this.ld.breadcrumbs(crumbs) : undefined, ...(extra as never[])])],
    };
  }

  private fixedPage(route: RouteOf<'home'> | RouteOf<'page'>): PageRecord {
    const page = this.site.pages.find((p) => p.slug === route.page)!;
    const crumbs = route.kind === 'home' ? [this.home] : [this.home, { name: page.title, href: route.path }];
    const types = new Set(page.blocks.map((b) => b.type));
    const blockData: BlockData = {
      ...(types.has('services') ? { services: this.index.groups() } : {}),
      ...(types.has('areas') ? { areas: this.index.regions() } : {}),
      ...(types.has('posts') ? { posts: this.index.posts() } : {}),
      ...(types.has('testimonials') ? { testimonials: this.site.testimonials.map((t) => this.index.testimonial(t)) } : {}),
    };
    const named = page.blocks.flatMap((b) => (b.type === 'quiz' ? b.results.flatMap((r) => (r.service ? [r.service] : [])) : b.type === 'gallery' ? b.projects.map((p) => p.service) : []));
    if (named.length) blockData.serviceLinks = Object.fromEntries(named.map((slug) => [slug, this.index.serviceLink(slug)!]));
    const suburbs = page.blocks.flatMap((b) => (b.type === 'gallery' ? b.projects.map((p) => p.suburb) : []));
    if (suburbs.length) {
      blockData.suburbLinks = Object.fromEntries(suburbs.map((slug) => [slug, { title: this.index.suburbField(slug, 'name')!, href: paths.electrician(slug) }]));
    }
    const faqs = page.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
    return {
      route,
      crumbs,
      head: this.head(route, page.pageTitle, page.metaDescription, crumbs, faqs.length ? [this.ld.faq(faqs)] : []),
      view: { kind: 'page', page, blockData },
    };
  }

  private landing(route: RouteOf<'landing'>): PageRecord {
    const landing = this.site.landings.find((l) => l.slug === route.landing)!;
    const crumbs = [this.home, { name: landing.title, href: route.path }];
    const service = landing.canonicalFor ? this.index.serviceBySlug.get(landing.canonicalFor) : undefined;
    return {
      route,
      crumbs,
      head: this.head(route, landing.pageTitle, landing.metaDescription, crumbs, [
        this.ld.service({ name: landing.title, description: landing.metaDescription, url: route.path, areaServed: this.ld.regionsServed(), offer: landing.offer ?? service?.offer }),
        landing.faq.length ? this.ld.faq(landing.faq) : undefined,
      ].filter(Boolean) as object[]),
      view: {
        kind: 'landing',
        landing,
        related: this.index.serviceLinks(landing.relatedServices, true),
        service: service && { title: service.title, href: paths.service(service), icon: service.icon, text: service.summary },
      },
    };
  }

  private service(route: RouteOf<'service'>): PageRecord {
    const service = this.index.serviceBySlug.get(route.service)!;
    const group = this.site.groups.find((g) => g.slug === service.group);
    const crumbs = [this.home, { name: 'Services', href: '/services' }, { name: service.title, href: route.path }];
    const areas: LinkItem[] = service.serviceAreas.map((slug) => {
      const region = this.index.regionBySlug.get(slug);
      if (region) return { title: region.name, href: `/areas-we-service#${region.slug}` };
      const name = this.index.suburbField(slug, 'name')!;
      return { title: name, href: this.index.hasSuburbPage(service.slug, slug) ? paths.serviceInSuburb(service.slug, slug) : paths.electrician(slug) };
    });
    return {
      route,
      crumbs,
      head: this.head(route, service.pageTitle, service.metaDescription, crumbs, [
        this.ld.service({ name: service.title, description: service.metaDescription, url: route.path, areaServed: this.ld.regionsServed(), offer: service.offer }),
        service.sections.faq.length ? this.ld.faq(service.sections.faq) : undefined,
      ].filter(Boolean) as object[]),
      view: {
        kind: 'service',
        service,
        groupName: group?.name ?? service.group,
        areas,
        related: this.index.serviceLinks(service.relatedServices, true),
        testimonials: this.index.testimonialsNear(undefined, 2, (t) => t.service === service.slug),
      },
    };
  }

  private serviceInSuburb(route: RouteOf<'service-in-suburb'>): PageRecord {
    const service = this.index.serviceBySlug.get(route.service)!;
    const suburb = this.index.suburb(route.suburb)!;
    const view = this.index.suburbView(suburb);
    const crumbs = [
      this.home,
      { name: service.title, href: this.index.serviceHref(service) },
      { name: suburb.name, href: route.path },
    ];
    const title = localTitle(service.title, suburb);
    const description = fit(`${service.title} in ${suburb.name} ${suburb.postcode} by licensed local tradespeople`, `, ${view.arrival.typical ? 'usually there within the hour' : `${suburb.council} council area`}.`, 160);
    const localFaq = this.localFaq(service, suburb, view);
    return {
      route,
      crumbs,
      head: this.head(route, title, description, crumbs, [
        this.ld.service({ name: `${service.title} in ${suburb.name}`, description, url: route.path, areaServed: [this.ld.place(suburb)], offer: service.offer }),
        this.ld.faq(localFaq),
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
          callOutFeeBadge: service.callOutFeeBadge,
          href: this.index.serviceHref(service),
          included: service.sections.included.slice(0, 5),
          faq: localFaq,
          eraNote: suburb.housing ? service.localNotes?.[suburb.housing.era] : undefined,
        },
        suburb: view,
        nearbyPages: suburb.nearby
          .filter((slug) => this.index.hasSuburbPage(service.slug, slug))
          .map((slug) => ({ title: `${service.title} in ${this.index.suburbField(slug, 'name')!}`, href: paths.serviceInSuburb(service.slug, slug) })),
        related: service.relatedServices
          .filter((slug) => this.index.hasSuburbPage(slug, suburb.slug))
          .slice(0, 4)
          .map((slug) => ({ title: `${this.index.serviceBySlug.get(slug)!.title} in ${suburb.name}`, href: paths.serviceInSuburb(slug, suburb.slug) })),
        testimonials: this.index.testimonialsNear(suburb.region, 2, (t) => t.service === service.slug),
      },
    };
  }

  /** Questions a home owner in this suburb asks, answered from the suburb's own facts. */
  private localFaq(service: Service, suburb: Suburb, view: ReturnType<SiteIndex['suburbView']>) {
    const faq = [
      {
        q: `How quickly can you get to ${suburb.name}?`,
        a: view.kmFromBase !== undefined
          ? `${suburb.name} is about ${Math.round(view.kmFromBase)} km from our base, so arrival is ${view.arrival.text}. We are on call 24 hours a day, 7 days a week.`
          : `Arrival in ${suburb.name} is ${view.arrival.text}. We are on call 24 hours a day, 7 days a week.`,
      },
    ];
    if (suburb.housing) {
      faq.push({ q: `What should I know about homes in ${suburb.name} before ${service.title.toLowerCase()}?`, a: suburb.housing.description });
    }
    if (suburb.distributor) {
      faq.push({
        q: `Who looks after the power network in ${suburb.name}?`,
        a: `${suburb.distributor} owns the poles, wires and meters in ${suburb.name}. Faults on the street side are theirs to fix; everything from your main switch into the house is work for a licensed electrician.`,
      });
    }
    if (suburb.notes) faq.push({ q: `Is there anything particular about ${suburb.name}?`, a: suburb.notes });
    return faq;
  }

  private suburb(route: RouteOf<'suburb'> | RouteOf<'electrician'>): PageRecord {
    const suburb = this.index.suburb(route.suburb)!;
    const view = this.index.suburbView(suburb);
    const crumbs = [this.home, { name: 'Areas we service', href: '/areas-we-service' }, { name: suburb.name, href: paths.electrician(suburb.slug) }];
    const groups = this.index
      .groups()
      .map((g) => ({
        ...g,
        services: g.services.flatMap((link) => {
          const service = this.index.services.find((s) => this.index.serviceHref(s) === link.href)!;
          return this.index.hasSuburbPage(service.slug, suburb.slug) ? [{ ...link, href: paths.serviceInSuburb(service.slug, suburb.slug) }] : [];
        }),
      }))
      .filter((g) => g.services.length > 0);
    const title = fit(`Electrician ${suburb.name} ${suburb.postcode}`, ' | 24/7 Local Electricians', 60);
    const description = fit(`Licensed electricians in ${suburb.name} ${suburb.postcode}: emergency call-outs, switchboards, lighting and safety checks`, view.arrival.typical ? ', usually within the hour.' : '.', 160);
    return {
      route,
      crumbs,
      head: this.head(route, title, description, crumbs, [this.ld.service({ name: `Electrician in ${suburb.name}`, description, url: route.canonical, areaServed: [this.ld.place(suburb)] })]),
      view: { kind: 'suburb', suburb: view, groups, testimonials: this.index.testimonialsNear(suburb.region, 3) },
    };
  }

  private emergencySuburb(route: RouteOf<'emergency-suburb'>): PageRecord {
    const suburb = this.index.suburb(route.suburb)!;
    const view = this.index.suburbView(suburb);
    const crumbs = [this.home, { name: 'Emergency electrician', href: '/emergency-electrician-melbourne' }, { name: suburb.name, href: route.path }];
    const emergency = this.index.services.filter((s) => s.group === EMERGENCY_GROUP);
    const eraNote = suburb.housing ? emergency[0]?.localNotes?.[suburb.housing.era] : undefined;
    const emergencyServices = emergency
      .map((s) => ({ title: s.title, icon: s.icon, href: this.index.hasSuburbPage(s.slug, suburb.slug) ? paths.serviceInSuburb(s.slug, suburb.slug) : this.index.serviceHref(s) }));
    const title = fit(`Emergency Electrician ${suburb.name}`, ' | 24/7, $0 Call-Out', 60);
    const description = fit(`24/7 emergency electrician in ${suburb.name} ${suburb.postcode}: power outages, sparking, tripping safety switches`, `. ${this.index.business.callOutFee === 0 ? `${this.index.business.callOutFeeText}.` : ''}`, 160);
    return {
      route,
      crumbs,
      head: this.head(route, title, description, crumbs, [
        this.ld.service({ name: `Emergency electrician in ${suburb.name}`, description, url: route.path, areaServed: [this.ld.place(suburb)] }),
      ]),
      view: { kind: 'emergency-suburb', suburb: view, emergencyServices, eraNote, testimonials: this.index.testimonialsNear(suburb.region, 2, (t) => this.index.serviceBySlug.get(t.service ?? '')?.group === EMERGENCY_GROUP) },
    };
  }

  private post(route: RouteOf<'blog-post'> | RouteOf<'blog-alias'>): PageRecord {
    const post = this.site.posts.find((p) => p.slug === route.post)!;
    const { meta } = post;
    const canonicalPath = paths.blogPost(post.slug);
    const crumbs = [this.home, { name: 'Blog', href: '/blog' }, { name: meta.title, href: canonicalPath }];
    return {
      route,
      crumbs,
      head: this.head(route, meta.pageTitle ?? meta.title, meta.description, crumbs, [
        this.ld.blogPosting({ title: meta.title, description: meta.description, date: meta.date, updated: meta.updated, author: meta.author, heroImage: meta.heroImage, url: canonicalPath }),
      ], 'article'),
      view: {
        kind: 'blog-post',
        post: { title: meta.title, date: meta.date, ...(meta.updated ? { updated: meta.updated } : {}), author: meta.author, tags: meta.tags, heroImage: meta.heroImage, description: meta.description },
        body: post.body,
        related: this.index.serviceLinks(meta.relatedServices, true),
        more: this.index.posts().filter((p) => p.href !== canonicalPath).slice(0, 3),
      },
    };
  }

  private notFound(route: RouteOf<'not-found'>): PageRecord {
    const suggestions = ['emergency-electrician-melbourne', 'switchboard-upgrades', 'services', 'areas-we-service', 'contact']
      .map((slug) => this.site.landings.find((l) => l.slug === slug) ?? this.site.pages.find((p) => p.slug === slug))
      .filter((e): e is NonNullable<typeof e> => e !== undefined)
      .map((e) => ({ title: e.title, href: paths.fixed(e) }));
    return {
      route,
      crumbs: [this.home],
      head: { ...this.head(route, 'Page not found', 'The page you asked for is not here. Find a service, your suburb or call us any time.', [], []), noindex: true },
      view: { kind: 'not-found', suggestions },
    };
  }
}

/**
 * The lead form's target. FORM_ENDPOINT and FORM_ID override business.yaml at build time, so a
 * test or staging build can post to a local fake of the service.
 */
export function formAction(business: { form: { endpoint: string; formId: string } }, env: NodeJS.ProcessEnv = process.env): string {
  const endpoint = (env.FORM_ENDPOINT || business.form.endpoint).replace(/\/$/, '');
  return `${endpoint}/f/${env.FORM_ID || business.form.formId}`;
}

/**
 * "Service Suburb 3000" when it fits in 60 characters; otherwise the suburb goes first so that a
 * long service title is what gets shortened, never the place that makes the title unique.
 */
function localTitle(serviceTitle: string, suburb: Suburb): string {
  const full = fit(`${serviceTitle} ${suburb.name}`, ` ${suburb.postcode}`, 60);
  if (full.endsWith(suburb.name) || full.endsWith(suburb.postcode)) return full;
  return fit(`${suburb.name}: ${serviceTitle}`, '', 60).replace(/[\s,&:-]+$/, '');
}

/** `base + tail` when it fits in `max` characters, else just `base` (cut at a word if need be). */
function fit(base: string, tail: string, max: number): string {
  if ((base + tail).length <= max) return base + tail;
  if (base.length <= max) return base;
  return base.slice(0, max).replace(/\s+\S*$/, '');
}

