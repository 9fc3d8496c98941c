/**
 * Checks for sentences no native speaker would write, the kind a template makes when it lower-cases
 * a title or drops a plural into a singular frame. Used by tests over every generated sentence.
 */

/** Acronyms as they must be written. A lower-cased one ("ev charger", "cctv") is a template's mistake. */
export const ACRONYMS = ['CCTV', 'LED', 'RCD', 'RCDs', 'RCBO', 'RCBOs', 'TV', 'EV', 'COES', 'AFDD', 'AFDDs', 'PVC', 'LPG', 'USB', 'NBN', 'VBA', 'ESV'] as const;
const LOWER = new RegExp(`\\b(?:${ACRONYMS.map((a) => a.toLowerCase()).join('|')})\\b`);

export function copyProblems(text: string): string[] {
  const problems: string[] = [];
  const lower = LOWER.exec(text);
  if (lower) problems.push(`lower-cased acronym "${lower[0]}"`);
  // "What is blocked drains?": a bare plural after "What is" (no article, ends in a plural noun).
  const what = /\bWhat is (?!a |an |the |my |your |our |this |that |it )([^?.]*?\b[a-z]+[^s'’]s)\?/i.exec(text);
  if (what) problems.push(`bare plural after "What is": "${what[0]}"`);
  // "FRANKSTON, FRANKSTON" or "Frankston, Frankston": a place written twice in a row.
  const twice = /\b([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)*), \1\b/i.exec(text);
  if (twice) problems.push(`"${twice[0]}" repeats itself`);
  return problems;
}
