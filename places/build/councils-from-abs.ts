/**
 * Writes places/councils-abs.csv, the council of every Victorian locality of places/victoria.csv
 * that the ABS places in one, from the ABS's population-weighted correspondence of gazetted
 * localities to Local Government Areas:
 *
 *   CG_LOC_2019_LGA_2019 - All.csv (ASGS 2016 correspondences, Australian Bureau of Statistics,
 *   CC BY 4.0; localities as at November 2019, LGAs 2019, weighted by 2016 Census population),
 *   as republished verbatim in github.com/wfmackey/absmapsdata, data-raw/asgs2016_2016gridcorrespondences/,
 *   commit 8ba6b1651ce7781735260f7fed062be094311a90 (2021-09-01).
 *
 *   npx tsx places/build/councils-from-abs.ts "<CG_LOC_2019_LGA_2019 - All.csv>"
 *
 * Each row of the source is one piece of a locality: the share of its residents (RATIO_FROM_TO)
 * living in one LGA, and BMOS_NULL_FLAG 1 where that piece has no residents at all. So a
 * locality's `council` is the LGA holding most of its residents, and `other_councils` the other
 * LGAs holding at least OTHER_SHARE of them (a piece with no residents, a park or a paddock over the
 * line, is no split of its houses). `share` is the main council's share, in per cent.
 *
 * Matching: by name (case and punctuation ignored), as places/victoria.csv spells it. GeoNames'
 * postal names that are no gazetted locality ("Altona East", "Ballarat", "Mt Baw Baw") match
 * nothing and get no council. A name that belongs to several localities (Ascot near Ballarat and
 * Ascot near Bendigo) is given the one whose councils are those of the uniquely named localities
 * sharing its postcode in victoria.csv; where that does not decide it, the locality gets no council. The
 * alpine resorts and the islands are in no council ("Unincorporated Vic"): no council.
 *
 * LGA names are written as pages say them: the ABS's "(C)", "(S)", "(RC)", "(B)" and "(Vic.)"
 * dropped; Moreland is Merri-bek since 2022 (Victorian Government Gazette S 416, 2022);
 * "Colac-Otway" is written "Colac Otway", as the shire writes itself.
 *
 * places/councils.csv (checked by hand, Melbourne's localities) is read before this file:
 * `generator/reference/localities.ts` takes a locality's council from there when it has one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [input] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!input) {
  console.error('usage: tsx places/build/councils-from-abs.ts "<CG_LOC_2019_LGA_2019 - All.csv>"');
  process.exit(1);
}

/** A council holding at least this share of a locality's residents is named among its other councils. */
const OTHER_SHARE = 0.01;

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const RENAMED: Record<string, string> = { Moreland: 'Merri-bek', 'Colac-Otway': 'Colac Otway' };

/** "Greater Geelong (C)" -> "Greater Geelong", "Kingston (C) (Vic.)" -> "Kingston"; undefined for no council. */
function councilName(lga: string): string | undefined {
  if (/^Unincorp/i.test(lga)) return undefined;
  const bare = lga
    .replace(/\s*\((?:C|S|RC|B|Vic\.)\)/g, '')
    .trim();
  return RENAMED[bare] ?? bare;
}

interface Piece {
  council: string | undefined;
  share: number;
  residents: boolean;
}
interface SourceLocality {
  pid: string;
  name: string;
  pieces: Piece[];
}

const byPid = new Map<string, SourceLocality>();
const lines = readFileSync(input, 'utf8').trim().split(/\r?\n/);
if (!lines[0]!.startsWith('LOCALITY_PID_NOV2019,LOCALITY_NAME_NOV2019,LGA_CODE_2019,LGA_NAME_2019,RATIO_FROM_TO'))
  throw new Error(`${input}: not the ABS CG_LOC_2019_LGA_2019 correspondence (header: ${lines[0]})`);
for (const line of lines.slice(1)) {
  // No field of the Victorian rows holds a comma or a quote.
  const [pid, name, , lga, ratio, , , bmosNull] = line.split(',');
  if (!pid?.startsWith('VIC') || !name || !lga) continue;
  const locality = byPid.get(pid) ?? { pid, name, pieces: [] };
  locality.pieces.push({ council: councilName(lga), share: Number(ratio), residents: bmosNull === '0' });
  byPid.set(pid, locality);
}
for (const l of byPid.values()) l.pieces.sort((a, b) => b.share - a.share);

const sourceByName = new Map<string, SourceLocality[]>();
for (const l of byPid.values()) sourceByName.set(key(l.name), [...(sourceByName.get(key(l.name)) ?? []), l]);

interface Place {
  name: string;
  postcode: string;
  lat: number;
  lng: number;
}
const places: Place[] = readFileSync(join(import.meta.dirname, '..', 'victoria.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [name, postcode, lat, lng] = line.split(',');
    return { name: name!, postcode: postcode!, lat: Number(lat), lng: Number(lng) };
  });

const mainCouncil = (l: SourceLocality) => l.pieces[0]?.council;
const unique = places.filter((p) => sourceByName.get(key(p.name))?.length === 1);

/**
 * Which of several same-named localities this place is: the one holding the councils of the uniquely
 * named localities that share its postcode. (Not by distance: GeoNames gives same-named places of
 * different postcodes one centre, Bellfield 3381 in the Grampians sitting on Bellfield 3081's.)
 */
function pick(place: Place, candidates: SourceLocality[]): SourceLocality | undefined {
  const voters = unique.filter((p) => p.postcode === place.postcode).map((p) => mainCouncil(sourceByName.get(key(p.name))![0]!));
  const scored = candidates
    .map((c) => ({ c, votes: voters.filter((v) => v && c.pieces.some((piece) => piece.council === v)).length }))
    .sort((a, b) => b.votes - a.votes);
  if (scored[0]!.votes === 0 || scored[0]!.votes === scored[1]?.votes) return undefined;
  return scored[0]!.c;
}

/** What the ABS says of a locality, "Darebin 61%, Yarra 39%" ("*" where a piece has no residents). */
const shares = (l: SourceLocality) => l.pieces.map((p) => `${p.council ?? 'no council'} ${(p.share * 100).toFixed(1)}%${p.residents ? '' : '*'}`).join(', ');
const written = new Map<string, { council: string; others: string[]; locality: SourceLocality }>();

const quote = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const out: string[] = [];
const undecided: string[] = [];
let unmatched = 0;
let unincorporated = 0;
let split = 0;
for (const place of places) {
  const candidates = sourceByName.get(key(place.name));
  if (!candidates) {
    unmatched++;
    continue;
  }
  const locality = candidates.length === 1 ? candidates[0]! : pick(place, candidates);
  if (!locality) {
    undecided.push(`${place.name} ${place.postcode}`);
    continue;
  }
  const [main, ...rest] = locality.pieces;
  if (!main?.council) {
    unincorporated++;
    continue;
  }
  const others = rest.filter((p) => p.council && p.residents && p.share >= OTHER_SHARE).map((p) => p.council!);
  if (others.length) split++;
  written.set(`${key(place.name)}|${place.postcode}`, { council: main.council, others, locality });
  out.push([quote(place.name), place.postcode, quote(main.council), quote(others.join(';')), (main.share * 100).toFixed(1)].join(','));
}

writeFileSync(join(import.meta.dirname, '..', 'councils-abs.csv'), ['name,postcode,council,other_councils,share', ...out].join('\n') + '\n');
console.log(
  `places/councils-abs.csv: ${out.length} of ${places.length} localities with a council (${split} split by a council boundary); ` +
    `${unmatched} postal names are no gazetted locality, ${unincorporated} are in no council, ${undecided.length} shared names undecided${undecided.length ? `: ${undecided.join(', ')}` : ''}`,
);

// The hand-checked list wins where it has a locality (localities.ts reads it first): say where the ABS reads it otherwise.
const disagree: string[] = [];
for (const line of readFileSync(join(import.meta.dirname, '..', 'councils.csv'), 'utf8').trim().split(/\r?\n/).slice(1)) {
  const [name, postcode, council, others = ''] = line.split(',');
  const abs = written.get(`${key(name!)}|${postcode}`);
  if (!abs) continue;
  const mine = others.split(';').filter(Boolean).sort().join(';');
  if (abs.council !== council || abs.others.slice().sort().join(';') !== mine)
    disagree.push(`  ${name} ${postcode}: councils.csv ${council}${mine ? ` (also ${mine})` : ''}; ABS ${shares(abs.locality)}`);
}
if (disagree.length) console.log(`places/councils.csv rows the ABS reads otherwise (${disagree.length}):\n${disagree.join('\n')}`);
