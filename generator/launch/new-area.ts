import { suggestion } from '../diagnostics/did-you-mean.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { suburbSlugFor } from '../add/slugs.ts';
import { findLocalities, localities, type Locality } from '../reference/localities.ts';
import { distanceKm } from '../../src/lib/geo.ts';
import { regionSchema, suburbSchema, type Region, type Suburb } from '../schema/index.ts';

/** A new business's area: its suburbs (the base first) and the one region that holds them. */
export interface NewArea {
  suburbs: Suburb[];
  regions: Region[];
}

/** How far a new business's area reaches from its base when init is not told: a van's half-hour. */
export const DEFAULT_RADIUS_KM = 20;

/** A suburb's listed neighbours: the nearest few of the area's other suburbs, no farther than this. */
const NEIGHBOURS = 4;
const NEIGHBOUR_KM = 6;

/** The nearest other places of the area, by straight line, as suburbs.yaml's `nearby` slugs. */
function neighbours(place: Locality, area: Locality[]): string[] {
  return area
    .filter((other) => suburbSlugFor(other.name) !== suburbSlugFor(place.name))
    .map((other) => ({ slug: suburbSlugFor(other.name), km: distanceKm(place.geo, other.geo) }))
    .filter((n) => n.km <= NEIGHBOUR_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, NEIGHBOURS)
    .map((n) => n.slug);
}

/** The menu lists this many of the nearest suburbs: the region schema's limit. */
const MENU_SUBURBS = 8;

/**
 * The locality a new business's vans leave from, as the owner typed it: "Ballarat Central",
 * "ballarat-central" or "Ballarat Central 3350" (a name several postcodes share needs its postcode).
 * Any locality in the place reference will do; a misspelling gets the nearest name.
 */
export function findBase(typed: string): Locality {
  const withPostcode = /^(.*?)[\s,]+(?:vic\s+)?(3\d{3})$/i.exec(typed.trim());
  const name = (withPostcode ? withPostcode[1]! : typed).replace(/-/g, ' ');
  const found = findLocalities(name);
  const postcode = withPostcode?.[2];
  const match = postcode ? found.filter((l) => l.postcode === postcode) : found;
  if (match.length === 1) return match[0]!;
  if (match.length > 1)
    throw new UserError(`${name} is the name of ${match.length} Victorian localities.`, 2, `Give its postcode too: ${match.map((l) => `"${l.name} ${l.postcode}"`).join(' or ')}.`);
  if (found.length > 0) throw new UserError(`${name} has postcode ${found.map((l) => l.postcode).join(' or ')}, not ${postcode}.`, 2);
  const near = suggestion(
    name,
    localities().map((l) => l.name),
  );
  throw new UserError(`"${typed}" is no Victorian locality in the place reference.`, 2, near ?? 'Give the suburb or town as Australia Post writes it, e.g. "Ballarat Central".');
}

/**
 * Every locality of the place reference within `radiusKm` of the base, as suburbs of one region
 * named for the area. Each gets its centre and, where the reference has them, its council and the
 * networks a published source names it as supplied by (places/); the rest of its networks, its
 * housing and notes are the owner's to add, so pages claim nothing about them until then.
 */
export function areaAround(base: Locality, radiusKm: number, areaName: string): NewArea {
  const region = suburbSlugFor(areaName);
  const seen = new Set<string>();
  const places = localities()
    .map((l) => ({ l, km: l === base ? 0 : distanceKm(base.geo, l.geo) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.l.name.localeCompare(b.l.name, 'en'))
    // One suburb per name: where a name has several postcodes, the nearest.
    .filter(({ l }) => {
      const slug = suburbSlugFor(l.name);
      if (seen.has(slug)) return false;
      seen.add(slug);
      return true;
    });
  const suburbs: Suburb[] = places.map(({ l }) =>
    suburbSchema.parse({
      slug: suburbSlugFor(l.name),
      name: l.name,
      postcode: l.postcode,
      region,
      ...(l.council ? { council: l.council } : {}),
      ...(l.otherCouncils.length ? { otherCouncils: l.otherCouncils } : {}),
      geo: l.geo,
      ...l.networks,
      nearby: neighbours(
        l,
        places.map((p) => p.l),
      ),
    }),
  );
  const regions: Region[] = [
    regionSchema.parse({
      slug: region,
      name: areaName,
      description: `${base.name} and the suburbs and towns within about ${radiusKm} km of it: ${suburbs.length} localities, from ${suburbs
        .slice(1, 4)
        .map((s) => s.name)
        .join(', ')} close in to ${suburbs.at(-1)!.name} at the edge.`,
      menuSuburbs: suburbs.slice(0, MENU_SUBURBS).map((s) => s.slug),
    }),
  ];
  return { suburbs, regions };
}
