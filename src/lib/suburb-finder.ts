/**
 * "Do you come to me?": the answer for a suburb name or a postcode, from the finder data the
 * build writes (generator/content/suburb-finder.ts). Pure: the widget and the tests call it.
 */

/** One served suburb: [name, postcode, slug, index into `arrival`, has an emergency page (1/0), aliases]. */
export type FinderSuburb = [name: string, postcode: string, slug: string, arrival: number, emergency: 0 | 1, aliases: string[]];

/**
 * A locality of the place reference inside our area with no page of its own (a city-centre
 * locality beside the listed suburbs, say): [name, postcode, index into `arrival`, index into `regions`].
 */
export type FinderCovered = [name: string, postcode: string, arrival: number, region: number];

export interface FinderData {
  suburbs: FinderSuburb[];
  /** The arrival claims' wording (claims.yaml), each as it reads after "Arrival is ". */
  arrival: string[];
  /** Localities we serve that are not on our list of suburbs (see generator/content/suburb-finder.ts). */
  covered: FinderCovered[];
  /** The regions `covered` names: [slug, name]. */
  regions: [slug: string, name: string][];
  /** Real places we do not usually serve, near the area or beyond it: [name, postcode]. */
  outside: [name: string, postcode: string][];
}

export interface ServedPlace {
  name: string;
  postcode: string;
  slug: string;
  arrival: string;
  emergency: boolean;
}

/** A place inside our area without a page of its own: its region's section of the areas page says what is near. */
export interface CoveredPlace {
  name: string;
  postcode: string;
  arrival: string;
  region: { slug: string; name: string };
}

export type FinderAnswer =
  | { kind: 'served'; query: string; byPostcode: boolean; served: ServedPlace[]; covered: CoveredPlace[]; outside: { name: string; postcode: string }[] }
  /** `outside` is empty for a postcode we know is real but whose places we do not list (any 4-digit postcode is real). */
  | { kind: 'outside'; query: string; byPostcode: boolean; postcode?: string | undefined; outside: { name: string; postcode: string }[] }
  | { kind: 'unknown'; query: string }
  | { kind: 'empty' };

/** Every served suburb's name, in the order a list of suggestions reads. */
export function suburbNames(data: FinderData): string[] {
  return data.suburbs.map(([name]) => name).sort((a, b) => a.localeCompare(b, 'en'));
}

/** "St Kilda" = "st. kilda" = "Saint Kilda"; "Mt" = "Mount"; "VIC 3073" keeps its digits. */
export function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bmount\b/g, 'mt');
}

export function findPlace(data: FinderData, query: string): FinderAnswer {
  const text = query.trim();
  if (!text) return { kind: 'empty' };
  const postcode = /(?:^|\D)(\d{4})(?:\D|$)/.exec(text)?.[1];
  const key = placeKey(text.replace(/\b(vic|victoria)\b/gi, '').replace(/\b\d{4}\b/g, ''));
  const byPostcode = !key;
  // A name matches by name; with a postcode too ("Kew 3101"), the places of that postcode win
  // over others of the same name (a locality with two postcodes).
  const pick = <T>(list: T[], name: (t: T) => string[], code: (t: T) => string): T[] => {
    if (!key) return list.filter((t) => code(t) === postcode);
    const named = list.filter((t) => name(t).some((n) => placeKey(n) === key));
    const exact = postcode ? named.filter((t) => code(t) === postcode) : [];
    return exact.length > 0 ? exact : named;
  };
  const served = pick(
    data.suburbs,
    ([name, , , , , aliases]) => [name, ...aliases],
    ([, code]) => code,
  );
  const covered = pick(
    data.covered ?? [],
    ([name]) => [name],
    ([, code]) => code,
  );
  const outside = pick(
    data.outside,
    ([name]) => [name],
    ([, code]) => code,
  );
  const view = ([name, code, slug, arrival, emergency]: FinderSuburb): ServedPlace => ({
    name,
    postcode: code,
    slug,
    arrival: data.arrival[arrival] ?? '',
    emergency: emergency === 1,
  });
  const coveredView = ([name, code, arrival, region]: FinderCovered): CoveredPlace => {
    const [slug, regionName] = data.regions?.[region] ?? ['', ''];
    return { name, postcode: code, arrival: data.arrival[arrival] ?? '', region: { slug, name: regionName } };
  };
  const places = (list: [string, string][]) => list.map(([name, code]) => ({ name, postcode: code }));
  if (served.length + covered.length > 0) return { kind: 'served', query: text, byPostcode, served: served.map(view), covered: covered.map(coveredView), outside: places(outside) };
  if (outside.length > 0) return { kind: 'outside', query: text, byPostcode, outside: places(outside) };
  // Every locality within 50 km of the CBD is in the reference: a postcode it does not hold is
  // a real place farther away. Only a name nobody knows asks about its spelling.
  if (byPostcode && postcode) return { kind: 'outside', query: text, byPostcode, postcode, outside: [] };
  return { kind: 'unknown', query: text };
}

export { listOf } from './list-of.ts';
