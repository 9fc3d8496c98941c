/**
 * How alike two pages' main text is: Jaccard similarity of their 5-word shingles, estimated with
 * MinHash (64 hash functions), so thousands of pages compare in well under a second.
 */
export const SHINGLE_WORDS = 5;
const HASHES = 64;
/** A signature's size in bytes. */
export const SIGNATURE_BYTES = HASHES * 4;

/** The text people read in <main>: without breadcrumbs and other navigation, forms or scripts. */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end === -1) return '';
  return html
    .slice(start, end)
    .replace(/<(nav|form|script|svg|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

// Fixed seeds: the same text gives the same signature on every run and machine.
const SEED_A = Int32Array.from({ length: HASHES }, (_, i) => Math.imul(i + 1, 0x9e3779b1) | 1);
const SEED_B = Int32Array.from({ length: HASHES }, (_, i) => Math.imul(i + 7, 0x85ebca6b));

/**
 * The MinHash signature of a page's text: per hash function, the least hash of any shingle.
 * A shingle's hash is FNV-1a over its words joined by spaces, computed without building the
 * string: this runs for every page of every build.
 */
export function signature(text: string): Uint32Array {
  const w = words(text);
  const minima = new Uint32Array(HASHES).fill(0xffffffff);
  const shingles = Math.max(w.length, SHINGLE_WORDS) - SHINGLE_WORDS + 1;
  for (let i = 0; i < shingles; i++) {
    let hash = 0x811c9dc5;
    const end = Math.min(i + SHINGLE_WORDS, w.length);
    for (let j = i; j < end; j++) {
      if (j > i) hash = Math.imul(hash ^ 32, 0x01000193);
      const word = w[j]!;
      for (let c = 0; c < word.length; c++) hash = Math.imul(hash ^ word.charCodeAt(c), 0x01000193);
    }
    const shingle = hash >>> 0;
    for (let k = 0; k < HASHES; k++) {
      let h = (Math.imul(shingle, SEED_A[k]!) + SEED_B[k]!) | 0;
      h ^= h >>> 16;
      h = Math.imul(h, 0x7feb352d);
      h ^= h >>> 15;
      if (h >>> 0 < minima[k]!) minima[k] = h >>> 0;
    }
  }
  return minima;
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
