/**
 * What a local page may promise about getting there. Only urgent work gets a time claim, and
 * only within the radius the business states; planned work is booked, not raced to.
 */
export interface ArrivalInput {
  urgent: boolean;
  suburbName: string;
  baseName: string;
  /** Straight-line km from the base; undefined when the suburb has no coordinates. */
  km: number | undefined;
  /** business.arrival */
  arrival: { typical: string; withinKm: number };
}

export function arrivalSentence(a: ArrivalInput): string {
  const distance = a.km === undefined ? '' : a.km < 1 ? ` Our base is in ${a.suburbName}.` : ` ${a.suburbName} is about ${Math.round(a.km)} km from our ${a.baseName} base.`;
  if (!a.urgent) return `This is planned work, so we book a time that suits you.${distance}`.trim();
  if (a.km !== undefined && a.km <= a.arrival.withinKm) return `${distance.trim()} For urgent work we are usually there ${a.arrival.typical}, day or night.`.trim();
  return `${distance.trim()} That is further than the hour we aim for closer to home, so we give you an honest arrival time when you call.`.trim();
}
