import { arrivalClaimFor, type ArrivalClaim } from '../schema/claims.ts';
import type { BaseDistance } from './distances.ts';

/**
 * What a local page may promise about getting there. Only urgent work gets a time claim, and only
 * the one its distance band allows (claims.yaml `arrival`, nearest first, each band checked
 * against a realistic travel time by the schema); planned work is booked, not raced to.
 */
export interface ArrivalInput {
  urgent: boolean;
  suburbName: string;
  baseName: string;
  /** From the base, worked out once for the suburb; undefined when it has no coordinates. */
  distance: BaseDistance | undefined;
  /** claims.yaml `arrival`: the owner's bands, nearest first. */
  arrival: readonly ArrivalClaim[];
}

/**
 * The arrival claim whose band holds the page's distance, decided on the whole km the page prints
 * (so "about 30 km" never sits beside a band that ends at 30 km and another that begins there).
 */
export function arrivalBand(a: Pick<ArrivalInput, 'distance' | 'arrival'>): ArrivalClaim {
  return arrivalClaimFor({ arrival: [...a.arrival] }, a.distance?.shown);
}

/**
 * The time the page promises ("within the hour (30-60 minutes)"), or undefined when it promises
 * none: planned work, a suburb with no known distance, or one beyond every band with a time.
 */
export function claimedArrival(a: Pick<ArrivalInput, 'urgent' | 'distance' | 'arrival'>): string | undefined {
  if (!a.urgent || a.distance === undefined) return undefined;
  const band = arrivalBand(a);
  return band.maxKm === undefined ? undefined : band.wording;
}

export function arrivalSentence(a: ArrivalInput): string {
  const d = a.distance;
  const distance = d === undefined ? '' : d.shown < 1 ? ` Our base is in ${a.suburbName}.` : ` ${a.suburbName} is about ${d.shown} km from our ${a.baseName} base.`;
  if (!a.urgent) return `This is planned work, so we book a time that suits you.${distance}`.trim();
  const time = claimedArrival(a);
  if (time !== undefined) return `${distance.trim()} For urgent work we are usually there ${time}, day or night.`.trim();
  return `${distance.trim()} We do not promise a time this far out: when you call, we tell you honestly when we can be there.`.trim();
}
