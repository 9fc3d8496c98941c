import { Link } from './site-link.tsx';
import type { LocalView } from '../content/local-view.ts';
import { Container, Section, Stars } from './page-parts.tsx';
import { Picture } from './picture.tsx';
import { SampleLabel } from './sample-label.tsx';

/**
 * A local page's own proof: the jobs done here, one line each for work next door, reviews, and
 * the local facts that change the work. Sections with nothing to show are left out.
 */
export function LocalProof({ local, tone }: { local: LocalView; tone?: 'plain' | 'shaded' }) {
  const shaded = tone === 'shaded' ? 'bg-slate-50' : undefined;
  return (
    <>
      {local.facts.length > 0 && (
        <Section title="Local facts that change the work" id="local-facts" className={shaded}>
          <div className="grid gap-6 md:grid-cols-2">
            {local.facts.map((f) => (
              <div key={f.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-bold text-slate-950">{f.title}</h3>
                {f.paragraphs.map((p, i) => (
                  <p key={i} className="mt-2 text-slate-800">
                    {p}
                  </p>
                ))}
              </div>
            ))}
          </div>
        </Section>
      )}
      {(local.jobs.length > 0 || local.nearbyJobs.length > 0) && (
        <Section title={local.jobs.length > 0 ? local.jobsTitle : local.nearbyJobsTitle} id="jobs">
          {local.jobs.length > 0 && (
            <ul className="grid gap-6 lg:grid-cols-2">
              {local.jobs.map((job) => (
                <li key={job.title} data-sample={job.sample || undefined}>
                  <article className="h-full rounded-lg border border-slate-200 bg-white p-5">
                    <p className="text-sm font-semibold text-slate-700">
                      {job.suburb}, {job.when}
                      {job.sample && <SampleLabel className="ml-2" />}
                    </p>
                    <h3 className="mt-1 text-lg font-bold text-slate-950">{job.title}</h3>
                    {job.photos && (
                      <div className={job.photos.length > 1 ? 'mt-3 grid grid-cols-2 gap-2' : 'mt-3'}>
                        {job.photos.map((photo) => (
                          <figure key={photo.src}>
                            <Picture picture={photo} className="rounded-md" />
                            {photo.caption && <figcaption className="mt-1 text-sm text-slate-700">{photo.caption}</figcaption>}
                          </figure>
                        ))}
                      </div>
                    )}
                    <dl className="mt-3 space-y-2 text-slate-800">
                      <div>
                        <dt className="font-semibold text-slate-950">What we found</dt>
                        <dd>{job.found}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-slate-950">What we did</dt>
                        <dd>{job.done}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-slate-950">Time on site</dt>
                        <dd>{job.took}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-slate-950">The result</dt>
                        <dd>{job.outcome}</dd>
                      </div>
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {local.jobs.length > 0 && local.nearbyJobs.length > 0 && <h3 className="mt-8 font-bold text-slate-950">{local.nearbyJobsTitle}</h3>}
          {local.nearbyJobs.length > 0 && (
            // Pointers to pages that tell these jobs in full: navigation, not this page's text.
            <nav aria-label={local.nearbyJobsTitle}>
              <ul className="mt-3 space-y-1 text-slate-800">
                {local.nearbyJobs.map((j) => (
                  <li key={j.title} data-sample={j.sample || undefined}>
                    {j.sample && <SampleLabel className="mr-2" />}
                    {j.href ? (
                      <Link to={j.href} className="text-blue-800 underline underline-offset-2 hover:decoration-2">
                        {j.title}
                      </Link>
                    ) : (
                      j.title
                    )}
                    , {j.suburb}, {j.when}.
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Section>
      )}
      {(local.reviews.length > 0 || local.nearbyReviews.length > 0) && (
        <Section title={local.reviews.length > 0 ? local.reviewsTitle : local.nearbyReviewsTitle} id="reviews" className={shaded}>
          {local.reviews.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {local.reviews.map((r) => (
                <li key={`${r.name}-${r.suburb}`} data-sample={r.sample || undefined}>
                  <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5">
                    <span className="flex items-center gap-2">
                      <Stars rating={r.rating} />
                      {r.sample && <SampleLabel />}
                    </span>
                    <blockquote className="mt-3 flex-1 text-slate-800">{r.text}</blockquote>
                    <figcaption className="mt-4 text-sm text-slate-800">
                      <span className="font-semibold text-slate-950">
                        {r.name}, {r.suburb}
                      </span>
                      <br />
                      {r.about}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
          {local.reviews.length > 0 && local.nearbyReviews.length > 0 && <h3 className="mt-8 font-bold text-slate-950">{local.nearbyReviewsTitle}</h3>}
          {local.nearbyReviews.length > 0 && (
            <nav aria-label={local.nearbyReviewsTitle}>
              <ul className="mt-3 space-y-1 text-slate-800">
                {local.nearbyReviews.map((r) => (
                  <li key={`${r.name}-${r.suburb}`} data-sample={r.sample || undefined}>
                    {r.sample && <SampleLabel className="mr-2" />}
                    <span className="sr-only">{r.rating} out of 5: </span>
                    <span aria-hidden="true" className="text-amber-600">
                      {'★'.repeat(r.rating)}
                    </span>{' '}
                    {r.name}: {/* The link names the page it opens: the service in the reviewer's suburb. */}
                    {r.href ? (
                      <Link to={r.href} className="text-blue-800 underline underline-offset-2 hover:decoration-2">
                        {r.about} in {r.suburb}
                      </Link>
                    ) : (
                      `${r.about}, ${r.suburb}`
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Section>
      )}
      {local.sampleNote && (
        <Container className="pb-8">
          <p className="text-sm text-slate-700">{local.sampleNote}</p>
        </Container>
      )}
    </>
  );
}
