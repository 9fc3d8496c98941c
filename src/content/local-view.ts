import type { PictureView } from './picture-view.ts';

/**
 * What a local page (a service in a suburb, an electrician in a suburb, an emergency electrician
 * in a suburb) shows of its own: completed jobs, reviews, the local facts that change the work,
 * and an honest arrival line. Made by generator/local/local-content.ts.
 */
export interface JobCard {
  /** The job's file name in data/jobs/, which its photos are found by. */
  slug: string;
  title: string;
  /** "March 2026" */
  when: string;
  suburb: string;
  found: string;
  done: string;
  took: string;
  outcome: string;
  /** Invented for the fictional business: the card says so. */
  sample: boolean;
  /** Photos from the job, processed (added by the record builder, which has the pictures). */
  photos?: PictureView[];
}

export interface JobLine {
  title: string;
  when: string;
  suburb: string;
  /** The page that tells the job in full, when there is one. */
  href?: string;
  /** Invented for the sample site: the line says so. */
  sample: boolean;
}

export interface ReviewCard {
  name: string;
  rating: number;
  text: string;
  suburb: string;
  date?: string;
  /** What the review is about, e.g. "Blocked drain clearing". */
  about: string;
  /** Invented for the sample site: the card says so. */
  sample: boolean;
}

/** A review told in full on another page: one line here, with a link to it. */
export interface ReviewLine {
  name: string;
  rating: number;
  suburb: string;
  about: string;
  href?: string;
  sample: boolean;
}

export interface FactBlock {
  title: string;
  paragraphs: string[];
}

export interface LocalView {
  /** The hero's intro: what is offered here and how arrival works for this work at this distance. */
  intro: string;
  facts: FactBlock[];
  jobsTitle: string;
  jobs: JobCard[];
  nearbyJobsTitle: string;
  nearbyJobs: JobLine[];
  reviewsTitle: string;
  reviews: ReviewCard[];
  /** Reviews nearby, told in full on their own suburb's page: by service, then trade, then distance. */
  nearbyReviewsTitle: string;
  nearbyReviews: ReviewLine[];
  /** Said once under jobs and reviews when any of them are sample data. */
  sampleNote?: string;
  /** The call band's question: "Drain blocked in Kyneton?" */
  cta: string;
}
