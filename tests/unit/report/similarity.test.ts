import { describe, expect, it } from 'vitest';
import { duplicateReport } from '../../../generator/report/duplicates.ts';
import { decodeSignature, encodeSignature, mainText, signature, similarity } from '../../../generator/report/similarity.ts';
import type { RouteEntry } from '../../../src/routing/routes.ts';

const text = (n: number) => Array.from({ length: 300 }, (_, i) => `word${(i * 7 + n) % 1000}`).join(' ');

describe('near-duplicate measure', () => {
  it('reads only the main text, without navigation or forms', () => {
    const html = '<header>Menu</header><main><nav>Home › Services</nav><h1>Title</h1><p>Body &amp; more</p><form><label>Name</label></form></main><footer>x</footer>';
    expect(mainText(html).replace(/\s+/g, ' ').trim()).toBe('Title Body & more');
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
