/**
 * Sentences of a page's main text, normalised so that a template filled in with another suburb
 * reads as the same sentence: suburb names and postcodes become placeholders, case and spacing
 * are ignored. This is what "a sentence of its own" is measured on.
 */

/** Splits prose into sentences at ., ? and ! followed by a space and a capital or digit. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+(?=["'‘“(]?[A-Z0-9$])/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]{2}/i.test(s));
}

export interface PlaceNames {
  /** Every suburb name on the site, as written ("St Kilda"). */
  names: readonly string[];
  /** Every postcode on the site. */
  postcodes: readonly string[];
}

/** A normaliser for one site's places: longest names first, so "Box Hill North" is not read as "Box Hill". */
export function sentenceNormaliser(places: PlaceNames): (sentence: string) => string {
  // First word of a place name -> the names that start with it, as word lists, longest first.
  const byFirst = new Map<string, string[][]>();
  for (const name of new Set(places.names)) {
    const words = name
      .toLowerCase()
      .split(/[^a-z0-9']+/)
      .filter(Boolean);
    if (words.length === 0) continue;
    const list = byFirst.get(words[0]!) ?? byFirst.set(words[0]!, []).get(words[0]!)!;
    list.push(words);
    list.sort((a, b) => b.length - a.length);
  }
  const codes = new Set(places.postcodes);
  // Local pages repeat the same sentences many times over.
  const cache = new Map<string, string>();
  return (sentence) => {
    const known = cache.get(sentence);
    if (known !== undefined) return known;
    const words = sentence
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .split(/[^a-z0-9'$%]+/)
      .filter(Boolean);
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      const w = words[i]!;
      // Most words start no place name: the possessive is tried only on a word that has one.
      const name = (byFirst.get(w) ?? (w.endsWith("'s") ? byFirst.get(w.slice(0, -2)) : undefined))?.find((n) =>
        n.every((part, k) => words[i + k] === part || (k === n.length - 1 && words[i + k] === `${part}'s`)),
      );
      if (name) {
        out.push('{place}');
        i += name.length;
        continue;
      }
      out.push(w.length === 4 && codes.has(w) && /^\d{4}$/.test(w) ? '{postcode}' : w);
      i++;
    }
    const normal = out.join(' ');
    cache.set(sentence, normal);
    return normal;
  };
}
