import type { Suburb } from '../schema/index.ts';
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
  return FACTS_FOR[trade].flatMap((kind) => {
    const fact = FACT_WRITERS[kind](suburb, trade);
    return fact ? [fact] : [];
  });
}

const FACT_WRITERS: Record<FactKind, (s: Facts, trade: Trade) => LocalFact | undefined> = {
  electricity: (s) => {
    if (!s.distributor) return undefined;
    const first = s.distributorAlso
      ? `A boundary between two electricity networks runs through ${s.name}: some streets are supplied by ${s.distributor} and others by ${s.distributorAlso}. The distributor for your address is named on your electricity bill.`
      : `In ${s.name} the poles, wires and meters belong to ${s.distributor}, the electricity distributor.`;
    return {
      kind: 'electricity',
      title: 'The electricity network',
      paragraphs: [
        first,
        'A fault in the street, a new connection or a bigger supply is the distributor’s to arrange, and an electrician books that work with them. Everything from your main switch into the house is work for a licensed electrician.',
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
      ? `Two gas networks meet in ${s.name}: some streets are on ${s.gas.name}’s mains and others on ${s.gas.also}’s.`
      : `${s.gas.name} owns the gas mains and meters in ${s.name}.`;
    return {
      kind: 'gas',
      title: 'The gas network',
      paragraphs: [
        first,
        'A leak at the meter or in the street is the distributor’s to fix: call the gas emergency number printed on your gas bill. A leak on the house side of the meter, or any change to your gas pipes and appliances, is work for a licensed gasfitter.',
      ],
    };
  },
  heritage: (s, trade) => {
    if (!s.heritage) return undefined;
    const outside = trade === 'air-conditioning' ? 'an outdoor unit on a wall seen from the street' : trade === 'gas' ? 'a gas meter moved to the front of the house' : 'a new meter box or solar isolator on the front wall';
    return {
      kind: 'heritage',
      title: 'Heritage overlays',
      paragraphs: [s.heritage, `Work inside the house is not affected, but a change to the outside, such as ${outside}, may need a planning permit first; we check before we quote.`],
    };
  },
};
