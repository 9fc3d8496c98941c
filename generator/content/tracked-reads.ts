import { hash } from 'node:crypto';
import type { Site } from '../schema/site.ts';
import type { Suburb } from '../schema/index.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import { paths } from '../../src/routing/paths.ts';
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
/** In the reads the build state keeps for a page: its own plan entry (see asStoredReads). */
export const OWN_PLAN = 'local:.';

/** The fields pages read of suburbs other than their own, tracked one by one (see `SiteIndex.tracking`). */
export const SUBURB_FIELDS = ['name', 'region', 'geo'] as const;
type SuburbField = (typeof SUBURB_FIELDS)[number];

/** How a read is tracked: the whole entry ("slug") or one field ("slug#name"). */
export function suburbReadKey(slug: string, field?: SuburbField): string {
  return field ? `${slug}#${field}` : slug;
}

/**
 * The data that grows with the site (suburbs, the reviewers' places, the local pages' plan),
 * read only through methods that note what a record read. The incremental build keeps those
 * notes with each record, and remakes a record only when something it read changed.
 */
export class TrackedReads {
  private readonly suburbBySlug: Map<string, Suburb>;
  /** Which pages exist and which address is canonical: settled by the manifest, asked here. */
  readonly routes: RouteIndex;
  /** While a record is built: the suburbs it read (see `tracking`). */
  private reads: Set<string> | undefined;
  /** Service slug -> suburb slug -> whether the service has a page there (see hasSuburbPage). */
  private readonly suburbPages = new Map<string, Map<string, boolean>>();
  /** Reviewer's suburb slug -> its name and region (see REVIEW_PLACES). */
  private readonly reviewPlaces = new Map<string, Pick<Suburb, SuburbField>>();

  /** The local pages' plan (generator/local/local-plan.ts), made on first use. */
  private readonly localPlan: () => Map<string, LocalPlanEntry>;

  constructor(
    readonly site: Site,
    manifest: Pick<RouteManifest, 'routes'>,
  ) {
    this.localPlan = () => localPlanFor(site, manifest.routes);
    this.suburbBySlug = new Map(site.suburbs.map((s) => [s.slug, s]));
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
    if (key.startsWith(LOCAL_PAGE)) return this.localPlan().get(key.slice(LOCAL_PAGE.length))?.fingerprint() ?? 'null';
    if (key === ALL_SUBURBS) return JSON.stringify(this.site.suburbs);
    if (key === REVIEW_PLACES) return JSON.stringify([...this.reviewPlaces]);
    const [slug, field] = key.split('#') as [string, SuburbField | undefined];
    const suburb = this.suburbBySlug.get(slug);
    return JSON.stringify(field ? suburb?.[field] : suburb) ?? 'absent';
  }

  /** A hash of `readValue(key)`: a plan entry keeps its own, which a watch's next plan may carry over (see PlanMemo). */
  readDigest(key: string): string {
    const entry = key.startsWith(LOCAL_PAGE) ? this.localPlan().get(key.slice(LOCAL_PAGE.length)) : undefined;
    return entry ? entry.digest() : hash('sha256', this.readValue(key), 'hex');
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
   * `build`'s value, made once per key: a later call takes it from `memo` and notes the reads
   * the first call made, so a record that takes a remembered value reads what it would have read.
   */
  protected remembered<K, T>(memo: Map<K, { value: T; reads: readonly string[] }>, key: K, build: () => T): T {
    const known = memo.get(key);
    if (known) {
      if (this.reads) for (const read of known.reads) this.reads.add(read);
      return known.value;
    }
    const outer = this.reads;
    const reads = (this.reads = new Set());
    try {
      const value = build();
      memo.set(key, { value, reads: [...reads] });
      return value;
    } finally {
      this.reads = outer;
      if (outer) for (const read of reads) outer.add(read);
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

  protected reviewPlace(slug: string): Pick<Suburb, SuburbField> | undefined {
    this.reads?.add(REVIEW_PLACES);
    return this.reviewPlaces.get(slug);
  }

  allSuburbs(): readonly Suburb[] {
    this.reads?.add(ALL_SUBURBS);
    return this.site.suburbs;
  }

  hasSuburbPage(serviceSlug: string, suburbSlug: string): boolean {
    // Whether a service has a page in a suburb turns on the suburb's region (see suburbsForService).
    this.reads?.add(suburbReadKey(suburbSlug, 'region'));
    // Asked about every service in every suburb a page lists (115,000 times in a build at 1x):
    // the answers are kept rather than a path made and looked up each time.
    let bySuburb = this.suburbPages.get(serviceSlug);
    if (!bySuburb) this.suburbPages.set(serviceSlug, (bySuburb = new Map()));
    let has = bySuburb.get(suburbSlug);
    if (has === undefined) bySuburb.set(suburbSlug, (has = this.routes.hasPage(paths.serviceInSuburb(serviceSlug, suburbSlug))));
    return has;
  }
}
