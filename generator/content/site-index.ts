import { paths } from '../../src/routing/paths.ts';
import { primaryTrade } from '../../src/content/trades.ts';
import type { Trade } from '../local/trade.ts';
import { isSample } from '../launch/sample.ts';
import type { GroupLinks, LinkItem, PostCard, RegionLinks, SuburbView, TestimonialView } from '../../src/content/page-data.ts';
import type { Site } from '../schema/site.ts';
import { TrackedReads } from './tracked-reads.ts';
import { arrivalClaimFor, type Business, type Region, type Service, type Suburb } from '../schema/index.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import { inMenuOrder, publishedServices } from '../routes/published.ts';
import type { LocalPlanEntry } from '../local/local-plan.ts';
import { baseDistance, neighboursWithin, type BaseDistance } from '../local/distances.ts';
import { regionReach } from './region-reach.ts';

/**
 * Lookups the page builders share, computed once per build: the data, joined up, and the views
 * made from it (links, menus' groups and regions, a suburb's facts, reviews, posts). Nothing here
 * decides what a page says; it only answers "which", "where" and "how far". Suburb data is read
 * through TrackedReads (tracked-reads.ts), so what a record read is known.
 */
export class SiteIndex extends TrackedReads {
  readonly business: Business;
  readonly services: Service[];
  readonly serviceBySlug: Map<string, Service>;
  readonly regionBySlug: Map<string, Region>;
  /** The business's first trade, which names its suburb hubs (/electrician/x, /plumber/x). */
  readonly trade: Trade;

  constructor(site: Site, manifest: Pick<RouteManifest, 'routes'>) {
    super(site, manifest);
    if (!site.business) throw new Error('SiteIndex needs valid business data: validate first.');
    this.business = site.business;
    this.trade = primaryTrade(site.business.trades);
    this.services = inMenuOrder(publishedServices(site));
    this.serviceBySlug = new Map(this.services.map((s) => [s.slug, s]));
    this.regionBySlug = new Map(site.regions.map((r) => [r.slug, r]));
  }

  /** The canonical address for a service: its landing page when one is canonical for it. */
  serviceHref(service: Service): string {
    return this.routes.canonicalOf(paths.service(service));
  }

  /** A suburb's hub page: /electrician/x for an electrician, /plumber/x for a plumber. */
  suburbHref(suburbSlug: string): string {
    return paths.suburbHub(this.trade, suburbSlug);
  }

  serviceLink(slug: string, withText = false): LinkItem | undefined {
    const service = this.serviceBySlug.get(slug);
    if (!service) return undefined;
    return { title: service.title, href: this.serviceHref(service), icon: service.icon, ...(withText ? { text: service.summary } : {}) };
  }

  serviceLinks(slugs: readonly string[], withText = false): LinkItem[] {
    return slugs.map((s) => this.serviceLink(s, withText)).filter((l): l is LinkItem => l !== undefined);
  }

  groups(): GroupLinks[] {
    return this.site.groups.map((group) => ({
      slug: group.slug,
      name: group.name,
      icon: group.icon,
      description: group.description,
      services: this.services.filter((s) => s.group === group.slug).map((s) => this.serviceLink(s.slug)!),
    }));
  }

  /**
   * Each region's suburbs, menu ones first in their order, then the rest by name. `postcodes` puts
   * each suburb's postcode in its `text`; `reach` adds how far the region reaches from the base.
   */
  regions(options: { postcodes?: boolean; reach?: boolean } = {}): RegionLinks[] {
    const base = options.reach ? (this.suburb(this.business.baseSuburb)?.name ?? this.business.address.addressLocality) : undefined;
    return this.site.regions.map((region) => {
      const members = this.allSuburbs().filter((s) => s.region === region.slug);
      const first = region.menuSuburbs.map((slug) => this.suburb(slug)).filter((s): s is Suburb => s !== undefined);
      const rest = members.filter((s) => !region.menuSuburbs.includes(s.slug)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      const reach =
        base &&
        regionReach(
          members.map((s) => ({ name: s.name, distance: this.distanceFromBase(s) })),
          base,
        );
      return {
        slug: region.slug,
        name: region.name,
        description: region.description,
        ...(reach ? { reach } : {}),
        suburbs: [...first, ...rest].map((s) => ({ title: s.name, href: this.suburbHref(s.slug), ...(options.postcodes ? { text: s.postcode } : {}) })),
      };
    });
  }

  private readonly baseDistances = new Map<string, BaseDistance | undefined>();

  /** A suburb's distance from the base, once per suburb (local pages take theirs from the plan). */
  private distanceFromBase(suburb: Suburb): BaseDistance | undefined {
    if (!this.baseDistances.has(suburb.slug)) this.baseDistances.set(suburb.slug, baseDistance(this.business.geo, suburb.geo));
    return this.baseDistances.get(suburb.slug);
  }

  /**
   * What a page shows of a suburb. A local page passes its plan entry, whose distance and
   * neighbours (within `nearbyKm`) were settled once; any other page gets the same figures here.
   */
  suburbView(suburb: Suburb, plan?: Pick<LocalPlanEntry, 'distance' | 'subject'>): SuburbView {
    if (!plan) return this.suburbViewOf(suburb);
    // The plan gives every local page of a suburb the same subject suburb, made with its one
    // distance and neighbour list: the view is made once per subject suburb and shared (made for
    // each of the sample's 11,000 local records, it was 0.2 s).
    const { distance, subject } = plan;
    return this.remembered(this.suburbViews, subject.suburb, () => this.suburbViewOf(suburb, { distance, subject }));
  }
  /** Per local pages' subject suburb, the view they show (see `suburbView`). */
  private readonly suburbViews = new Map<LocalPlanEntry['subject']['suburb'], { value: SuburbView; reads: readonly string[] }>();

  private suburbViewOf(suburb: Suburb, plan?: Pick<LocalPlanEntry, 'distance' | 'subject'>): SuburbView {
    const region = this.regionBySlug.get(suburb.region);
    const distance = plan ? plan.distance : this.distanceFromBase(suburb);
    const nearby = plan ? plan.subject.suburb.nearby : neighboursWithin(suburb, (slug) => this.suburbField(slug, 'geo'), this.site.localSettings?.nearbyKm ?? 0);
    // Only claim a time where it is honest: the arrival claim (claims.yaml) whose band holds the distance the page prints.
    const claim = arrivalClaimFor(this.site.claims!, distance?.shown);
    const typical = claim.maxKm !== undefined;
    return {
      slug: suburb.slug,
      name: suburb.name,
      postcode: suburb.postcode,
      council: suburb.council,
      ...(suburb.otherCouncils ? { otherCouncils: suburb.otherCouncils } : {}),
      // The electricity network is a fact for electrical work; a plumber's page does not list it.
      distributor: this.business.trades.includes('electrical') ? suburb.distributor : undefined,
      housing: suburb.housing,
      notes: suburb.notes,
      region: { slug: suburb.region, name: region?.name ?? suburb.region },
      kmFromBase: distance?.shown,
      arrival: {
        typical,
        text: typical ? `typically ${claim.wording}` : claim.wording,
      },
      nearby: nearby.flatMap((slug) => {
        const name = this.suburbField(slug, 'name');
        return name === undefined ? [] : [{ title: name, href: this.suburbHref(slug) }];
      }),
      emergencyHref: this.routes.hasPage(paths.emergencySuburb(suburb.slug)) ? paths.emergencySuburb(suburb.slug) : undefined,
      hubHref: this.suburbHref(suburb.slug),
    };
  }

  testimonial(t: Site['testimonials'][number]): TestimonialView {
    return { name: t.name, rating: t.rating, text: t.text, ...(t.date ? { date: t.date } : {}), suburb: this.reviewPlace(t.suburb)?.name ?? t.suburb, sample: isSample.review(t) };
  }

  posts(): PostCard[] {
    return [...this.site.posts]
      .sort((a, b) => (a.meta.date < b.meta.date ? 1 : a.meta.date > b.meta.date ? -1 : 0))
      .map((p) => ({ title: p.meta.title, href: paths.blogPost(p.slug), description: p.meta.description, date: p.meta.date }));
  }
}
