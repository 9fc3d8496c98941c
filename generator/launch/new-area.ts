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

/**
 * A locality's council, or where it has none (a postal name that is no gazetted locality, such as
 * Ballarat 3350), the councils of the other localities of its postcode.
 */
function councilsOf(l: Locality): string[] {
  if (l.council) return [l.council];
  return [...new Set(localities().flatMap((o) => (o.postcode === l.postcode && o.council ? [o.council] : [])))];
}

let away: Set<Locality> | undefined;

/**
 * The localities whose centre says nothing of where they are (224 of the 848 on a shared point): a
 * point they share (GeoNames' centre of their postcode) with a locality with which they have no
 * council in common. Painswick 3551
 * (Loddon) sits on a point of Greater Bendigo's, Bellfield 3381 (Northern Grampians) on the other
 * Bellfield 3081 (Banyule), and so Bellfield 3081 on 3381's. Localities of one council sharing a
 * point (Bulleen and Bulleen South, 3105) are not among them: the point is near them all. A
 * locality of no council on a shared point is, since nothing says where it is.
 */
function displaced(): Set<Locality> {
  if (away) return away;
  const byPoint = new Map<string, Locality[]>();
  for (const l of localities()) if (l.sharedCentre) byPoint.set(`${l.geo.lat},${l.geo.lng}`, [...(byPoint.get(`${l.geo.lat},${l.geo.lng}`) ?? []), l]);
  away = new Set();
  for (const group of byPoint.values())
    for (const l of group) {
      const mine = [l.council, ...l.otherCouncils];
      const apart = (other: Locality) => other !== l && other.council && ![other.council, ...other.otherCouncils].some((c) => mine.includes(c));
      if (!l.council || group.some(apart)) away.add(l);
    }
  return away;
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
 * housing and notes are the owner's to add, so pages claim nothing about them until then. A
 * locality whose centre is a point it shares with a locality of another council (GeoNames' centre of
 * its postcode, see `displaced`) is taken only in a council the area reaches anyway: the base's, or
 * that of a locality within the radius with a point of its own council's.
 */
export function areaAround(base: Locality, radiusKm: number, areaName: string): NewArea {
  const region = suburbSlugFor(areaName);
  const seen = new Set<string>();
  const within = localities()
    .map((l) => ({ l, km: l === base ? 0 : distanceKm(base.geo, l.geo) }))
    .filter(({ km }) => km <= radiusKm);
  // The councils the area reaches: the base's, and those of the localities within the radius whose centre is not another council's.
  const away = displaced();
  const reached = new Set([...councilsOf(base), ...within.filter(({ l }) => !away.has(l)).flatMap(({ l }) => [l.council!, ...l.otherCouncils])]);
  const places = within
    // A locality on another council's point only in a council the area reaches: not Painswick (Loddon) in a Bendigo area.
    .filter(({ l }) => l === base || !away.has(l) || councilsOf(l).some((c) => reached.has(c)))
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
