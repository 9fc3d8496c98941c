import { describe, expect, it } from 'vitest';
import { imageFile, safeImageStem } from '../../../generator/schema/image.ts';
import { variantUrl } from '../../../generator/images/variants.ts';

describe("a picture's file name (issue 41)", () => {
  it("takes a phone's or camera's name as it is, and refuses a path or a hidden file", () => {
    for (const name of ['IMG_2041.JPG', 'Board after (2).jpeg', 'PXL_20260301_101500123.jpg', 'switchboard-upgrade-preston.png', 'logo.SVG'])
      expect(imageFile.safeParse(name).success, name).toBe(true);
    for (const name of ['../etc/passwd.jpg', 'photos/a.jpg', '.hidden.jpg', 'notes.txt', 'a.jpg?x', '']) expect(imageFile.safeParse(name).success, name).toBe(false);
  });

  it('publishes it under a safe, lower-case name', () => {
    expect(safeImageStem('IMG_2041.JPG')).toBe('img-2041');
    expect(safeImageStem('Board after (2).jpeg')).toBe('board-after-2');
    const plan = { source: { name: 'IMG_2041.JPG' }, key: 'abc123' } as Parameters<typeof variantUrl>[0];
    expect(variantUrl(plan, 640, 'avif')).toBe('/assets/img/img-2041-abc123-640.avif');
  });
});
