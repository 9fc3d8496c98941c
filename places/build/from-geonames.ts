/**
 * Writes places/victoria.csv, the Victorian place reference, from GeoNames' Australian postal
 * codes (CC BY 4.0, https://download.geonames.org/export/zip/AU.zip; the CSV conversion of the
 * same file at github.com/zauberware/postal-codes-json-xml-csv, data/AU.zip, reads the same).
 *
 *   npx tsx places/build/from-geonames.ts <AU.txt or zipcodes.au.csv> [--date YYYY-MM-DD]
 *
 * Kept: every Victorian delivery locality (postcodes 3000-3999; 8xxx are post-office boxes and
 * large-volume receivers, not places a van drives to), with its coordinates. Left out: postal
 * facilities named like places ("Geelong Mc", "Bendigo Dc", "Booran Road Po", "Chadstone Centre",
 * "Deakin University"), which would make pages such as "Plumber in Geelong Mc"; and GeoNames'
 * council ("admin name2"), which it assigns per postcode, so whole postcodes carry a council they
 * are not in (3691's Bellbridge and Dederang under Albury, NSW). The councils in the reference
 * come only from places/councils.csv, which is checked by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [input] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!input) {
  console.error('usage: tsx places/build/from-geonames.ts <AU.txt or zipcodes.au.csv>');
  process.exit(1);
}

/** Mail, delivery and business centres, post offices, shopping centres, campuses, hospitals, depots. */
const FACILITY = /(?: Mc| Dc| Bc| Po| Lpo| Delivery| Centre| University| Hospital| Depot)$/;

/**
 * Old postal names GeoNames lists beside the locality's own name for the same postcode: the
 * gazetted names are North Geelong and South Morang (the suburb checker still finds the compass
 * word on either side).
 */
const SUPERSEDED = new Set(['Geelong North|3215', 'Morang South|3752']);

interface Row {
  name: string;
  postcode: string;
  lat: number;
  lng: number;
}

function parse(text: string): Row[] {
  const lines = text.trim().split(/\r?\n/);
  const csv = lines[0]!.startsWith('country_code,');
  const rows: Row[] = [];
  for (const line of csv ? lines.slice(1) : lines) {
    const f = csv ? line.split(',') : line.split('\t');
    // GeoNames: country, postcode, place, admin1 name, admin1 code, admin2 name, admin2 code, admin3 name, admin3 code, lat, lng, accuracy.
    // The CSV conversion: country, postcode, place, state, state code, province, province code, community, community code, lat, lng.
    const [, postcode, name, , state] = f;
    const lat = Number(f[9]);
    const lng = Number(f[10]);
    if (state !== 'VIC' || !postcode || !name) continue;
    if (!/^3\d{3}$/.test(postcode)) continue;
    if (FACILITY.test(name.trim()) || SUPERSEDED.has(`${name.trim()}|${postcode}`)) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0) continue;
    rows.push({ name: name.trim(), postcode, lat, lng });
  }
  return rows;
}

const seen = new Set<string>();
const rows = parse(readFileSync(input, 'utf8'))
  .filter((r) => {
    const key = `${r.name.toLowerCase()}|${r.postcode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.postcode.localeCompare(b.postcode));

const quote = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const out = ['name,postcode,lat,lng', ...rows.map((r) => [quote(r.name), r.postcode, r.lat.toFixed(4), r.lng.toFixed(4)].join(','))].join('\n') + '\n';
writeFileSync(join(import.meta.dirname, '..', 'victoria.csv'), out);
console.log(`places/victoria.csv: ${rows.length} Victorian localities`);
