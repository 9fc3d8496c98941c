import type { LocalView } from '../../src/content/local-view.ts';
import type { Pictures } from '../images/pictures.ts';
import type { Job } from '../schema/job.ts';
import { isSample } from '../launch/sample.ts';

/**
 * A local page's job cards with the photos their jobs name. The local plan is made before any
 * picture is processed (it decides indexing for the whole site at once), so the record
 * context, which holds the processed pictures, adds them as a record asks for a local page.
 */
export function withJobPhotos(view: LocalView, jobs: readonly Job[], pictures: Pictures): LocalView {
  const bySlug = jobsBySlug(jobs);
  if (!view.jobs.some((card) => bySlug.get(card.slug)?.photos?.length)) return view;
  return {
    ...view,
    jobs: view.jobs.map((card) => {
      const job = bySlug.get(card.slug)!;
      const photos = (job.photos ?? []).flatMap((ref) => {
        const view = pictures.view(ref, 'card');
        return view ? [isSample.photo(ref, job) ? { ...view, sample: true as const } : view] : [];
      });
      return photos.length ? { ...card, photos } : card;
    }),
  };
}

/** The jobs by slug, made once per list: every local record asks (a map made for each was 0.07 s of the sample's 11,000). */
function jobsBySlug(jobs: readonly Job[]): Map<string, Job> {
  let bySlug = bySlugOf.get(jobs);
  if (!bySlug) bySlugOf.set(jobs, (bySlug = new Map(jobs.map((job) => [job.slug, job]))));
  return bySlug;
}
const bySlugOf = new WeakMap<readonly Job[], Map<string, Job>>();
