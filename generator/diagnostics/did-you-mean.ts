import { lookAlikeSentence, skeleton } from './look-alikes.ts';

/** Levenshtein distance, small and allocation-light: candidates lists are a few hundred long. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The closest candidate, if it is close enough to be a likely typo: within a third of the word's
 * length, or a candidate that contains the word (a shortened slug). Words are compared by how
 * they look (see skeleton): "swіtchboard" with a Cyrillic "і" is "switchboard" misspelt by nothing.
 */
export function didYouMean(input: string, candidateList: Iterable<string>): string | undefined {
  const candidates = [...candidateList];
  const word = skeleton(input);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, skeleton(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  if (bestDistance === 0) return best;
  // A shortened name ("emergency" for "emergency-suburb") is a likelier intent than a near-typo.
  if (word.length >= 4) {
    const extended = candidates.find((c) => skeleton(c).startsWith(word));
    if (extended !== undefined) return extended;
  }
  const limit = Math.max(2, Math.ceil(word.length / 3));
  return bestDistance <= limit ? best : undefined;
}

/** The hint sentence used everywhere, so every message reads the same. */
export function suggestion(input: string, candidates: Iterable<string>): string | undefined {
  const match = didYouMean(input, candidates);
  if (match === undefined) return undefined;
  return [lookAlikeSentence(input), `Did you mean "${match}"?`].filter(Boolean).join(' ');
}
