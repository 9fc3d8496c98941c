/**
 * The shapes a template makes and a person never writes: an acronym lower-cased because a title
 * was ("ev charger installations", "book test and tag for cctv"), and "What is" before a bare
 * plural or a service's lower-cased title ("What is switchboard upgrades?", "What is safety switch
 * keeps tripping fix?"). Pure: the rule (rules/headings-are-written.ts) and the built-page test
 * both ask it.
 */

/** Acronyms as they must be written. Lower-cased, each is a template's mistake. */
export const ACRONYMS = [
  'AC',
  'AFDD',
  'AFDDs',
  'BPC',
  'CBD',
  'CCTV',
  'COES',
  'ESV',
  'EV',
  'EVs',
  'GPO',
  'GPOs',
  'HVAC',
  'LPG',
  'NBN',
  'PVC',
  'RCBO',
  'RCBOs',
  'RCD',
  'RCDs',
  'TV',
  'TVs',
  'USB',
  'VBA',
] as const;

/**
 * "led" is also the past of "lead", so it counts as the acronym only before what an LED is
 * ("led downlights", "led strip").
 */
const LED_AS_ACRONYM = /\bleds?(?= (?:down ?lights?|lights?|lighting|strips?|panels?|globes?|lamps?|drivers?|bulbs?|battens?|fittings?)\b)/;
const LOWER_ACRONYM = new RegExp(`(?<![\\w/.@-])(?:${ACRONYMS.map((a) => a.toLowerCase()).join('|')})(?![\\w/.@-])`);

/** "What is" followed by something that is no single thing: a bare plural, no article. */
const WHAT_IS_PLURAL = /\bWhat is (?!a |an |the |my |your |our |this |that |it |there )([^?.]*?\b[a-z]+[^s'’\s]s)\?/i;

export interface ShapeProblem {
  message: string;
  suggestion: string;
}

/** Text without what is not prose: web addresses, e-mail addresses, site paths, file names. */
function proseOf(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/(?<!\w)\/[\w./{}:-]*/g, ' ')
    .replace(/\b[\w-]+\.(?:png|jpe?g|webp|avif|svg|ya?ml|md)\b/g, ' ');
}

/**
 * The problems in one piece of text. `titles` are the titles a template could have lower-cased
 * (services', landing pages'): "What is {title}?" is refused whatever its grammar.
 */
export function headingShapeProblems(text: string, titles: readonly string[] = []): ShapeProblem[] {
  // A slug, path or file name is one token: not prose anyone reads as a sentence.
  if (!/\s/.test(text.trim())) return [];
  const prose = proseOf(text);
  const problems: ShapeProblem[] = [];
  const lower = LOWER_ACRONYM.exec(prose) ?? LED_AS_ACRONYM.exec(prose);
  if (lower) {
    const right = ACRONYMS.find((a) => a.toLowerCase() === lower[0]) ?? lower[0].toUpperCase().replace(/S$/, 's');
    problems.push({ message: `lower-cased acronym "${lower[0]}"`, suggestion: `Write it "${right}".` });
  }
  const what = /\bWhat is ([^?]+)\?/i.exec(prose);
  const title = what && titles.find((t) => t.toLowerCase() === what[1]!.trim().toLowerCase());
  if (what && title) {
    problems.push({
      message: `"${what[0]}" asks what a title is`,
      suggestion: `Write the heading for "${title}" as a person would, in its data file (a service's phrases.about), e.g. "What a switchboard upgrade involves".`,
    });
  } else {
    const plural = WHAT_IS_PLURAL.exec(prose);
    if (plural)
      problems.push({ message: `"${plural[0]}" puts a plural after "What is"`, suggestion: 'Ask about one thing ("What is a safety switch?") or write "What ... involves".' });
  }
  return problems;
}
