import type { PictureView } from '../../src/content/picture-view.ts';
import type { Site } from '../schema/site.ts';
import type { ImageRef } from '../schema/image.ts';
import { imageUses } from './image-uses.ts';
import { join } from 'node:path';
import { IMAGE_CACHE_DIR, cachedFile, makeMissing, startImages, type ProcessedImage } from './process-images.ts';
import { startImagesInChild } from './picture-process.ts';
import { IMAGE_FORMATS, IMAGE_SLOTS, type ImageSlot } from './slots.ts';
import { mergePlans, planVariants, variantFiles, variantUrl, type VariantPlan } from './variants.ts';

/**
 * The site's processed pictures: what record builders put on pages (`view`) and what the build
 * writes (`files`). Made once per build; only pictures the data uses are processed.
 */
export class Pictures {
  private variantsMade = false;

  private constructor(
    private readonly site: Pick<Site, 'images'>,
    private readonly images: Map<string, ProcessedImage>,
    /** How many pictures had to be processed (the rest came from the cache). */
    readonly processed: number,
    /** Settles when every variant is in the cache: `files()` waits for it. */
    readonly made: Promise<void>,
  ) {
    void made.then(() => (this.variantsMade = true)).catch(() => {});
  }

  /**
   * The pictures, every variant made. `root`: what data file paths are relative to; `cacheDir`:
   * where processed variants are kept; `child`: make the missing ones in a process of their own
   * (see startImagesInChild), stopped by `signal`.
   */
  static async prepare(site: Site, root: string, cacheDir = join(root, IMAGE_CACHE_DIR), options: { child?: boolean; signal?: AbortSignal } = {}): Promise<Pictures> {
    const pictures = await Pictures.start(site, root, cacheDir, options);
    await pictures.made;
    return pictures;
  }

  /**
   * The pictures as soon as the pages can be drawn with them: their placeholders drawn, their
   * variants (`made`) still being made when some were not in the cache.
   */
  static async start(
    site: Site,
    root: string,
    cacheDir = join(root, IMAGE_CACHE_DIR),
    { child = false, signal }: { child?: boolean; signal?: AbortSignal } = {},
  ): Promise<Pictures> {
    const plans = mergePlans(imageUses(site).flatMap(({ ref, slot }) => plan(site, ref, slot) ?? []));
    if (child) {
      const { images, processed, made } = await startImagesInChild(plans, root, cacheDir, signal);
      return new Pictures(site, images, processed, made);
    }
    const { images, missing } = await startImages(plans, root, cacheDir);
    const made = makeMissing(missing, images, root);
    // Awaited by whoever copies the files; until then a failure must not count as unhandled.
    made.catch(() => {});
    return new Pictures(site, images, missing.length, made);
  }

  /** How many processed pictures (one per source and crop shape) the pages use. */
  get count(): number {
    return this.images.size;
  }

  /** A picture as a template draws it; undefined when there is none (validation reports why). */
  view(ref: Pick<ImageRef, 'src' | 'alt' | 'caption'> | undefined, slot: ImageSlot): PictureView | undefined {
    const p = ref && plan(this.site, ref, slot);
    const image = p && this.images.get(p.key);
    if (!ref || !p || !image) return undefined;
    const srcset = (ext: string) => p.sizes.map((s) => `${variantUrl(p, s.width, ext as never)} ${s.width}w`).join(', ');
    const largest = p.sizes[p.sizes.length - 1]!;
    return {
      alt: ref.alt,
      ...(ref.caption ? { caption: ref.caption } : {}),
      width: largest.width,
      height: largest.height,
      sizes: IMAGE_SLOTS[slot].sizes,
      sources: IMAGE_FORMATS.filter((f) => f.ext !== 'jpg').map((f) => ({ type: f.type, srcset: srcset(f.ext) })),
      src: variantUrl(p, largest.width, 'jpg'),
      srcset: srcset('jpg'),
      placeholder: image.placeholder,
    };
  }

  /** The absolute URL of a picture's largest JPEG, for structured data. */
  url(ref: ImageRef | undefined, slot: ImageSlot): string | undefined {
    return this.view(ref, slot)?.src;
  }

  /** Every variant file: its site URL and where the cache holds it. Only once they are `made`. */
  *files(): Generator<[url: string, cached: string]> {
    if (!this.variantsMade) throw new Error('Picture variants were asked for before they were made: await `made` first.');
    for (const image of this.images.values()) {
      for (const file of variantFiles(image.plan)) yield [file.url, cachedFile(image, file.width, file.format)];
    }
  }
}

function plan(site: Pick<Site, 'images'>, ref: Pick<ImageRef, 'src'>, slot: ImageSlot): VariantPlan | undefined {
  const source = site.images[ref.src];
  return source && !source.problem ? planVariants(source, slot) : undefined;
}
