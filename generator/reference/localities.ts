import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../load/package-root.ts';
import type { LatLng } from '../../src/lib/geo.ts';

/**
 * A Victorian locality of the place reference: its postal name and postcode and its centre, from
 * `places/victoria.csv` (every Victorian delivery locality, GeoNames, CC BY 4.0), and its council:
 * from `places/councils.csv` where it was checked by hand (the metropolitan localities), otherwise from
 * `places/councils-abs.csv` (the ABS's population-weighted correspondence of localities to councils,
 * CC BY 4.0; places/build/councils-from-abs.ts). A locality's council is the one most of its
 * residents live in, not the one holding most of its land: Doreen's estates are in Whittlesea
 * although most of its area is Nillumbik farmland. Where a boundary splits a locality's houses,
 * `otherCouncils` names the councils the rest of them are in. See places/README.md.
 */
export interface Locality {
  name: string;
  postcode: string;
  geo: LatLng;
  /** Absent where no source places the locality in a council (a postal name that is no gazetted locality, an alpine resort): a page then says nothing of the council. */
  council?: string;
  otherCouncils: string[];
  /**
   * The networks a published source names the locality as supplied by (`places/networks.csv`), as a
   * suburb's `distributor`, `water` and `gas` take them. Absent where no source names it: a page
   * then says nothing of that network.
   */
  networks: LocalityNetworks;
  /**
   * The centre is one another locality has too: GeoNames places many localities at their
   * postcode's centre (Painswick 3551 on the point of a Bendigo postcode, Bellfield 3381 in the
   * Grampians on the Bellfield 3081 in Banyule), so the distance to it says little about where the
   * locality is. `init --radius` takes such a locality only in a council its area already reaches.
   */
  sharedCentre: boolean;
}

/** A locality's networks, in the shape of suburbs.yaml's fields. */
export interface LocalityNetworks {
  distributor?: string;
  distributorAlso?: string;
  water?: { name: string; also?: string };
  gas?: { name: string; also?: string };
}

function rows(file: string): string[][] {
  return readFileSync(join(packageRoot(), 'places', file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
}

let cache: Locality[] | undefined;

/** A file of councils by locality: `name,postcode,council,other_councils[,share]`. */
function councilRows(file: string): Map<string, { council: string; otherCouncils: string[] }> {
  return new Map(
    rows(file).map(([name, postcode, council, others = '']) => [`${localityKey(name!)}|${postcode}`, { council: council!, otherCouncils: others.split(';').filter(Boolean) }]),
  );
}

/** `places/networks.csv`: `name,postcode,kind,network,also,source`, one row per locality and kind. */
function networkRows(): Map<string, LocalityNetworks> {
  const byLocality = new Map<string, LocalityNetworks>();
  for (const [name, postcode, kind, network, also] of rows('networks.csv')) {
    const k = `${localityKey(name!)}|${postcode}`;
    const networks = byLocality.get(k) ?? {};
    if (kind === 'electricity') Object.assign(networks, { distributor: network, ...(also ? { distributorAlso: also } : {}) });
    else if (kind === 'water' || kind === 'gas') networks[kind] = { name: network!, ...(also ? { also } : {}) };
    byLocality.set(k, networks);
  }
  return byLocality;
}

/** Every Victorian locality, by name then postcode. */
export function localities(): Locality[] {
  if (cache) return cache;
  // Checked by hand first (the metropolitan localities), then the ABS's correspondence for the rest of Victoria.
  const checked = councilRows('councils.csv');
  const abs = councilRows('councils-abs.csv');
  const networks = networkRows();
  const places = rows('victoria.csv');
  const atPoint = new Map<string, number>();
  for (const [, , lat, lng] of places) atPoint.set(`${Number(lat)},${Number(lng)}`, (atPoint.get(`${Number(lat)},${Number(lng)}`) ?? 0) + 1);
  cache = places.map(([name, postcode, lat, lng]) => {
    const k = `${localityKey(name!)}|${postcode}`;
    const found = checked.get(k) ?? abs.get(k);
    return {
      name: name!,
      postcode: postcode!,
      geo: { lat: Number(lat), lng: Number(lng) },
      ...(found?.council ? { council: found.council } : {}),
      otherCouncils: found?.otherCouncils ?? [],
      networks: networks.get(k) ?? {},
      sharedCentre: atPoint.get(`${Number(lat)},${Number(lng)}`)! > 1,
    };
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
