import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../load/package-root.ts';

/**
 * Victorian cities and towns beyond the 50 km of `places/localities.csv` that people type into
 * the suburb checker ("Geelong", "3220"): each one is a real place, outside the area of a
 * business based within that radius, so the checker says so with the phone number instead of asking about
 * the spelling. Name and postcode (Australia Post's), nothing else.
 */
export interface PlaceBeyond {
  name: string;
  postcode: string;
}

let cache: PlaceBeyond[] | undefined;

export function placesBeyond(): PlaceBeyond[] {
  cache ??= readFileSync(join(packageRoot(), 'places', 'beyond.csv'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [name, postcode] = line.split(',');
      return { name: name!, postcode: postcode! };
    });
  return cache;
}
