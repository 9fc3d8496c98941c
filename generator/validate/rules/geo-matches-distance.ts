import { where } from '../../diagnostics/provenance.ts';
import { CBD, distanceKm } from '../../../src/lib/geo.ts';
import type { RuleContext } from '../rule.ts';

/** A suburb's coordinates must agree with its distance from the CBD: a cheap check on typos. */
export function geoMatchesDistance(ctx: RuleContext): void {
  for (const suburb of ctx.site.suburbs) {
    if (!suburb.geo) continue;
    const km = distanceKm(CBD, suburb.geo);
    if (Math.abs(km - suburb.kmFromCbd) > 3) {
      ctx.report.warn(
        'GEO_MISMATCH',
        where(suburb, 'geo'),
        `${suburb.name}'s coordinates are ${km.toFixed(1)} km from the CBD, but kmFromCbd says ${suburb.kmFromCbd}.`,
        'Check the latitude and longitude (Victorian latitudes are negative, between about -34 and -39).',
      );
    }
  }
}
