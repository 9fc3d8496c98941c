import { describe, expect, it } from 'vitest';
import { duplicateReport } from '../../../generator/report/duplicates.ts';
import { SHINGLE_WORDS, decodeSignature, encodeSignature, mainText, signature, similarity, words } from '../../../generator/report/similarity.ts';
import type { RouteEntry } from '../../../src/routing/routes.ts';

const text = (n: number) => Array.from({ length: 300 }, (_, i) => `word${(i * 7 + n) % 1000}`).join(' ');

/** The signature as defined, built the slow way: each shingle's words joined by spaces, then hashed. */
function referenceSignature(text: string): Uint32Array {
  const w = words(text);
  const shingles = Array.from({ length: Math.max(w.length, SHINGLE_WORDS) - SHINGLE_WORDS + 1 }, (_, i) => w.slice(i, i + SHINGLE_WORDS).join(' '));
  const fnv = (s: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h;
  };
  return Uint32Array.from({ length: 64 }, (_, k) => {
    const a = Math.imul(k + 1, 0x9e3779b1) | 1;
    const b = Math.imul(k + 7, 0x85ebca6b);
    let least = 0xffffffff;
    for (const shingle of shingles) {
      let h = (Math.imul(fnv(shingle), a) + b) | 0;
      h ^= h >>> 16;
      h = Math.imul(h, 0x7feb352d);
      h ^= h >>> 15;
      least = Math.min(least, h >>> 0);
    }
    return least;
  });
}

describe('near-duplicate measure', () => {
  it('computes the signature of the words as the regular expression finds them, whatever the text', () => {
    const texts = [
      '',
      'one',
      'two words only',
      text(7),
      "It's 24/7: Box Hill North's switchboard (3128) — ÉLAN café, İstanbul \u212Aelvin ǅ; don't   stop\nat\tall!",
      'ALL CAPS WORDS HERE AND MORE OF THEM, 1,000 TIMES OVER',
    ];
    for (const t of texts) expect(signature(t)).toEqual(referenceSignature(t));
  });

  it('reads only the main text, without navigation or forms', () => {
    const html = '<header>Menu</header><main><nav>Home › Services</nav><h1>Title</h1><p>Body &amp; more</p><form><label>Name</label></form></main><footer>x</footer>';
    expect(mainText(html).replace(/\s+/g, ' ').trim()).toBe('Title Body & more');
  });

  it('leaves out an element only up to its first closing tag inside <main>, and keeps what is no tag', () => {
    // Each left-out element and each tag becomes one space; what the old pair of regular
    // expressions gave, character for character.
    const cases: [string, string][] = [
      ['<main>a<nav>x</nav>b<svg</main>', ' a b<svg'],
      ['<main>a <>b <navx>c</navx> <nav-x>d</nav-x> e<nav>f</main>', ' a <>b  c   d  e f'],
      ['<main><script>x</script><style>y<b></style>z &amp;lt; &#39;q&#x27; &nbsp;w</main>', "   z   'q'  w"],
      ['<main>a<nav>b</main></nav>c</main>', ' a c'],
      ['<main>x<form\n>y</form>z<p>w</p></main>', ' x z w '],
      ['<main>x<b', ''],
    ];
    for (const [html, text] of cases) expect(mainText(html), html).toBe(text);
  });

  it('estimates Jaccard similarity of 5-word shingles', () => {
    expect(similarity(signature(text(1)), signature(text(1)))).toBe(1);
    expect(similarity(signature(text(1)), signature(text(500)))).toBeLessThan(0.1);
    const half = text(1).split(' ').slice(0, 150).join(' ') + ' ' + text(500).split(' ').slice(150).join(' ');
    const s = similarity(signature(text(1)), signature(half));
    expect(s).toBeGreaterThan(0.2);
    expect(s).toBeLessThan(0.6);
    expect(decodeSignature(encodeSignature(signature(text(3))))).toEqual(signature(text(3)));
  });

  it('compares pages only with their siblings and flags near-copies', () => {
    const route = (path: string, service: string): RouteEntry => ({ kind: 'service-in-suburb', path, canonical: path, indexable: true, title: path, service, suburb: path });
    const report = duplicateReport([
      { route: route('/services/a/in/x', 'a'), signature: signature(text(1)) },
      { route: route('/services/a/in/y', 'a'), signature: signature(text(1)) },
      { route: route('/services/b/in/x', 'b'), signature: signature(text(1)) },
      { route: route('/services/b/in/y', 'b'), signature: signature(text(600)) },
    ]);
    expect(report.overThreshold).toBe(2);
    expect(report.worst[0]).toMatchObject({ a: '/services/a/in/x', b: '/services/a/in/y', similarity: 1 });
  });
});
