import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Victorian localities within 50 km of the CBD (postal names and postcodes, council by ABS
 * boundaries, straight-line km from the CBD). Used to check postcodes and to fill in a new
 * suburb's council and distance in `add suburb`. Source: ../../README.md, "Reference data".
 */
export interface Locality {
  name: string;
  postcode: string;
  council: string;
  kmFromCbd: number;
}

let cache: Locality[] | undefined;

export function localities(): Locality[] {
  if (cache) return cache;
  const text = readFileSync(fileURLToPath(new URL('./melbourne-localities.csv', import.meta.url)), 'utf8');
  cache = text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [name, postcode, council, km] = line.split(',');
      return { name: name!, postcode: postcode!, council: council!, kmFromCbd: Number(km) };
    });
  return cache;
}

/** Case- and punctuation-insensitive name key: "St Kilda" = "ST. KILDA" = "st-kilda". */
export function localityKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

export function findLocalities(name: string): Locality[] {
  const key = localityKey(name);
  return localities().filter((l) => localityKey(l.name) === key);
}
