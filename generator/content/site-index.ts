import { paths } from '../../src/routing/paths.ts';
import type { GroupLinks, LinkItem, PostCard, RegionLinks, SuburbView, TestimonialView } from '../../src/content/page-data.ts';
import { distanceKm } from '../../src/lib/geo.ts';
import type { Site } from '../schema/site.ts';
import { arrivalClaimFor, type Business, type Region, type Service, type Suburb } from '../schema/index.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import { publishedServices } from '../routes/published.ts';
import { RouteIndex } from '../routes/route-index.ts';
import { localPlanFor, type LocalPlanEntry } from '../local/local-plan.ts';

/** In a record's suburb reads: it went through every suburb (a list of areas, say). */
export const ALL_SUBURBS = '*';
/**
 * In a record's suburb reads: the names and regions of the reviewers' suburbs. Pages choose
 * reviews by region, so they read these all; one key for them keeps pages' read sets alike.
 */
export const REVIEW_PLACES = 'reviews';

/** In a record's reads: a local page's plan entry ("local:/services/x/in/y"). */
export const LOCAL_PAGE = 'local:';

/** The fields pages read of suburbs other than their own, tracked one by one (see `SiteIndex.tracking`). */
export const SUBURB_FIELDS = ['name', 'region'] as const;
type SuburbField = (typeof SUBURB_FIELDS)[number];

/** How a read is tracked: the whole entry ("slug") or one field ("slug#name"). */
export function suburbReadKey(slug: string, field?: SuburbField): string {
  return field ? `${slug}#${field}` : slug;
}

/**
 * Lookups the page builders share, computed once per build: the data, joined up. Nothing here
 * decides what a page says; it only answers "which", "where" and "how far".
 */
export class SiteIndex {
  readonly business: Business;
  readonly services: Service[];
  readonly serviceBySlug: Map<string, Service>;
  private readonly suburbBySlug: Map<string, Suburb>;
  readonly regionBySlug: Map<string, Region>;
  /** Which pages exist and which address is canonical: settled by the manifest, asked here. */
  readonly routes: RouteIndex;
  /** While a record is built: the suburbs it read (see `tracking`). */
  private reads: Set<string> | undefined;
  /** Reviewer's suburb slug -> its name and region (see REVIEW_PLACES). */
  private readonly reviewPlaces = new Map<string, Pick<Suburb, SuburbField>>();

  /** The local pages' plan (generator/local/local-plan.ts), made on first use. */
  private readonly localPlan: () => Map<string, LocalPlanEntry>;

  constructor(readonly site: Site, manifest: Pick<RouteManifest, 'routes'>) {
    this.localPlan = () => localPlanFor(site, manifest.routes);
    if (!site.business) throw new Error('SiteIndex needs valid business data: validate first.');
    this.business = site.business;
    this.services = publishedServices(site).sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title, 'en'));
    this.serviceBySlug = new Map(this.services.map((s) => [s.slug, s]));
    this.suburbBySlug = new Map(site.suburbs.map((s) => [s.slug, s]));
    this.regionBySlug = new Map(site.regions.map((r) => [r.slug, r]));
    this.routes = new RouteIndex(manifest.routes);
    for (const { suburb: slug } of site.testimonials) {
      const suburb = this.suburbBySlug.get(slug);
      if (suburb) this.reviewPlaces.set(slug, { name: suburb.name, region: suburb.region });
    }
  }

  /**
   * What a read key (as `tracking` reports it) stands for, as JSON: the next build compares it to
   * tell whether a page's inputs changed.
   */
  readValue(key: string): string {
    if (key.startsWith(LOCAL_PAGE)) return JSON.stringify(this.localPlan().get(key.slice(LOCAL_PAGE.length)) ?? null);
    if (key === ALL_SUBURBS) return JSON.stringify(this.site.suburbs);
    if (key === REVIEW_PLACES) return JSON.stringify([...this.reviewPlaces]);
    const [slug, field] = key.split('#') as [string, SuburbField | undefined];
    const suburb = this.suburbBySlug.get(slug);
    return JSON.stringify(field ? suburb?.[field] : suburb) ?? 'absent';
  }

  /**
   * Runs `build` and returns what it made with the suburbs it read (ALL_SUBURBS when it went
   * through the whole list). Suburbs are the data that grows with the site: knowing which ones a
   * page read lets the next build skip it when none of them changed. Every read of suburb data
   * goes through `suburb`, `suburbField`, `allSuburbs`, `hasSuburbPage` or the reviews, so this
   * list is complete. A page that names another suburb reads only that field: editing the base
   * suburb's housing notes must not touch every page that says where the base is.
   */
  tracking<T>(build: () => T): { value: T; suburbs: string[] } {
    this.reads = new Set();
    try {
      const value = build();
      return { value, suburbs: [...this.reads].sort() };
    } finally {
      this.reads = undefined;
    }
  }

  /**
   * A local page's own content and indexing decision. It is made from many suburbs and from every
   * other local page, so it is tracked as one read whose value is the plan entry itself.
   */
  localPage(path: string): LocalPlanEntry | undefined {
    this.reads?.add(LOCAL_PAGE + path);
    return this.localPlan().get(path);
  }

  suburb(slug: string): Suburb | undefined {
    this.reads?.add(slug);
    return this.suburbBySlug.get(slug);
  }

  /** One field of a suburb (undefined when there is no such suburb). */
  suburbField<F extends SuburbField>(slug: string, field: F): Suburb[F] | undefined {
    this.reads?.add(suburbReadKey(slug, field));
    return this.suburbBySlug.get(slug)?.[field];
  }

  private reviewPlace(slug: string): Pick<Suburb, SuburbField> | undefined {
    this.reads?.add(REVIEW_PLACES);
    return this.reviewPlaces.get(slug);
  }

  allSuburbs(): readonly Suburb[] {
    this.reads?.add(ALL_SUBURBS);
    return this.site.suburbs;
  }

  /** The canonical address for a service: its landing page when one is canonical for it. */
  serviceHref(service: Service): string {
    return this.routes.canonicalOf(paths.service(service));
  }

  serviceLink(slug: string, withText = false): LinkItem | undefined {
    const service = this.serviceBySlug.get(slug);
    if (!service) return undefined;
    return { title: service.title, href: this.serviceHref(service), icon: service.icon, ...(withText ? { text: service.summary } : {}) };
  }

  serviceLinks(slugs: readonly string[], withText = false): LinkItem[] {
    return slugs.map((s) => this.serviceLink(s, withText)).filter((l): l is LinkItem => l !== undefined);
  }

  hasSuburbPage(serviceSlug: string, suburbSlug: string): boolean {
    // Whether a service has a page in a suburb turns on the suburb's region (see suburbsForService).
    this.reads?.add(suburbReadKey(suburbSlug, 'region'));
    return this.routes.hasPage(paths.serviceInSuburb(serviceSlug, suburbSlug));
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

  /** Regions with their suburbs: menu suburbs first in their order, then the rest by name. */
  /** Each region's suburbs, menu ones first; `postcodes` puts each suburb's postcode in its `text`. */
  regions(options: { postcodes?: boolean } = {}): RegionLinks[] {
    return this.site.regions.map((region) => {
      const members = this.allSuburbs().filter((s) => s.region === region.slug);
      const first = region.menuSuburbs.map((slug) => this.suburb(slug)).filter((s): s is Suburb => s !== undefined);
      const rest = members.filter((s) => !region.menuSuburbs.includes(s.slug)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      return {
        slug: region.slug,
        name: region.name,
        description: region.description,
        suburbs: [...first, ...rest].map((s) => ({ title: s.name, href: paths.electrician(s.slug), ...(options.postcodes ? { text: s.postcode } : {}) })),
      };
    });
  }

  kmFromBase(suburb: Suburb): number | undefined {
    return suburb.geo ? Math.round(distanceKm(this.business.geo, suburb.geo) * 10) / 10 : undefined;
  }

  suburbView(suburb: Suburb): SuburbView {
    const region = this.regionBySlug.get(suburb.region);
    const km = this.kmFromBase(suburb);
    // Only claim the hour where it is honest: the arrival claim (claims.yaml) that covers this distance.
    const claim = arrivalClaimFor(this.site.claims!, km);
    const typical = claim.maxKm !== undefined;
    return {
      slug: suburb.slug,
      name: suburb.name,
      postcode: suburb.postcode,
      council: suburb.council,
      ...(suburb.otherCouncils ? { otherCouncils: suburb.otherCouncils } : {}),
      distributor: suburb.distributor,
      housing: suburb.housing,
      notes: suburb.notes,
      kmFromCbd: suburb.kmFromCbd,
      region: { slug: suburb.region, name: region?.name ?? suburb.region },
      kmFromBase: km,
      arrival: {
        typical,
        text: typical ? `typically ${claim.wording}` : claim.wording,
      },
      nearby: suburb.nearby
        .flatMap((slug) => {
          const name = this.suburbField(slug, 'name');
          return name === undefined ? [] : [{ title: name, href: paths.electrician(slug) }];
        }),
      emergencyHref: this.routes.hasPage(paths.emergencySuburb(suburb.slug)) ? paths.emergencySuburb(suburb.slug) : undefined,
      electricianHref: paths.electrician(suburb.slug),
    };
  }

  testimonial(t: Site['testimonials'][number]): TestimonialView {
    return { name: t.name, rating: t.rating, text: t.text, ...(t.date ? { date: t.date } : {}), suburb: this.reviewPlace(t.suburb)?.name ?? t.suburb };
  }

  /** Testimonials from the suburb's region first, then the rest; a stable order, never random. */
  testimonialsNear(regionSlug: string | undefined, limit: number, prefer?: (t: Site['testimonials'][number]) => boolean): TestimonialView[] {
    const score = (t: Site['testimonials'][number]) =>
      (prefer?.(t) ? 0 : 2) + (this.reviewPlace(t.suburb)?.region === regionSlug ? 0 : 1);
    return [...this.site.testimonials]
      .map((t, i) => ({ t, i }))
      .sort((a, b) => score(a.t) - score(b.t) || a.i - b.i)
      .slice(0, limit)
      .map(({ t }) => this.testimonial(t));
  }

  posts(): PostCard[] {
    return [...this.site.posts]
      .sort((a, b) => (a.meta.date < b.meta.date ? 1 : a.meta.date > b.meta.date ? -1 : 0))
      .map((p) => ({ title: p.meta.title, href: paths.blogPost(p.slug), description: p.meta.description, date: p.meta.date }));
  }
}
