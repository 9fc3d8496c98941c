import { where } from '../../diagnostics/provenance.ts';
import { distanceKm } from '../../../src/lib/geo.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Beyond this the map position cannot be in the base suburb: Victoria's largest suburbs run a few
 * km across, so 8 km from a suburb's centre is another suburb (and distances and arrival promises,
 * measured from the position, would be wrong).
 */
const MAX_KM_FROM_BASE = 8;

/**
 * The business's address and map position agree with its base suburb: a street address in another
 * postcode, or a map position left from another business (a copied business.yaml), would tell
 * visitors and search engines the wrong place.
 */
export function addressMatchesBase(ctx: RuleContext): void {
  const b = ctx.site.business;
  if (!b) return;
  const base = ctx.site.suburbs.find((s) => s.slug === b.baseSuburb);
  if (!base) return;
  if (b.address.postalCode !== base.postcode)
    ctx.report.error(
      'POSTCODE',
      where(b, 'address', 'postalCode'),
      `the address's postcode ${b.address.postalCode} is not that of the base suburb, ${base.name} ${base.postcode}.`,
      `Write the postcode of the street address, or set baseSuburb to the suburb the address is in.`,
    );
  if (b.address.addressLocality.trim().toLowerCase() !== base.name.toLowerCase())
    ctx.report.error(
      'POSTCODE',
      where(b, 'address', 'addressLocality'),
      `the address is in ${b.address.addressLocality}, but the base suburb is ${base.name}.`,
      `Write the suburb of the street address, or set baseSuburb to it.`,
    );
  if (base.geo) {
    const km = distanceKm(b.geo, base.geo);
    if (km > MAX_KM_FROM_BASE)
      ctx.report.error(
        'GEO_MISMATCH',
        where(b, 'geo'),
        `the map position is ${km.toFixed(1)} km from the centre of the base suburb, ${base.name}: it cannot be the business's address.`,
        `Put the workshop's own position (in Google Maps, right-click the address for its latitude and longitude), or the centre of ${base.name}: ${base.geo.lat}, ${base.geo.lng}.`,
      );
  }
}
