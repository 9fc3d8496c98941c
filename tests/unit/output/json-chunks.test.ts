import { describe, expect, it } from 'vitest';
import { jsonChunks } from '../../../generator/output/json-chunks.ts';

const joined = (value: unknown, end?: string) => [...jsonChunks(value, end === undefined ? {} : { end })].join('');

describe('jsonChunks: JSON text in pieces, as JSON.stringify writes it', () => {
  const manyKeys = Object.fromEntries(Array.from({ length: 4321 }, (_, i) => [i % 7 === 0 ? String(i) : `/page/${i}`, i % 5 === 0 ? undefined : { n: i, s: `é"\\\n${i}` }]));
  const longArray = Array.from({ length: 5003 }, (_, i) =>
    i % 11 === 0 ? undefined : i % 13 === 0 ? () => i : { path: `/p/${i}`, at: new Date(Date.UTC(2026, 0, 1 + (i % 28))) },
  );
  const cases: [string, unknown][] = [
    ['scalars', [1, 'two', true, null, -0, 1e21]],
    ['a large object with numeric-like keys and undefined members', manyKeys],
    ['a large array with holes, undefined, functions and Dates', longArray],
    ['a few members, large ones among them', { version: 6, skip: undefined, fn: () => 1, routes: manyKeys, list: longArray, empty: {}, none: [] }],
    ['an object whose members are all undefined', Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`k${i}`, undefined]))],
    ['toJSON', { when: { toJSON: () => ({ big: longArray }) } }],
    ['a class instance and a Map', { map: new Map([[1, 2]]), set: new Set([1]) }],
  ];
  for (const [name, value] of cases)
    it(name, () => {
      expect(joined(value)).toBe(JSON.stringify(value));
    });

  it('keeps every piece to a batch of members, and ends with what it is given', () => {
    const pieces = [...jsonChunks({ routes: longArray, inputs: manyKeys }, { end: '\n' })];
    expect(pieces.length).toBeGreaterThan(5);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(JSON.stringify(longArray).length / 2);
    expect(pieces.at(-1)).toBe('\n');
    expect(joined({ a: 1 }, '\n')).toBe('{"a":1}\n');
  });
});
