/**
 * Writes places/networks.csv, the networks the place reference knows for a locality, from the towns
 * each network's own published page names as supplied (places/build/network-towns.txt, transcribed
 * from the pages listed with their addresses and dates in places/network-sources.csv).
 *
 *   npx tsx places/build/networks-from-towns.ts
 *
 * A town is matched to the localities of places/victoria.csv of the same name (case and punctuation
 * ignored; every postcode of that name), or to the one locality of that postcode when the town is
 * written with it ("Bellfield 3081"). "(also <network>)" after a town records a network boundary
 * through it, the other network of that kind (networks.csv's `also`): "Preston 3072 (also
 * CitiPower)". A line may cite several sources, separated by ";". A town matching no locality, a
 * name two places in different councils share (unless its postcode is given), or a locality two
 * sources give different networks of the same kind, stops the build: those are decided by hand in
 * the towns file, never guessed. A locality no source names gets no network: pages then say
 * nothing of it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const places = join(import.meta.dirname, '..');
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const csvRows = (file: string) =>
  readFileSync(join(places, file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));

const KINDS = new Set(['water', 'gas', 'electricity']);
const sources = new Set(csvRows('network-sources.csv').map(([id]) => id!));
const localities = csvRows('victoria.csv').map(([name, postcode]) => ({ name: name!, postcode: postcode! }));
const councilOf = new Map(csvRows('councils-abs.csv').map(([name, postcode, council]) => [`${key(name!)}|${postcode}`, council!]));

const rows = new Map<string, { name: string; postcode: string; kind: string; network: string; also: string; sources: string[] }>();
const problems: string[] = [];
for (const line of readFileSync(join(import.meta.dirname, 'network-towns.txt'), 'utf8').split(/\r?\n/)) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [source = '', kind, network, towns] = line.split('|').map((f) => f.trim());
  const cited = source.split(';').map((s) => s.trim());
  for (const id of cited) if (!sources.has(id)) problems.push(`${id}: no such source in network-sources.csv`);
  if (!kind || !KINDS.has(kind)) problems.push(`${source}: kind "${kind}" is none of water, gas, electricity`);
  for (const town of (towns ?? '').split(';').map((t) => t.trim())) {
    // "Name", "Name 3081", "Name 3072 (also CitiPower)".
    const [, name = town, postcode, also = ''] = /^(.*?)(?:\s+(3\d{3}))?(?:\s*\(also ([^)]+)\))?$/.exec(town) ?? [];
    const matches = localities.filter((l) => key(l.name) === key(name) && (!postcode || l.postcode === postcode));
    if (matches.length === 0) problems.push(`${source}: "${town}" is no locality of victoria.csv`);
    const councils = new Set(matches.map((l) => councilOf.get(`${key(l.name)}|${l.postcode}`)).filter(Boolean));
    if (councils.size > 1) problems.push(`${source}: "${town}" is the name of places in ${[...councils].join(' and ')}; give which`);
    for (const l of matches) {
      const k = `${l.name}|${l.postcode}|${kind}`;
      const known = rows.get(k);
      if (known && (known.network !== network || (also && known.also && known.also !== also)))
        problems.push(`${l.name} ${l.postcode}: ${[known.network, known.also].filter(Boolean).join(' also ')} (${known.sources.join(', ')}) or ${[network, also].filter(Boolean).join(' also ')} (${source})?`);
      else if (known) {
        known.sources.push(...cited.filter((id) => !known.sources.includes(id)));
        known.also ||= also;
      } else rows.set(k, { name: l.name, postcode: l.postcode, kind: kind!, network: network!, also, sources: [...cited] });
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const quote = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const out = [...rows.values()]
  .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.postcode.localeCompare(b.postcode) || a.kind.localeCompare(b.kind))
  .map((r) => [quote(r.name), r.postcode, r.kind, quote(r.network), quote(r.also), r.sources.join(';')].join(','));
writeFileSync(join(places, 'networks.csv'), ['name,postcode,kind,network,also,source', ...out].join('\n') + '\n');
console.log(`places/networks.csv: ${out.length} locality networks from ${sources.size} sources`);
