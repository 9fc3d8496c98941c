import { localities, localityKey } from '../reference/localities.ts';
import type { Site } from '../schema/site.ts';
import type { FinderData, FinderSuburb } from '../../src/lib/suburb-finder.ts';
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
 * claims.yaml through the site index), whether it has an emergency page; and the localities of
 * the reference list we do not serve, so a postcode shared with one of them, or a place just
 * beyond our area, gets an honest answer. Written by the build as one small JSON file that the
 * checker fetches only when someone uses it.
 */
export function suburbFinderData(site: Site, index: SiteIndex): FinderData {
  const arrival: string[] = [];
  const suburbs = [...site.suburbs]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((suburb): FinderSuburb => {
      const view = index.suburbView(suburb);
      const at = arrival.indexOf(view.arrival.text);
      const emergency = index.routes.hasPage(paths.emergencySuburb(suburb.slug)) ? 1 : 0;
      return [suburb.name, suburb.postcode, suburb.slug, at >= 0 ? at : arrival.push(view.arrival.text) - 1, emergency, suburbAliases(suburb.name)];
    });
  const served = new Set(site.suburbs.map((s) => localityKey(s.name)));
  const outside = localities()
    .filter((l) => !served.has(localityKey(l.name)))
    .map((l): [string, string] => [l.name, l.postcode])
    .sort((a, b) => a[0].localeCompare(b[0], 'en'));
  return { suburbs, arrival, outside };
}
