import { where } from '../../diagnostics/provenance.ts';
import { distanceKm } from '../../../src/lib/geo.ts';
import { findLocalities } from '../../reference/localities.ts';
import type { RuleContext } from '../rule.ts';

/**
 * How far a suburb's coordinates may sit from the place reference's centre for it. The reference
 * gives one point per postcode locality, and a large rural locality is tens of kilometres across,
 * so this catches typos (a swapped digit, a dropped minus sign), not a point placed in a far corner.
 */
const TOLERANCE_KM = 8;

/** A suburb's coordinates must be near the reference's centre for that name and postcode: a cheap check on typos. */
export function geoMatchesReference(ctx: RuleContext): void {
  for (const suburb of ctx.site.suburbs) {
    if (!suburb.geo) continue;
    const reference = findLocalities(suburb.name).find((l) => l.postcode === suburb.postcode);
    if (!reference) continue;
    const km = distanceKm(reference.geo, suburb.geo);
    if (km > TOLERANCE_KM) {
      ctx.report.warn(
        'GEO_MISMATCH',
        where(suburb, 'geo'),
        `${suburb.name}'s coordinates are ${km.toFixed(0)} km from its centre in the place reference.`,
        `Check the latitude and longitude; the reference has geo: { lat: ${reference.geo.lat}, lng: ${reference.geo.lng} }.`,
      );
    }
  }
}
