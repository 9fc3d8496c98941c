/**
 * How alike two pages' main text is: Jaccard similarity of their 5-word shingles, estimated with
 * MinHash (64 hash functions), so thousands of pages compare in well under a second.
 */
export const SHINGLE_WORDS = 5;
const HASHES = 64;
/** A signature's size in bytes. */
export const SIGNATURE_BYTES = HASHES * 4;

/**
 * The text people read in <main>: without breadcrumbs and other navigation, forms or scripts.
 * Each element it leaves out (up to its first closing tag) and each other tag becomes a space.
 * One pass over the markup: this runs for every page a build renders, and two regular
 * expressions over it (`<(nav|...)\b[\s\S]*?<\/\1>`, then `<[^>]+>`) were a twelfth of a render
 * worker's time.
 */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end === -1) return '';
  let text = '';
  let copied = start;
  let at = html.indexOf('<', start);
  while (at !== -1 && at < end) {
    const skipped = skippedElementEnd(html, at, end);
    const tagEnd = skipped ?? (html.charCodeAt(at + 1) === GT ? -1 : html.indexOf('>', at + 1));
    if (tagEnd === -1 || tagEnd >= end) {
      // Not a tag (a "<" on its own, or one that never closes): kept as text.
      at = html.indexOf('<', at + 1);
      continue;
    }
    text += html.slice(copied, at) + ' ';
    copied = tagEnd + 1;
    at = html.indexOf('<', copied);
  }
  text += html.slice(copied, end);
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

const GT = 62;
/** Elements whose text is not the page's to read: navigation, forms, scripts, drawings, styles. */
const SKIPPED_ELEMENTS = ['nav', 'form', 'script', 'svg', 'style'];

/**
 * Where the element opening at `at` ends (the last character of its first closing tag), if it
 * is one of SKIPPED_ELEMENTS and that closing tag comes before `limit`.
 */
function skippedElementEnd(html: string, at: number, limit: number): number | undefined {
  for (const name of SKIPPED_ELEMENTS) {
    if (!html.startsWith(name, at + 1) || isWordCharacter(html.charCodeAt(at + 1 + name.length))) continue;
    const close = html.indexOf(`</${name}>`, at + 1 + name.length);
    if (close !== -1 && close + name.length + 3 <= limit) return close + name.length + 2;
  }
  return undefined;
}

/** A character \w matches (NaN, past the end, is none). */
function isWordCharacter(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

// Fixed seeds: the same text gives the same signature on every run and machine.
const SEED_A = Int32Array.from({ length: HASHES }, (_, i) => Math.imul(i + 1, 0x9e3779b1) | 1);
const SEED_B = Int32Array.from({ length: HASHES }, (_, i) => Math.imul(i + 7, 0x85ebca6b));

/**
 * The MinHash signature of a page's text: per hash function, the least hash of any shingle.
 * A shingle's hash is FNV-1a over its words (as `words` finds them) joined by spaces. This runs
 * for every page of every build, so no word is made a string: the words are found as offsets
 * into the lowercased text, each shingle is hashed once from them, then each hash function runs
 * down all the shingles with its minimum held in a local.
 */
export function signature(text: string): Uint32Array {
  const lower = text.toLowerCase();
  const { starts, ends, count: wordCount } = wordSpans(lower);
  const count = Math.max(wordCount, SHINGLE_WORDS) - SHINGLE_WORDS + 1;
  const shingles = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    let hash = 0x811c9dc5;
    const end = Math.min(i + SHINGLE_WORDS, wordCount);
    for (let j = i; j < end; j++) {
      if (j > i) hash = Math.imul(hash ^ 32, 0x01000193);
      for (let c = starts[j]!; c < ends[j]!; c++) hash = Math.imul(hash ^ lower.charCodeAt(c), 0x01000193);
    }
    shingles[i] = hash;
  }
  const minima = new Uint32Array(HASHES);
  for (let k = 0; k < HASHES; k++) {
    const a = SEED_A[k]!;
    const b = SEED_B[k]!;
    let least = 0xffffffff;
    for (let i = 0; i < count; i++) {
      let h = (Math.imul(shingles[i]!, a) + b) | 0;
      h ^= h >>> 16;
      h = Math.imul(h, 0x7feb352d);
      h ^= h >>> 15;
      if (h >>> 0 < least) least = h >>> 0;
    }
    minima[k] = least;
  }
  return minima;
}

/** Where each run of `[a-z0-9']` in `text` starts and ends: the words `words` would return, as offsets. */
function wordSpans(text: string): { starts: Int32Array; ends: Int32Array; count: number } {
  // At most one word in every two characters: a word needs a character, and one ends it.
  const starts = new Int32Array((text.length >> 1) + 1);
  const ends = new Int32Array(starts.length);
  let count = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    const inWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39;
    if (inWord && start === -1) start = i;
    else if (!inWord && start !== -1) {
      starts[count] = start;
      ends[count++] = i;
      start = -1;
    }
  }
  return { starts, ends, count };
}

export function similarity(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let k = 0; k < a.length; k++) if (a[k] === b[k]) same++;
  return same / a.length;
}

export function encodeSignature(s: Uint32Array): string {
  return Buffer.from(s.buffer, s.byteOffset, s.byteLength).toString('base64');
}

export function decodeSignature(text: string): Uint32Array {
  const bytes = Buffer.from(text, 'base64');
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
