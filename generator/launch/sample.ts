import { COLLECTIONS, COLLECTION_KEYS, type CollectionKey, type SampleKind } from '../schema/collections.ts';
import { listClaims, type Claims, type GalleryProject, type ImageRef, type Job, type Page, type Testimonial } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';

/**
 * The one place that decides what is sample data: invented to show how the site works, never to
 * be published as a real business's proof. Templates never guess: the record builders ask here
 * and hand each view a `sample` flag; the launch gate (blockers.ts) asks here too, so a label and
 * a blocker can never disagree.
 */
export const isSample = {
  review: (review: Pick<Testimonial, 'sample'>): boolean => review.sample,
  job: (job: Pick<Job, 'sample'>): boolean => job.sample,
  project: (project: Pick<GalleryProject, 'sample'>): boolean => project.sample,
  /** A photo is a sample when it says so, or when the job or project it shows is one. */
  photo: (photo: Pick<ImageRef, 'sample'>, owner?: { sample: boolean }): boolean => photo.sample || (owner?.sample ?? false),
  /** A claim the owner has not confirmed is not yet the business's word: the rating and badge then count as samples. */
  claim: (claim: { confirmed: boolean }): boolean => !claim.confirmed,
};

export type SampleItemKind = 'review' | 'job' | 'project' | 'photo';

/** One invented item in the data, with the object it was loaded as (so `where()` finds its line). */
export interface SampleItem {
  kind: SampleItemKind;
  collection: CollectionKey;
  /** The loaded object that carries the `sample` flag (a review, a job, a project, a photo). */
  item: object;
  /** How an owner recognises it: "the review by Sarah M. (reservoir)". */
  name: string;
  /** The file the item lives in, when the item's own object does not say (a gallery project's page). */
  slug?: string;
}

const photosOf = (photos: readonly ImageRef[] | undefined, owner: { sample: boolean }, collection: CollectionKey, of: string): SampleItem[] =>
  // A sample owner's photos go with it: the owner is the one item to delete or make real.
  owner.sample ? [] : (photos ?? []).filter((p) => isSample.photo(p)).map((p) => ({ kind: 'photo' as const, collection, item: p, name: `the photo ${p.src} on ${of}` }));

const galleryProjects = (page: Page): GalleryProject[] => page.blocks.flatMap((b) => (b.type === 'gallery' ? b.projects : []));

/**
 * How to find the sample items of each collection the table (collections.ts) marks `items`. Keyed
 * by every collection, so a new collection is a type error here until it is given a row, and a row
 * that disagrees with the table's `sample` is an error the first time the gate runs.
 */
const ITEM_FINDERS: { [K in CollectionKey]: ((site: Site) => SampleItem[]) | 'not-items' } = {
  business: 'not-items',
  distributors: 'not-items',
  claims: 'not-items',
  settings: 'not-items',
  groups: 'not-items',
  services: 'not-items',
  landings: 'not-items',
  suburbs: 'not-items',
  regions: 'not-items',
  emergencySuburbs: 'not-items',
  testimonials: (site) =>
    site.testimonials.filter(isSample.review).map((r) => ({ kind: 'review', collection: 'testimonials', item: r, name: `the review by ${r.name} (${r.suburb})` })),
  jobs: (site) =>
    site.jobs.flatMap((job) => [
      ...(isSample.job(job) ? [{ kind: 'job' as const, collection: 'jobs' as const, item: job, name: `the job "${job.title}"` }] : []),
      ...photosOf(job.photos, job, 'jobs', `the job "${job.title}"`),
    ]),
  localSettings: 'not-items',
  redirects: 'not-items',
  pages: (site) =>
    site.pages.flatMap((page) =>
      galleryProjects(page).flatMap((project) => [
        ...(isSample.project(project)
          ? [{ kind: 'project' as const, collection: 'pages' as const, item: project, name: `the gallery project "${project.title}"`, slug: page.slug }]
          : []),
        ...(project.photo ? photosOf([project.photo], project, 'pages', `the gallery project "${project.title}"`) : []),
      ]),
    ),
  posts: 'not-items',
  navigation: 'not-items',
};

/** Collections whose `sample` in the table is `kind`, checked against what this module knows how to read. */
export function collectionsOfKind(kind: SampleKind): CollectionKey[] {
  for (const key of COLLECTION_KEYS) {
    const readable = ITEM_FINDERS[key] !== 'not-items';
    if (readable !== (COLLECTIONS[key].sample === 'items')) {
      throw new Error(
        `collections.ts marks ${key} as sample: '${COLLECTIONS[key].sample}', but generator/launch/sample.ts ${readable ? 'reads items from it' : 'has no way to find its sample items'}: give it a row in ITEM_FINDERS`,
      );
    }
  }
  return COLLECTION_KEYS.filter((key) => COLLECTIONS[key].sample === kind);
}

/** Every invented item in the data, collection by collection in the table's order. */
export function sampleItems(site: Site): SampleItem[] {
  return collectionsOfKind('items').flatMap((key) => {
    const find = ITEM_FINDERS[key];
    return find === 'not-items' ? [] : find(site);
  });
}

/** Whether the business's rating and reviews badge are still unconfirmed, so pages label them "Sample" (false for one it does not claim). */
export function sampleRatings(claims: Claims | undefined): { rating: boolean; reviewsBadge: boolean } {
  return {
    rating: claims?.rating ? isSample.claim(claims.rating) : false,
    reviewsBadge: claims?.reviewsBadge ? isSample.claim(claims.reviewsBadge) : false,
  };
}

/**
 * What finds an unconfirmed claim in a piece of text: its wording and its `mentions` patterns.
 * Structured data carries no text that states one (search engines would repeat it as fact).
 */
export function unconfirmedClaimPatterns(claims: Claims | undefined): RegExp[] {
  if (!claims) return [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return listClaims(claims)
    .filter(isSample.claim)
    .flatMap((c) => [new RegExp(escape(c.wording), 'i'), ...c.mentions.map((m) => new RegExp(m, 'i'))]);
}

/**
 * The one short note every page carries while any sample data is published (undefined once none
 * is): the same words on every page, in the banner under the clock.
 */
export function sampleNote(site: Site): string | undefined {
  const business = site.business;
  if (!business) return undefined;
  const ratings = sampleRatings(site.claims);
  const items = sampleItems(site).length > 0 || ratings.rating || ratings.reviewsBadge;
  const fictional = business.placeholders.includes('name');
  if (fictional) return `Sample site: ${business.name} is fictional${items ? '; its reviews, jobs and photos are invented to show how the site works' : ''}.`;
  if (items) return 'Sample data: reviews, ratings, jobs and photos marked “Sample” are invented to show how the site works.';
  return undefined;
}
