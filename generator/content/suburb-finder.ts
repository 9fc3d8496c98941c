import { localities, localityKey, type Locality } from '../reference/localities.ts';
import { placesBeyond } from '../reference/places-beyond.ts';
import type { Site } from '../schema/site.ts';
import type { FinderCovered, FinderData, FinderSuburb } from '../../src/lib/suburb-finder.ts';
import { paths } from '../../src/routing/paths.ts';
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
 * place reference inside our area that have no page of their own (`coveredLocalities`); and
 * every other real place, near (places/localities.csv) or beyond it (places/beyond.csv), so a
 * postcode shared with one of them, or a place outside our area, gets an honest answer. Written
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
  for (const locality of localities()) {
    if (served.has(localityKey(locality.name))) continue;
    const cover = coverOf(locality, site.suburbs);
    if (!cover) outside.push([locality.name, locality.postcode]);
    else {
      // The claim every listed suburb of the council shares; where they differ, the one for the farthest.
      const claims = [...new Set(cover.councilSuburbs.map((s) => index.suburbView(s).arrival.text))];
      const far = index.suburbView(cover.councilSuburbs.reduce((a, b) => (b.kmFromCbd > a.kmFromCbd ? b : a))).arrival.text;
      covered.push([locality.name, locality.postcode, arrivalAt(claims.length === 1 ? claims[0]! : far), regionAt(cover.region)]);
    }
  }
  const known = new Set(localities().map((l) => localityKey(l.name)));
  for (const place of placesBeyond()) if (!known.has(localityKey(place.name)) && !served.has(localityKey(place.name))) outside.push([place.name, place.postcode]);
  const byName = (a: [string, ...unknown[]], b: [string, ...unknown[]]) => a[0].localeCompare(b[0], 'en');
  return { suburbs, arrival, covered: covered.sort(byName), regions, outside: outside.sort(byName) };
}

/** The reference measures to a locality's centre: half a kilometre of give at a region's edge ("about 4.5 km"). */
const EDGE_KM = 0.5;

/**
 * Whether a locality not on our list of suburbs is inside our area, and in which region. A
 * business's regions are council areas out to a distance (data/regions.yaml describes each), and
 * the suburbs listed in a region say which councils and how far out. A locality in a council
 * where a region lists suburbs, and no farther from the CBD than that region's farthest listed
 * suburb, is inside it, though it has no page of its own. One beyond every such region, or in a
 * council where the business lists nothing, is outside. The arrival claim is the one the region's listed suburbs of that council
 * share, or where they differ the one for the farthest of them.
 */
export function coverOf(locality: Locality, suburbs: Site['suburbs']): { region: string; councilSuburbs: Site['suburbs'] } | undefined {
  const regions = [...new Set(suburbs.filter((s) => s.council === locality.council).map((s) => s.region))];
  for (const region of regions) {
    const listed = suburbs.filter((s) => s.region === region);
    if (locality.kmFromCbd > Math.max(...listed.map((s) => s.kmFromCbd)) + EDGE_KM) continue;
    return { region, councilSuburbs: listed.filter((s) => s.council === locality.council) };
  }
  return undefined;
}
