import type { Suburb } from '../schema/index.ts';
import { possessive } from './local-copy.ts';
import type { Trade } from './trade.ts';

export type FactKind = 'electricity' | 'water' | 'gas' | 'heritage';

/** A local fact that changes the work, worded for a home owner. */
export interface LocalFact {
  kind: FactKind;
  title: string;
  paragraphs: string[];
}

/** Which facts each trade's pages show: a plumbing page never talks about the electricity network. */
const FACTS_FOR: Record<Trade, readonly FactKind[]> = {
  electrical: ['electricity', 'heritage'],
  plumbing: ['water'],
  gas: ['gas', 'heritage'],
  'air-conditioning': ['heritage'],
};

type Facts = Pick<Suburb, 'name' | 'distributor' | 'distributorAlso' | 'water' | 'gas' | 'heritage'>;

/** The suburb's facts that matter to this trade, in a stable order. Facts the data lacks are left out, never guessed. */
export function localFacts(trade: Trade, suburb: Facts): LocalFact[] {
  const byTrade = written.get(suburb) ?? written.set(suburb, new Map()).get(suburb)!;
  let facts = byTrade.get(trade);
  if (!facts) {
    facts = FACTS_FOR[trade].flatMap((kind) => {
      const fact = FACT_WRITERS[kind](suburb, trade);
      return fact ? [fact] : [];
    });
    byTrade.set(trade, facts);
  }
  return facts;
}

/**
 * The facts written for a suburb object, per trade: every page of one suburb and trade shows the
 * same ones, and at ten times the suburbs writing them for each page kept 80 MB of copies.
 */
const written = new WeakMap<Facts, Map<Trade, LocalFact[]>>();

const FACT_WRITERS: Record<FactKind, (s: Facts, trade: Trade) => LocalFact | undefined> = {
  electricity: (s) => {
    if (!s.distributor) return undefined;
    // The suburb's network comes from the distributors' own descriptions of their areas, not an
    // address look-up, so a single-network suburb still points to the bill (docs/facts.md).
    const first = s.distributorAlso
      ? `A boundary between two electricity networks runs through or beside ${s.name}: most streets are likely supplied by ${s.distributor}, and some by ${s.distributorAlso}. The distributor for your address is named on your electricity bill.`
      : `${s.name} is on ${possessive(s.distributor)} electricity network: ${s.distributor} owns the poles, wires and meters. Networks meet along streets rather than suburb lines, so check the distributor named on your electricity bill.`;
    return {
      kind: 'electricity',
      title: 'The electricity network',
      paragraphs: [
        first,
        // Victorian Service & Installation Rules and VESI Green Book cl. 1.4.5: the customer's
        // installation starts at the point of supply; the meter stays a network asset.
        'The network ends at the point of supply, where the line or cable from the street connects to your property. From there the consumer mains, the meter panel and everything behind them are your installation (the meter itself stays the distributor’s), and any work on them must be done by a licensed electrician. A fault in the street, a new connection or a bigger supply is the distributor’s to arrange, and your electrician books that work with them.',
      ],
    };
  },
  water: (s) => {
    if (!s.water) return undefined;
    const first = s.water.also
      ? `${s.name} is split between two water corporations, ${s.water.name} and ${s.water.also}; your water bill names yours.`
      : `${s.water.name} owns the water and sewer mains in ${s.name}.`;
    return {
      kind: 'water',
      title: 'Water and sewer mains',
      paragraphs: [
        first,
        'The sewer pipes from the house to the connection point are the owner’s to look after; a blockage or break beyond that point is the water corporation’s. If sewage is coming up from a maintenance hole in the street or easement, their faults line is the right first call.',
        'The water corporation can usually supply a property sewerage plan showing where your drain runs, which saves digging in the wrong place.',
      ],
    };
  },
  gas: (s) => {
    if (!s.gas) return undefined;
    const first = s.gas.also
      ? `Two gas networks meet in ${s.name}: some streets are supplied by ${s.gas.name} and others by ${s.gas.also}. Your gas bill names yours.`
      : `${s.gas.name} owns the gas mains and meters in ${s.name}; your gas bill names the distributor for your address.`;
    return {
      kind: 'gas',
      title: 'The gas network',
      paragraphs: [
        first,
        'Any smell of gas is first a call to the distributor’s gas emergency line, wherever the leak may be. A leak at the meter or in the street is theirs to repair; once they have made it safe, a leak on the house side of the meter, or any change to your gas pipes and appliances, is work for a licensed gasfitter.',
      ],
    };
  },
  heritage: (s, trade) => {
    if (!s.heritage) return undefined;
    const outside =
      trade === 'air-conditioning'
        ? 'an outdoor unit on a wall seen from the street'
        : trade === 'gas'
          ? 'a gas meter moved to the front of the house'
          : 'a new meter box or solar isolator on the front wall';
    return {
      kind: 'heritage',
      title: 'Heritage overlays',
      paragraphs: [
        s.heritage,
        `Work inside the house is not affected, but a change to the outside, such as ${outside}, may need a planning permit first; we check before we quote.`,
      ],
    };
  },
};
