import { distanceKm, type LatLng } from '../../src/lib/geo.ts';

/**
 * A suburb's distance from the base, worked out once: `km` decides (which arrival claim applies),
 * `shown` is what a page prints, rounded once to whole km, so a page never carries two figures
 * for one suburb (rounding 7.46 to 7.5 and then to 8 beside a 7 was the old mistake).
 */
export interface BaseDistance {
  km: number;
  shown: number;
}

export function baseDistance(base: LatLng, geo: LatLng | undefined): BaseDistance | undefined {
  if (!geo) return undefined;
  const km = distanceKm(base, geo);
  return { km, shown: Math.round(km) };
}

/**
 * The suburbs a page may call "nearby" or "next door": the suburb's listed neighbours whose
 * centre lies within `radiusKm` of its own (data/local-pages.yaml, `nearbyKm`). A neighbour
 * without coordinates, or a suburb without them, is not near anything we can vouch for.
 */
export function neighboursWithin(suburb: { geo?: LatLng | undefined; nearby: readonly string[] }, geoOf: (slug: string) => LatLng | undefined, radiusKm: number): string[] {
  const from = suburb.geo;
  if (!from) return [];
  return suburb.nearby.filter((slug) => {
    const geo = geoOf(slug);
    return geo !== undefined && distanceKm(from, geo) <= radiusKm;
  });
}
