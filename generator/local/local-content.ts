import { paths } from '../../src/routing/paths.ts';
import type { FactBlock, JobCard, JobLine, LocalView, ReviewCard, ReviewLine } from '../../src/content/local-view.ts';
import type { Job, LocalSettings, Testimonial } from '../schema/index.ts';
import { isSample } from '../launch/sample.ts';
import { arrivalSentence } from './arrival.ts';
import type { ArrivalClaim } from '../schema/claims.ts';
import type { BaseDistance } from './distances.ts';
import { localFacts, type LocalFact } from './local-facts.ts';
import { capitalise, localIntro } from './local-copy.ts';
import { jobsFor, reviewsFor, reviewsNear, reviewsWithin, type LocalSubject, type ReviewWithin, type TradeOf } from './local-proof.ts';
import type { Trade } from './trade.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03" -> "March 2026" */
export function monthName(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} ${y}`;
}

/** What the local content builder needs from the site, as plain lookups. */
export interface LocalInputs {
  jobs: readonly Job[];
  reviews: readonly Testimonial[];
  settings: LocalSettings;
  tradeOf: TradeOf;
  suburbName: (slug: string) => string | undefined;
  suburbGeo: (slug: string) => { lat: number; lng: number } | undefined;
  /** The noun phrase of a service, for "about" lines: "blocked drain clearing". */
  serviceNoun: (slug: string) => string | undefined;
  /** Whether a service has a page in a suburb (so a next-door job can link to it). */
  hasPage: (service: string, suburb: string) => boolean;
  brand: string;
  baseName: string;
  /** claims.yaml `arrival`: the owner's arrival bands, nearest first. */
  arrival: readonly ArrivalClaim[];
}

export interface LocalPageSpec {
  subject: LocalSubject;
  suburb: { slug: string; name: string; postcode: string };
  /** From the base, once per suburb (the plan's); undefined without coordinates. */
  distance: BaseDistance | undefined;
  /** Whether the work the page offers is urgent (arrival claims only for urgent work). */
  urgent: boolean;
  /** The page's offer as a noun phrase: "blocked drain clearing", "electrical work", "emergency electrical work". */
  noun: string;
  cta: string;
  /** What the jobs are called in headings: "Blocked drain jobs", "Electrical jobs". */
  jobsLabel: string;
  /**
   * Whether the page's electrical safety block names the suburb's network(s) and the bill: then
   * the electricity fact leaves out its own network sentence, so the page says it once.
   */
  networksShown?: boolean;
}

function jobCard(job: Job, inputs: LocalInputs): JobCard {
  return {
    slug: job.slug,
    title: job.title,
    when: monthName(job.month),
    suburb: inputs.suburbName(job.suburb) ?? job.suburb,
    found: job.found,
    done: job.done,
    took: job.took,
    outcome: job.outcome,
    sample: isSample.job(job),
  };
}

function reviewCard(review: Testimonial, inputs: LocalInputs): ReviewCard {
  return {
    name: review.name,
    rating: review.rating,
    text: review.text,
    suburb: inputs.suburbName(review.suburb) ?? review.suburb,
    ...(review.date ? { date: review.date } : {}),
    about: capitalise(inputs.serviceNoun(review.service) ?? review.service),
    sample: isSample.review(review),
  };
}

/**
 * A review told on another page, as one line: the same object on every page that lists it (a
 * review near many suburbs is listed on thousands of pages at ten times the suburbs).
 * `linked`: whether the page may link to the review's own page (not when it is that page).
 */
function reviewLine(review: Testimonial, linked: boolean, inputs: LocalInputs): ReviewLine {
  const lines = reviewLines.get(inputs) ?? reviewLines.set(inputs, new Map()).get(inputs)!;
  const pair = lines.get(review) ?? lines.set(review, [undefined, undefined]).get(review)!;
  const slot = linked ? 1 : 0;
  if (!pair[slot]) {
    const href = linked && inputs.hasPage(review.service, review.suburb) ? paths.serviceInSuburb(review.service, review.suburb) : undefined;
    pair[slot] = {
      name: review.name,
      rating: review.rating,
      suburb: inputs.suburbName(review.suburb) ?? review.suburb,
      about: capitalise(inputs.serviceNoun(review.service) ?? review.service),
      sample: isSample.review(review),
      ...(href ? { href } : {}),
    };
  }
  return pair[slot];
}
const reviewLines = new WeakMap<LocalInputs, Map<Testimonial, [ReviewLine | undefined, ReviewLine | undefined]>>();

/** The reviews within the nearby radius of the subject's suburb, worked out once per suburb object and trade. */
function reviewsAround(subject: LocalSubject, inputs: LocalInputs): ReviewWithin[] {
  const bySuburb = aroundOf.get(inputs) ?? aroundOf.set(inputs, new WeakMap()).get(inputs)!;
  const byTrade = bySuburb.get(subject.suburb) ?? bySuburb.set(subject.suburb, new Map()).get(subject.suburb)!;
  let within = byTrade.get(subject.trade);
  if (!within) {
    const where = (slug: string) => {
      const geo = inputs.suburbGeo(slug);
      return geo ? { geo } : {};
    };
    byTrade.set(subject.trade, (within = reviewsWithin(subject, inputs.reviews, inputs.tradeOf, where, inputs.settings.nearbyKm)));
  }
  return within;
}
const aroundOf = new WeakMap<LocalInputs, WeakMap<LocalSubject['suburb'], Map<Trade, ReviewWithin[]>>>();

/**
 * A local page's own content. Jobs done in the suburb itself are told in full (only this page of
 * its kind tells them, which is what makes them its own); jobs next door are one line with a link
 * to the page that tells them. Reviews: this service, then the trade; here and next door first,
 * then the nearest within the radius.
 */
export function localContent(spec: LocalPageSpec, inputs: LocalInputs): LocalView {
  const { subject, suburb } = spec;
  const show = inputs.settings.show;
  const jobs = jobsFor(subject, inputs.jobs, inputs.tradeOf);
  // In full: jobs of this service (or, on a trade page, any of its services) done here.
  const full = jobs.filter((j) => j.match.here && (j.match.sameService || !subject.service)).slice(0, show.jobs);
  const shown = new Set(full.map((j) => j.job.slug));
  // The suburb's own other jobs first (another service of the trade, done here), then next door:
  // a neighbour's job must never crowd out one done in the suburb itself.
  const lines: JobLine[] = jobs
    .filter((j) => !shown.has(j.job.slug))
    .sort((a, b) => Number(b.match.here) - Number(a.match.here))
    .slice(0, show.jobs)
    .map(({ job }) => {
      // The page that tells the job in full: its own service in its own suburb (never this page).
      const thisPage = job.suburb === suburb.slug && job.service === subject.service;
      const href = !thisPage && inputs.hasPage(job.service, job.suburb) ? paths.serviceInSuburb(job.service, job.suburb) : undefined;
      return { title: job.title, when: monthName(job.month), suburb: inputs.suburbName(job.suburb) ?? job.suburb, sample: isSample.job(job), ...(href ? { href } : {}) };
    });

  // A review is told in full on one page of each kind, the one for its own suburb (and service),
  // so that page keeps it as its own; other pages list it in one line with a link there.
  const reviews = reviewsFor(subject, inputs.reviews, inputs.tradeOf)
    .filter((r) => r.match.here && (r.match.sameService || !subject.service))
    .slice(0, show.reviews)
    .map((r) => r.review);
  const told = new Set(reviews);
  const nearbyReviews: ReviewLine[] = reviewsNear(subject, reviewsAround(subject, inputs))
    .filter((r) => !told.has(r.review))
    .slice(0, show.reviews)
    .map(({ review }) => reviewLine(review, !(review.suburb === suburb.slug && review.service === subject.service), inputs));

  const facts = factBlocks(localFacts(subject.trade, subject.suburb), spec.networksShown === true);
  const arrival = arrivalSentence({ urgent: spec.urgent, suburbName: suburb.name, baseName: inputs.baseName, distance: spec.distance, arrival: inputs.arrival });
  // Said only when something shown here is a sample: once real jobs and reviews arrive, the note goes with the samples.
  const samples = full.some((j) => isSample.job(j.job)) || lines.some((l) => l.sample) || reviews.some(isSample.review) || nearbyReviews.some((r) => r.sample);
  return {
    intro: `${localIntro(subject.trade, spec.noun, suburb)} ${arrival}`,
    facts,
    jobsTitle: `${spec.jobsLabel} in ${suburb.name}`,
    jobs: full.map(({ job }) => jobCard(job, inputs)),
    nearbyJobsTitle: full.length ? 'More work nearby' : `Recent work near ${suburb.name}`,
    nearbyJobs: lines,
    reviewsTitle: `Reviews from ${suburb.name}`,
    reviews: reviews.map((r) => reviewCard(r, inputs)),
    nearbyReviewsTitle: reviews.length ? 'More reviews nearby' : `Reviews near ${suburb.name}`,
    nearbyReviews,
    ...(samples ? { sampleNote: 'The jobs and reviews marked “Sample” are invented, to show what a real record looks like.' } : {}),
    cta: spec.cta,
  };
}

/**
 * The facts as a page shows them: one array for every page of a suburb and trade, as the facts are
 * (see localFacts). `networksShown`: the safety block above names the network, so the electricity
 * fact keeps only what it adds (where the network ends), not a second network paragraph.
 */
function factBlocks(facts: readonly LocalFact[], networksShown: boolean): FactBlock[] {
  const cache = networksShown ? blocksWithoutNetwork : blocksOf;
  let blocks = cache.get(facts);
  if (!blocks)
    cache.set(
      facts,
      (blocks = facts.map(({ kind, title, paragraphs }) => ({
        title,
        paragraphs: networksShown && kind === 'electricity' && paragraphs.length > 1 ? paragraphs.slice(1) : paragraphs,
      }))),
    );
  return blocks;
}
const blocksOf = new WeakMap<readonly LocalFact[], FactBlock[]>();
const blocksWithoutNetwork = new WeakMap<readonly LocalFact[], FactBlock[]>();

/**
 * The paragraphs a local page shows, in reading order, for the own-share measure before rendering.
 * The one-line pointers to jobs and reviews told on other pages are navigation (the template puts
 * them in a <nav>), so they are not counted, as the HTML measure leaves out every <nav>.
 */
export function localViewParagraphs(view: LocalView, rest: readonly string[]): string[] {
  const parts = [
    view.intro,
    ...view.facts.flatMap((f) => [f.title + '.', ...f.paragraphs]),
    ...view.jobs.flatMap((j) => [j.title + '.', j.found, j.done, `${j.took}.`, j.outcome]),
    ...view.reviews.map((r) => r.text),
    ...(view.sampleNote ? [view.sampleNote] : []),
    view.cta,
    ...rest,
  ];
  return parts;
}
