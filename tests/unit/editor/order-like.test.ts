import { expect, it } from 'vitest';
import { stringify } from 'yaml';
import { mergeEntry } from '../../../generator/editor/merge-entry.ts';
import { mergeShapes, orderLike } from '../../../generator/editor/order-like.ts';
import { schemaShape } from '../../../generator/editor/schema-shape.ts';

it('orders keys as the example does, nested objects and list items too, unknown keys last', () => {
  const example = { slug: 'a', name: 'A', photos: [{ src: 'x.jpg', alt: 'X' }] };
  const value = { extra: 1, photos: [{ sample: false, alt: 'Y', src: 'y.jpg' }], name: 'B', slug: 'b' };
  const ordered = orderLike(value, example) as Record<string, unknown>;
  expect(Object.keys(ordered)).toEqual(['slug', 'name', 'photos', 'extra']);
  expect(Object.keys((ordered.photos as object[])[0]!)).toEqual(['src', 'alt', 'sample']);
  expect(ordered).toEqual(value);
});

it('merges many examples into one shape, each key where it first appears', () => {
  const shape = mergeShapes([
    { slug: 'a', photos: [{ src: 's', alt: 'a' }] },
    { slug: 'b', name: 'B', photos: [{ src: 's', caption: 'c' }] },
  ]);
  expect(Object.keys(shape as object)).toEqual(['slug', 'photos', 'name']);
  expect(Object.keys((shape as { photos: object[] }).photos[0]!)).toEqual(['src', 'alt', 'caption']);
});

it("gives a collection's keys in its schema's order, for a new file whose siblings show none", () => {
  const shape = schemaShape('jobs') as Record<string, unknown>;
  expect(
    Object.keys(shape)
      .filter((k) => k !== '$schema')
      .slice(0, 2),
  ).toEqual(['slug', 'sample']);
  expect(Object.keys((shape.photos as object[])[0]!)).toEqual(['src', 'alt', 'caption', 'sample']);
  const decap = { photos: [{ sample: false, alt: 'A', src: 'a.jpg' }], slug: 'j' };
  expect(mergeEntry('jobs/j.yaml', undefined, stringify(decap), '', shape)).toBe('slug: j\nphotos:\n  - src: a.jpg\n    alt: A\n    sample: false\n');
});
