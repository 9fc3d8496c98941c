import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../load/package-root.ts';

/**
 * Victorian localities within 50 km of the CBD (postal names and postcodes, councils, straight-line
 * km from the CBD). Used to check postcodes and to fill in a new suburb's council and distance in
 * `add suburb`. A locality's council is the one most of its residents live in, not the one
 * holding most of its land: Doreen's estates are in Whittlesea although most of its area is
 * Nillumbik farmland. Where a boundary splits a locality's houses, `otherCouncils` names the
 * councils the rest of them are in. See docs/data-model.md, "Councils".
 */
export interface Locality {
  name: string;
  postcode: string;
  council: string;
  kmFromCbd: number;
  otherCouncils: string[];
}

let cache: Locality[] | undefined;

export function localities(): Locality[] {
  if (cache) return cache;
  const text = readFileSync(join(packageRoot(), 'places', 'localities.csv'), 'utf8');
  cache = text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [name, postcode, council, km, others = ''] = line.split(',');
      return { name: name!, postcode: postcode!, council: council!, kmFromCbd: Number(km), otherCouncils: others.split(';').filter(Boolean) };
    });
  return cache;
}

/** Case- and punctuation-insensitive name key: "St Kilda" = "ST. KILDA" = "st-kilda". */
export function localityKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

let byKey: Map<string, Locality[]> | undefined;

/** Every locality of that name (several postcodes can share one), in the list's order. */
export function findLocalities(name: string): Locality[] {
  // Keyed once: validate looks up every suburb, and keying the whole list per lookup was a tenth of its time.
  if (!byKey) {
    byKey = new Map();
    for (const locality of localities()) {
      const key = localityKey(locality.name);
      byKey.set(key, [...(byKey.get(key) ?? []), locality]);
    }
  }
  return byKey.get(localityKey(name)) ?? [];
}
