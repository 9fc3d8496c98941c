/**
 * Letters from other scripts that look like the ones slugs and keys are written with (a-z, 0-9,
 * "-"), after NFKC has already folded the compatibility forms (fullwidth "ａ", mathematical "𝐚",
 * ligatures). A slug pasted from a word processor or a chat message can carry them, and then it
 * looks right and matches nothing. From Unicode's confusables list (UTS #39), the entries whose
 * target is one of those characters, limited to the scripts people type: Cyrillic, Greek,
 * Armenian, and the dashes and the dotless i.
 */
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', с: 'c', ԁ: 'd', е: 'e', һ: 'h', і: 'i', ј: 'j', ӏ: 'l', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', ѵ: 'v', ԝ: 'w', х: 'x', у: 'y', ү: 'y',
  // Greek
  α: 'a', ι: 'i', ν: 'v', ο: 'o', ρ: 'p', υ: 'u', χ: 'x', γ: 'y',
  // Armenian
  ց: 'g', հ: 'h', ո: 'n', օ: 'o', զ: 'q', ս: 'u',
  // Latin letters without their dot, and dashes of every width
  ı: 'i', ȷ: 'j', '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-', '﹘': '-', '⁃': '-', '˗': '-',
};

/**
 * What a word looks like, for matching: compatibility forms folded (NFKC), accents dropped
 * ("brunswíck" looks like "brunswick"), lower case, look-alike letters replaced by the Latin ones.
 */
export function skeleton(word: string): string {
  const folded = word.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let out = '';
  for (const char of folded) out += LOOK_ALIKES[char] ?? char;
  return out;
}

/** The characters of `word` that stand in for plain ones, as `о (U+043E) in place of "o"`. */
export function lookAlikesIn(word: string): string[] {
  const found = new Set<string>();
  for (const char of word) {
    const plain = skeleton(char);
    if (char.charCodeAt(0) < 0x80 || plain === char.toLowerCase()) continue;
    found.add(`${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) in place of "${plain}"`);
  }
  return [...found];
}

/** The sentence every message uses to point them out. */
export function lookAlikeSentence(word: string): string | undefined {
  const found = lookAlikesIn(word);
  return found.length ? `Letters that are not plain a-z: ${found.join(', ')}.` : undefined;
}
