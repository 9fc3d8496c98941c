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

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A normaliser for one site's places: longest names first, so "Box Hill North" is not read as "Box Hill". */
export function sentenceNormaliser(places: PlaceNames): (sentence: string) => string {
  const names = [...new Set(places.names)].sort((a, b) => b.length - a.length).map(escape);
  const nameRe = names.length ? new RegExp(`\\b(?:${names.join('|')})\\b`, 'gi') : undefined;
  const codes = new Set(places.postcodes);
  return (sentence) => {
    let s = sentence.toLowerCase();
    if (nameRe) s = s.replace(nameRe, '{place}');
    s = s.replace(/\b\d{4}\b/g, (m) => (codes.has(m) ? '{postcode}' : m));
    return s.replace(/[^a-z0-9{}$%' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  };
}
