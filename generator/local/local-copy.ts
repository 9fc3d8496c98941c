import type { Trade } from './trade.ts';
import { TRADE_WORDS } from '../../src/content/trades.ts';

/**
 * Titles, descriptions and calls to action for local pages, built from the phrases a service
 * carries (never from a lower-cased title) and from what the page really has.
 */
export interface CopyInput {
  brand: string;
  service: { title: string; phrases: { noun: string; cta: string } };
  suburb: { name: string; postcode: string };
  /** How many completed jobs and reviews the page shows. */
  jobs: number;
  reviews: number;
  /** The first local fact's one-line gist, e.g. "Yarra Valley Water's side of the sewer" (optional). */
  factGist?: string;
  /** The arrival time the page promises (its distance band's), or undefined when it promises none. */
  urgentNearby: string | undefined;
}

/** "Blocked Drains in Kyneton 3444 | Sparky & Co", shortened from the right when long. */
export function localTitle(input: Pick<CopyInput, 'brand' | 'service' | 'suburb'>, max = 60): string {
  const { brand, service, suburb } = input;
  const options = [
    `${service.title} in ${suburb.name} ${suburb.postcode} | ${brand}`,
    `${service.title} in ${suburb.name} | ${brand}`,
    `${service.title} in ${suburb.name} ${suburb.postcode}`,
    `${service.title} in ${suburb.name}`,
    `${suburb.name}: ${service.title}`,
  ];
  return (
    options.find((t) => t.length <= max) ??
    options
      .at(-1)!
      .slice(0, max)
      .replace(/\s+\S*$/, '')
  );
}

/** The hero's first sentence on a local page: who does the work, what it is, where. */
export function localIntro(trade: Trade, noun: string, suburb: { name: string; postcode: string }): string {
  return `Our ${TRADE_WORDS[trade].licensedPeople} take on ${noun} in ${suburb.name} ${suburb.postcode}.`;
}

/** "Jemena’s", but "AusNet Services’": the possessive of a name as it is written. */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}’` : `${name}’s`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A description that says what this page has that others do not: its jobs, reviews and local fact. */
export function localDescription(input: CopyInput, max = 160): string {
  const { brand, service, suburb } = input;
  const lead = `${capitalise(service.phrases.noun)} in ${suburb.name} ${suburb.postcode} by ${brand}`;
  const proof = [input.jobs ? `${input.jobs} recent local job${input.jobs === 1 ? '' : 's'}` : '', input.reviews ? `${input.reviews} review${input.reviews === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' and ');
  const tails = [
    proof ? `: ${proof}${input.factGist ? `, and ${input.factGist}` : ''}.` : '',
    proof ? `: ${proof}.` : '',
    input.factGist ? `, with ${input.factGist}.` : '',
    input.urgentNearby ? `, usually there ${input.urgentNearby}.` : ', booked at a time that suits you.',
    '.',
  ];
  return tails.map((t) => lead + t).find((d) => d.length <= max && !d.endsWith(': .')) ?? lead.slice(0, max);
}

/**
 * The sentence under "What is included" that links the service's full guide: its words are here
 * once, for the template to render around the link and for the plan to measure.
 */
export function guideSentence(noun: string): { lead: string; link: string; text: string } {
  // One per service, not one per page: every local page of a service plans this sentence.
  let sentence = guides.get(noun);
  if (!sentence) {
    const lead = 'How the job runs, step by step, and answers to common questions: the full guide to';
    guides.set(noun, (sentence = { lead, link: noun, text: `${lead} ${noun}.` }));
  }
  return sentence;
}
const guides = new Map<string, { lead: string; link: string; text: string }>();

/** "Drain blocked in Kyneton?" */
export function callToAction(cta: string, suburbName: string): string {
  return cta.replace('{suburb}', suburbName);
}
