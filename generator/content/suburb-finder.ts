import { localities, localityKey, type Locality } from '../reference/localities.ts';
import type { Site } from '../schema/site.ts';
import type { FinderCovered, FinderData, FinderSuburb } from '../../src/lib/suburb-finder.ts';
import { paths } from '../../src/routing/paths.ts';
import { distanceKm, type LatLng } from '../../src/lib/geo.ts';
import type { SiteIndex } from './site-index.ts';

const COMPASS = /^(North|South|East|West) (.+)$|^(.+) (North|South|East|West)$/;

/**
 * Other names people type for a suburb: the compass word on the other side ("North Fitzroy"
 * for Fitzroy North, "Footscray West" for West Footscray). "Saint" and "Mount" need no alias:
 * the lookup reads them as "St" and "Mt".
 */
export function suburbAliases(name: string): string[] {
  const m = COMPASS.exec(name);
  if (!m) return [];
  return [m[1] ? `${m[2]} ${m[1]}` : `${m[4]} ${m[3]}`];
}

/**
 * What the "Do you come to me?" checker needs, and no more: every served suburb with its
 * postcode, the arrival claim that applies there (by index into the claims' wording, from
 * claims.yaml through the site index), whether it has an emergency page; the localities of the
 * place reference (places/victoria.csv) inside our area that have no page of their own
 * (`covered`); and every other locality within LISTED_KM of the base, so a postcode shared
 * with one of them, or a place outside our area, gets an honest answer. Written
 * by the build as one small JSON file that the checker fetches only when someone uses it.
 */
export function suburbFinderData(site: Site, index: SiteIndex): FinderData {
  const arrival: string[] = [];
  const arrivalAt = (text: string) => {
    const at = arrival.indexOf(text);
    return at >= 0 ? at : arrival.push(text) - 1;
  };
  const suburbs = [...site.suburbs]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((suburb): FinderSuburb => {
      const view = index.suburbView(suburb);
      const emergency = index.routes.hasPage(paths.emergencySuburb(suburb.slug)) ? 1 : 0;
      return [suburb.name, suburb.postcode, suburb.slug, arrivalAt(view.arrival.text), emergency, suburbAliases(suburb.name)];
    });
  const regions: [string, string][] = [];
  const regionAt = (slug: string) => {
    const at = regions.findIndex(([s]) => s === slug);
    return at >= 0 ? at : regions.push([slug, site.regions.find((r) => r.slug === slug)?.name ?? slug]) - 1;
  };
  const served = new Set(site.suburbs.map((s) => localityKey(s.name)));
  const covered: FinderCovered[] = [];
  const outside: [string, string][] = [];
  const base = site.business!.geo;
  for (const locality of localities()) {
    if (served.has(localityKey(locality.name))) continue;
    if (distanceKm(base, locality.geo) > LISTED_KM) continue;
    const cover = coverOf(locality, site.suburbs, base);
    if (!cover) outside.push([locality.name, locality.postcode]);
    else {
      // The claim every listed suburb around it shares; where they differ, the one for the farthest.
      const claims = [...new Set(cover.nearSuburbs.map((s) => index.suburbView(s).arrival.text))];
      const far = index.suburbView(cover.nearSuburbs.reduce((a, b) => (fromBase(b, base) > fromBase(a, base) ? b : a))).arrival.text;
      covered.push([locality.name, locality.postcode, arrivalAt(claims.length === 1 ? claims[0]! : far), regionAt(cover.region)]);
    }
  }
  const byName = (a: [string, ...unknown[]], b: [string, ...unknown[]]) => a[0].localeCompare(b[0], 'en');
  return { suburbs, arrival, covered: covered.sort(byName), regions, outside: outside.sort(byName) };
}

/**
 * How far from the base the checker knows places by name. Every Victorian locality would be 77 KB
 * of names; within 100 km it is about a third of that. A place farther away typed by name gets the
 * checker's "we don't know that name" answer, which also gives the phone number; typed by postcode
 * it is outside the area, as any postcode we do not list is.
 */
const LISTED_KM = 100;

/** The reference measures to a locality's centre: half a kilometre of give at the area's edge ("about 4.5 km"). */
const EDGE_KM = 0.5;

/** How far a locality's centre is from the base; a suburb without coordinates counts as at the base. */
function fromBase(place: { geo?: LatLng | undefined }, base: LatLng): number {
  return place.geo ? distanceKm(base, place.geo) : 0;
}

/**
 * Whether a locality not on our list of suburbs is inside our area, and in which region. A
 * business's area is its listed suburbs, and the place between them: a locality is inside when
 * it is no farther from the base than the farthest listed suburb, and among its nearest listed
 * suburbs (within NEAR_KM) there is at least one; it belongs to the region of the nearest. Where
 * the reference knows its council, the nearest listed suburbs of the same council decide, so a
 * locality across a council line is not claimed for a region that lists nothing there. The
 * arrival claim is the one those suburbs share, or where they differ the one for the farthest of them.
 */
export function coverOf(locality: Locality, suburbs: Site['suburbs'], base: LatLng): { region: string; nearSuburbs: Site['suburbs'] } | undefined {
  const placed = suburbs.filter((s) => s.geo);
  if (placed.length === 0) return undefined;
  const farthest = Math.max(...placed.map((s) => fromBase(s, base)));
  if (fromBase(locality, base) > farthest + EDGE_KM) return undefined;
  const sameCouncil = locality.council ? placed.filter((s) => s.council === locality.council) : placed;
  const near = sameCouncil
    .map((s) => ({ s, km: distanceKm(locality.geo, s.geo!) }))
    .filter((n) => n.km <= NEAR_KM)
    .sort((a, b) => a.km - b.km);
  if (near.length === 0) return undefined;
  return { region: near[0]!.s.region, nearSuburbs: near.slice(0, 3).map((n) => n.s) };
}

/** A locality with no listed suburb this close is a gap in the area, not part of it. */
const NEAR_KM = 6;
