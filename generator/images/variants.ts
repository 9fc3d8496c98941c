import { createHash } from 'node:crypto';
import { paths } from '../../src/routing/paths.ts';
import type { ImageSource } from './image-sources.ts';
import { IMAGE_FORMATS, IMAGE_SLOTS, type ImageFormat, type ImageSlot } from './slots.ts';
import { safeImageStem } from '../schema/image.ts';

/** Bump when encoder settings change: every variant gets a new name and is made again. */
export const PIPELINE_VERSION = 1;

export interface VariantPlan {
  /**
   * Names the variants and their cache folder: the source's bytes, the crop's shape and the
   * settings. Not the slot: slots of one shape crop a source alike, so a picture drawn as a
   * service's hero and at the top of a post is made once, and a visitor who saw one page has the
   * other's file already where their widths meet.
   */
  key: string;
  source: ImageSource;
  /** Cropped sizes, smallest first; never wider than a raster source. */
  sizes: { width: number; height: number }[];
}

/** What to make of one source for one slot. Pure: the same source and slot always give the same names. */
export function planVariants(source: ImageSource, slot: ImageSlot): VariantPlan {
  const { aspect, widths } = IMAGE_SLOTS[slot];
  // A raster source narrower than the slot (validation reports it) still gets what it can give.
  const limit = source.vector ? Infinity : Math.min(source.width, Math.floor(source.height * aspect));
  const fitting = widths.filter((w) => w <= limit);
  const chosen = fitting.length ? fitting : [Math.max(1, limit)];
  const key = createHash('sha256').update(`${PIPELINE_VERSION}\0${aspect}\0${source.hash}`).digest('hex').slice(0, 10);
  return { key, source, sizes: chosen.map((width) => ({ width, height: Math.round(width / aspect) })) };
}

/** One plan per key, with every width any of that key's slots asks for: what is made and cached. */
export function mergePlans(plans: readonly VariantPlan[]): VariantPlan[] {
  const merged = new Map<string, VariantPlan>();
  for (const plan of plans) {
    const known = merged.get(plan.key);
    if (!known) merged.set(plan.key, plan);
    else {
      const sizes = new Map([...known.sizes, ...plan.sizes].map((size) => [size.width, size]));
      merged.set(plan.key, { ...known, sizes: [...sizes.values()].sort((a, b) => a.width - b.width) });
    }
  }
  return [...merged.values()];
}

export function variantUrl(plan: VariantPlan, width: number, format: ImageFormat): string {
  return paths.imageVariant(safeImageStem(plan.source.name), plan.key, width, format);
}

/** Every file a plan makes, as [site URL, format, size]. */
export function variantFiles(plan: VariantPlan): { url: string; format: ImageFormat; width: number; height: number }[] {
  return plan.sizes.flatMap((size) => IMAGE_FORMATS.map(({ ext }) => ({ url: variantUrl(plan, size.width, ext), format: ext, ...size })));
}
