import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/**
 * A copy of data/ with `scale - 1` made-up neighbours of every suburb ("Kew North", "Kew Vale"...),
 * each with its own slug and name and the real suburb's facts, its nearby suburbs being the same
 * variant of the real one's. The copies are near-duplicates by construction, so these builds skip
 * the duplicate check. Written without YAML anchors: the loader refuses aliases.
 */
export function syntheticData(scale: number, work = '.cache/bench'): string {
  const dir = join(work, `data-${scale}x`);
  rmSync(dir, { recursive: true, force: true });
  cpSync('data', dir, { recursive: true });
  if (scale === 1) return dir;
  const file = join(dir, 'suburbs.yaml');
  const { suburbs } = parse(readFileSync(file, 'utf8')) as { suburbs: { slug: string; name: string; nearby?: string[] }[] };
  const variants = syntheticNames(suburbs, scale - 1);
  const copies = suburbs.flatMap((suburb) =>
    variants.get(suburb.slug)!.map(({ slug, name }, i) => ({
      ...suburb,
      slug,
      name,
      nearby: (suburb.nearby ?? []).map((n) => variants.get(n)?.[i]?.slug ?? n),
    })),
  );
  writeFileSync(file, stringify({ suburbs: [...suburbs, ...copies] }, { lineWidth: 0, aliasDuplicateObjects: false }));
  return dir;
}

/** Words that make a plausible locality of a suburb's name, as Melbourne's "Box Hill North" or "Glen Iris". */
const PLACE_SUFFIXES = [
  'North',
  'South',
  'East',
  'West',
  'Heights',
  'Vale',
  'Rise',
  'Park',
  'Hill',
  'Downs',
  'Gardens',
  'Valley',
  'Upper',
  'Lower',
  'Central',
  'Junction',
  'Grove',
  'Ridge',
];

/**
 * Single suffixes first, then pairs ("Kew North Vale"): the eighteen alone stop at about 19 times
 * the sample's suburbs, and the largest scale is a hundred (about 14,700 localities).
 */
const SUFFIXES = [...PLACE_SUFFIXES, ...PLACE_SUFFIXES.flatMap((a) => PLACE_SUFFIXES.filter((b) => b !== a).map((b) => `${a} ${b}`))];

/**
 * Per suburb slug, `count` new [slug, name] pairs: its name with a suffix, skipping any name or
 * slug already taken (a real "Kew East" stays the only one), within the schema's 40 characters.
 */
function syntheticNames(suburbs: readonly { slug: string; name: string }[], count: number): Map<string, { slug: string; name: string }[]> {
  const taken = new Set(suburbs.flatMap((s) => [s.slug, s.name.toLowerCase()]));
  const variants = new Map<string, { slug: string; name: string }[]>();
  for (const suburb of suburbs) {
    const made: { slug: string; name: string }[] = [];
    for (const suffix of SUFFIXES) {
      if (made.length === count) break;
      const name = `${suburb.name} ${suffix}`;
      const slug = `${suburb.slug}-${suffix.toLowerCase().replace(' ', '-')}`;
      if (name.length > 40 || taken.has(slug) || taken.has(name.toLowerCase())) continue;
      taken.add(slug).add(name.toLowerCase());
      made.push({ slug, name });
    }
    if (made.length < count) throw new Error(`bench: not enough distinct names for ${suburb.name} at this scale`);
    variants.set(suburb.slug, made);
  }
  return variants;
}
