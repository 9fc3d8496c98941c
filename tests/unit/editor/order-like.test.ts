import { expect, it } from 'vitest';
import { mergeShapes, orderLike } from '../../../generator/editor/order-like.ts';

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
