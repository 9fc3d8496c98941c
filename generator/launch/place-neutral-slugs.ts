import { readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sample's addresses that carry its city ("/oven-stove-repairs-<city>",
 * "/blog/what-to-do-during-a-power-outage-in-<city>") are the sample's old site's, kept for its
 * links. A business elsewhere gets them without the city: each address word that holds `place`
 * (as a whole hyphenated word, with an "in" before it) is mapped to the word without it, unless
 * that word is already taken (other than by the page whose path it is, `ownerOf`) or nothing would be left.
 */
export function placeNeutralSlugs(words: Iterable<string>, place: string, taken: ReadonlySet<string>, ownerOf: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  const pattern = new RegExp(`(?:^|-)(?:in-)?${place}(?=-|$)`, 'g');
  const renamed = new Map<string, string>();
  const used = new Set(taken);
  for (const word of new Set(words)) {
    if (!pattern.test(word)) continue;
    pattern.lastIndex = 0;
    const neutral = word.replace(pattern, '').replace(/^-+|-+$/g, '');
    pattern.lastIndex = 0;
    // A fixed path's word may become its own page's slug ("/rcd-testing-<city>" of rcd-testing).
    if (!neutral || (used.has(neutral) && ownerOf.get(word) !== neutral)) continue;
    used.add(neutral);
    renamed.set(word, neutral);
  }
  return renamed;
}

/** Every address word (a slug, or a path's segments) the text of a data file holds. */
export function addressWords(text: string): string[] {
  const words: string[] = [];
  for (const m of text.matchAll(/^(?:slug|path):\s*["']?([^"'\s#]+)/gm)) words.push(...m[1]!.split('/').filter(Boolean));
  return words;
}

/**
 * Renames in place: every whole-word use of an old address word in the written data files (slugs,
 * paths, links, related lists), and the files named by one.
 */
export function renameAddresses(dir: string, files: string[], renamed: ReadonlyMap<string, string>): string[] {
  if (renamed.size === 0) return files;
  const alternatives = [...renamed.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/[-]/g, '\\-'));
  const pattern = new RegExp(`(?<![a-z0-9-])(${alternatives.join('|')})(?![a-z0-9-])`, 'g');
  return files.map((file) => {
    const path = join(dir, file);
    if (!/\.(ya?ml|md)$/.test(file) || !existsSync(path)) return file;
    const text = readFileSync(path, 'utf8');
    const next = text.replace(pattern, (word) => renamed.get(word)!);
    if (next !== text) writeFileSync(path, next);
    const name = file.replace(/^.*\//, '').replace(/\.(ya?ml|md)$/, '');
    const to = renamed.get(name);
    if (!to) return file;
    const moved = file.replace(new RegExp(`${name}(\\.(ya?ml|md))$`), `${to}$1`);
    renameSync(path, join(dir, moved));
    return moved;
  });
}
