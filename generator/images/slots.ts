/**
 * Where pictures are drawn, and what that asks of a source. Each slot crops to one shape so a
 * row of cards lines up, and is rendered at a few widths covering phones to 2x desktop screens.
 * `minWidth` is the widest variant: a smaller source would be enlarged and look soft.
 */
export const IMAGE_SLOTS = {
  /** Beside the heading of a service or landing page: full width on phones, 36rem beside the text on desktop. */
  hero: { aspect: 3 / 2, widths: [480, 800, 1152], sizes: '(min-width: 1024px) 36rem, calc(100vw - 2rem)' },
  /** At the top of a blog post, the width of the article: 48rem from 50rem screens up. */
  article: { aspect: 3 / 2, widths: [480, 768, 1152, 1536], sizes: '(min-width: 50rem) 48rem, calc(100vw - 2rem)' },
  /** A gallery or job card: one column on phones, two on tablets, three on desktop. */
  card: { aspect: 3 / 2, widths: [400, 640, 800], sizes: '(min-width: 1024px) 24rem, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)' },
} as const satisfies Record<string, { aspect: number; widths: readonly number[]; sizes: string }>;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** Smallest source that fills a slot's widest variant without being enlarged. */
export function minimumSize(slot: ImageSlot): { width: number; height: number } {
  const { aspect, widths } = IMAGE_SLOTS[slot];
  const width = widths[widths.length - 1]!;
  return { width, height: Math.round(width / aspect) };
}

/** Best first: the `<picture>` offers them in this order and the browser takes the first it knows. */
export const IMAGE_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number]['ext'];
