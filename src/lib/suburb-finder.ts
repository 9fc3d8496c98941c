/**
 * "Do you come to me?": the answer for a suburb name or a postcode, from the finder data the
 * build writes (generator/content/suburb-finder.ts). Pure: the widget and the tests call it.
 */

/** One served suburb: [name, postcode, slug, index into `arrival`, has an emergency page (1/0), aliases]. */
export type FinderSuburb = [name: string, postcode: string, slug: string, arrival: number, emergency: 0 | 1, aliases: string[]];

export interface FinderData {
  suburbs: FinderSuburb[];
  /** The arrival claims' wording (claims.yaml), each as it reads after "Arrival is ". */
  arrival: string[];
  /** Localities near the area that the business does not usually serve: [name, postcode]. */
  outside: [name: string, postcode: string][];
}

export interface ServedPlace {
  name: string;
  postcode: string;
  slug: string;
  arrival: string;
  emergency: boolean;
}

export type FinderAnswer =
  | { kind: 'served'; query: string; byPostcode: boolean; served: ServedPlace[]; outside: { name: string; postcode: string }[] }
  | { kind: 'outside'; query: string; byPostcode: boolean; outside: { name: string; postcode: string }[] }
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
  const postcode = /\b(3\d{3})\b/.exec(text)?.[1];
  const key = placeKey(text.replace(/\b(vic|victoria)\b/gi, '').replace(/\b\d{4}\b/g, ''));
  const served = data.suburbs.filter(([name, code, , , , aliases]) => (key ? placeKey(name) === key || aliases.some((a) => placeKey(a) === key) : code === postcode));
  const outside = data.outside.filter(([name, code]) => (key ? placeKey(name) === key : code === postcode));
  const byPostcode = !key;
  const view = ([name, code, slug, arrival, emergency]: FinderSuburb): ServedPlace => ({
    name,
    postcode: code,
    slug,
    arrival: data.arrival[arrival] ?? '',
    emergency: emergency === 1,
  });
  const places = (list: [string, string][]) => list.map(([name, code]) => ({ name, postcode: code }));
  if (served.length > 0) return { kind: 'served', query: text, byPostcode, served: served.map(view), outside: places(outside) };
  if (outside.length > 0) return { kind: 'outside', query: text, byPostcode, outside: places(outside) };
  return { kind: 'unknown', query: text };
}

/** "A", "A and B", "A, B and C". */
export function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
