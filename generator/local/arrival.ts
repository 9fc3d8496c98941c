import type { BaseDistance } from './distances.ts';

/**
 * What a local page may promise about getting there. Only urgent work gets a time claim, and
 * only within the radius the business states; planned work is booked, not raced to.
 */
export interface ArrivalInput {
  urgent: boolean;
  suburbName: string;
  baseName: string;
  /** From the base, worked out once for the suburb; undefined when it has no coordinates. */
  distance: BaseDistance | undefined;
  /** business.arrival */
  arrival: { typical: string; withinKm: number };
}

/** Whether the page claims the usual arrival time: urgent work, and a suburb within the stated radius. */
export function claimsArrival(a: Pick<ArrivalInput, 'urgent' | 'distance' | 'arrival'>): boolean {
  return a.urgent && a.distance !== undefined && a.distance.km <= a.arrival.withinKm;
}

export function arrivalSentence(a: ArrivalInput): string {
  const d = a.distance;
  const distance = d === undefined ? '' : d.shown < 1 ? ` Our base is in ${a.suburbName}.` : ` ${a.suburbName} is about ${d.shown} km from our ${a.baseName} base.`;
  if (!a.urgent) return `This is planned work, so we book a time that suits you.${distance}`.trim();
  if (claimsArrival(a)) return `${distance.trim()} For urgent work we are usually there ${a.arrival.typical}, day or night.`.trim();
  return `${distance.trim()} That is beyond the area where we aim to arrive within the hour, so we tell you a realistic arrival time when you call.`.trim();
}
