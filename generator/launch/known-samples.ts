import type { Position } from '../diagnostics/diagnostic.ts';
import { where } from '../diagnostics/provenance.ts';
import type { GalleryProject, Job, Testimonial } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { eachDataText } from '../validate/facts/data-text.ts';
import type { LaunchCode } from '../diagnostics/launch-codes.ts';

/**
 * What tradesite's own sample businesses are, taken from their data (data/ and examples/ of the
 * tradesite package): their identity, and the wording of their invented reviews, jobs and gallery
 * projects. The launch gate recognises them by this, not by the `sample:` flags an owner can clear
 * or the `placeholders:` list an owner can empty.
 */
export interface KnownSamples {
  /** Each sample business's identifying strings (name, legal name, street, phone, ABN, email, domain), lower case. */
  identity: { value: string; field: IdentityField; business: string }[];
  /** Every five-word run of the invented reviews, jobs and gallery projects, normalised. */
  shingles: ReadonlySet<string>;
}

type IdentityField = 'name' | 'legalName' | 'streetAddress' | 'phone' | 'abn' | 'email' | 'siteUrl';

/** The data of one sample business, as the gate reads it. */
export type SampleSource = Pick<Site, 'business' | 'testimonials' | 'jobs' | 'pages'>;

const SHINGLE = 5;
/** A text is the sample's when at least this share of its five-word runs are the sample's own. */
const SAME_TEXT_SHARE = 0.5;

/** Lower case, letters and digits only, single spaces: "Don't  panic!" and "don t panic" are one text. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function shinglesOf(text: string): string[] {
  const words = normaliseWords(text);
  const out: string[] = [];
  for (let i = 0; i + SHINGLE <= words.length; i++) out.push(words.slice(i, i + SHINGLE).join(' '));
  return out;
}

const reviewText = (r: Pick<Testimonial, 'text'>) => r.text;
const jobText = (j: Pick<Job, 'title' | 'found' | 'done' | 'outcome'>) => [j.title, j.found, j.done, j.outcome].join(' . ');
const projectText = (p: Pick<GalleryProject, 'title' | 'description' | 'scope'>) => [p.title, p.description, ...p.scope].join(' . ');
const projectsOf = (site: Pick<Site, 'pages'>) => site.pages.flatMap((page) => page.blocks.flatMap((b) => (b.type === 'gallery' ? b.projects : [])));

const digits = (s: string) => s.replace(/\D/g, '');
const hostOf = (url: string) =>
  url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '')
    .toLowerCase();

/** The fingerprints of the sample businesses given (their data loaded as sites). */
export function knownSamplesOf(sources: readonly SampleSource[]): KnownSamples {
  const identity: KnownSamples['identity'] = [];
  const shingles = new Set<string>();
  for (const source of sources) {
    const b = source.business;
    if (b) {
      const add = (field: IdentityField, value: string) => value && identity.push({ value: value.toLowerCase(), field, business: b.name });
      add('name', b.name);
      add('legalName', b.legalName);
      add('streetAddress', b.address.streetAddress);
      add('phone', digits(b.phone));
      add('abn', digits(b.abn));
      add('email', b.email);
      add('siteUrl', hostOf(b.siteUrl));
    }
    const texts = [...source.testimonials.map(reviewText), ...source.jobs.map(jobText), ...projectsOf(source).map(projectText)];
    for (const text of texts) for (const s of shinglesOf(text)) shingles.add(s);
  }
  return { identity, shingles };
}

/** True when most of `text` is wording of the sample's invented proof (a few words changed do not make it real). */
export function isSampleWording(text: string, known: KnownSamples): boolean {
  const own = shinglesOf(text);
  if (own.length === 0) return false;
  const shared = own.filter((s) => known.shingles.has(s)).length;
  return shared / own.length >= SAME_TEXT_SHARE;
}

export interface KnownSampleBlocker {
  /** For a particular of business.yaml: its field there ("address" for the street), so a field is reported once. */
  field?: string;
  code: LaunchCode;
  at: Position;
  message: string;
  hint: string;
}

/**
 * Reviews, jobs and gallery projects whose wording is the sample's, however their flags are set
 * (those still flagged are reported by the flag already, so are left out here).
 */
export function sampleWordingBlockers(site: Site, known: KnownSamples): KnownSampleBlocker[] {
  const blockers: KnownSampleBlocker[] = [];
  for (const review of site.testimonials)
    if (!review.sample && isSampleWording(reviewText(review), known))
      blockers.push({
        code: 'SAMPLE_REVIEW',
        at: where(review, 'text'),
        message: `the review by ${review.name} (${review.suburb}) is worded as one of tradesite's invented sample reviews, though it is not marked "sample: true".`,
        hint: "Delete it, or put a real customer's review in its place, in their words and with their permission. Publishing invented reviews is misleading under the Australian Consumer Law.",
      });
  for (const job of site.jobs)
    if (!job.sample && isSampleWording(jobText(job), known))
      blockers.push({
        code: 'SAMPLE_JOB',
        at: where(job, 'found'),
        message: `the job "${job.title}" is worded as one of tradesite's invented sample jobs, though it is not marked "sample: true".`,
        hint: 'Delete the file, or rewrite it from one of your own job sheets.',
      });
  for (const project of projectsOf(site))
    if (!project.sample && isSampleWording(projectText(project), known))
      blockers.push({
        code: 'SAMPLE_GALLERY',
        at: where(project, 'description'),
        message: `the gallery project "${project.title}" is worded as one of tradesite's invented sample projects, though it is not marked "sample: true".`,
        hint: 'Delete it from the gallery, or describe one of your own projects.',
      });
  return blockers;
}

const FIELD_WORDS: Record<IdentityField, string> = {
  name: 'name',
  legalName: 'legal name',
  streetAddress: 'street address',
  phone: 'phone number',
  abn: 'ABN',
  email: 'email address',
  siteUrl: 'web address',
};

/** The business's own fields that are a sample business's, and visitor text naming a sample business (once per file and name). */
export function sampleIdentityBlockers(site: Site, known: KnownSamples): KnownSampleBlocker[] {
  const out: KnownSampleBlocker[] = [];
  const b = site.business;
  if (b) {
    const own: Record<IdentityField, string> = {
      name: b.name.toLowerCase(),
      legalName: b.legalName.toLowerCase(),
      streetAddress: b.address.streetAddress.toLowerCase(),
      phone: digits(b.phone),
      abn: digits(b.abn),
      email: b.email.toLowerCase(),
      siteUrl: hostOf(b.siteUrl),
    };
    for (const field of Object.keys(own) as IdentityField[]) {
      const match = known.identity.find((k) => k.field === field && k.value === own[field]);
      if (!match) continue;
      const path = field === 'streetAddress' ? ['address', 'streetAddress'] : [field];
      out.push({
        field: field === 'streetAddress' ? 'address' : field,
        code: 'SAMPLE_IDENTITY',
        at: where(b, ...path),
        message: `the ${FIELD_WORDS[field]} in business.yaml is that of ${match.business}, one of tradesite's invented sample businesses.`,
        hint: `Put your own business's ${FIELD_WORDS[field]} here.`,
      });
    }
  }
  // Names and streets are distinctive enough to find in running text; numbers are not searched there.
  const needles = known.identity.filter((k) => k.field === 'name' || k.field === 'legalName' || k.field === 'streetAddress');
  if (!needles.length) return out;
  const seen = new Set<string>();
  const businessFile = b ? where(b).file : undefined;
  eachDataText(site, (text, at) => {
    const lower = text.toLowerCase();
    for (const needle of needles) {
      if (!lower.includes(needle.value)) continue;
      const position = at();
      // business.yaml's own fields are checked field by field above.
      if (position.file === businessFile) continue;
      const key = `${position.file}\0${needle.business}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        code: 'SAMPLE_IDENTITY',
        at: position,
        message: `this text names ${needle.business} (its ${FIELD_WORDS[needle.field]}), one of tradesite's invented sample businesses: "${excerpt(text, lower.indexOf(needle.value), needle.value.length)}".`,
        hint: 'Rewrite it about your own business (the first of its kind in this file is shown; fix every one).',
      });
    }
  });
  return out;
}

function excerpt(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 30);
  const end = Math.min(text.length, at + length + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}
