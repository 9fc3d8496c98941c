import type { Trade } from '../../generator/local/trade.ts';
import { listOf } from '../lib/list-of.ts';

/**
 * What each trade's people and work are called, in one table: the suburb hub's address and
 * title (src/routing/paths.ts), page copy, and init's starter pages all read it, so a plumber's
 * site says "plumber" wherever the sample says "electrician". Victorian usage: "gasfitter", one word.
 */
export interface TradeWords {
  /** The suburb hub's first path segment: /electrician/{suburb}, /plumber/{suburb}. */
  hubSegment: string;
  /** The hub's title word: "Electrician in Kew". */
  person: string;
  /** One of them inside a sentence, after "a licensed": "A licensed electrician answers". */
  one: string;
  /** One of them with its article: "Need an electrician in Kew?". */
  aPerson: string;
  /** Many of them inside a sentence: "licensed electricians, plumbers and gasfitters". */
  people: string;
  /** Who does the work, as a customer would call them, with their licence: "Our licensed electricians take on..." (a phrase with a clause of its own ends in a comma). */
  licensedPeople: string;
  /** The work, as an adjective or noun inside a sentence: "electrical work", "plumbing jobs". */
  work: string;
}

export const TRADE_WORDS: Record<Trade, TradeWords> = {
  electrical: {
    hubSegment: 'electrician',
    person: 'Electrician',
    one: 'electrician',
    aPerson: 'an electrician',
    people: 'electricians',
    licensedPeople: 'licensed electricians',
    work: 'electrical',
  },
  plumbing: { hubSegment: 'plumber', person: 'Plumber', one: 'plumber', aPerson: 'a plumber', people: 'plumbers', licensedPeople: 'licensed plumbers', work: 'plumbing' },
  gas: { hubSegment: 'gasfitter', person: 'Gasfitter', one: 'gasfitter', aPerson: 'a gasfitter', people: 'gasfitters', licensedPeople: 'licensed gasfitters', work: 'gas fitting' },
  // No Victorian licence is called "air-conditioning technician": a split system's installer holds an ARC refrigerant
  // handling licence (and a plumbing registration for the mechanical work), a gas ducted heater is a licensed
  // gasfitter's (Type A gasfitting), and the circuit is a licensed electrician's (docs/facts.md). licensedPeople names
  // the licences as alternatives, so the sentence stays true of either kind of job ("Our installers and electricians,
  // each licensed for their part of the job (...), take on split system installation in Kew 3101.").
  'air-conditioning': {
    hubSegment: 'air-conditioning',
    person: 'Air conditioning',
    one: 'air-conditioning installer',
    aPerson: 'an air-conditioning installer',
    people: 'air-conditioning installers',
    licensedPeople: 'installers and electricians, each licensed for their part of the job (refrigerant handling, gasfitting or electrical work),',
    work: 'air-conditioning',
  },
};

/**
 * The trade a business is first known for (business.yaml's first trade): its suburb hubs are named
 * for it. Without trades (data that did not validate) it is electrical, the sample's.
 */
export function primaryTrade(trades: readonly Trade[] | undefined): Trade {
  return trades?.[0] ?? 'electrical';
}

export { capitalise } from '../lib/capitalise.ts';

/** "electricians", "plumbers and gasfitters": the people of every trade offered, in business.yaml's order. */
export function tradePeople(trades: readonly Trade[]): string {
  return listOf(trades.map((t) => TRADE_WORDS[t].people));
}
