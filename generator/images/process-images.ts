import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, type ImageFormat } from './slots.ts';
import type { VariantPlan } from './variants.ts';
import { MAX_PICTURE_PIXELS } from './inspect-pictures.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { environmentError } from '../diagnostics/environment-error.ts';

/** Processed variants live here, one folder per plan key, and survive `dist/` being deleted. */
export const IMAGE_CACHE_DIR = join('.cache', 'images');
const PLACEHOLDER_FILE = 'placeholder.txt';

/**
 * Encoder settings: quality where artefacts stop being visible in photos at these sizes, and a
 * low AVIF effort: effort 4 took five times as long (2.6 s against 0.5 s for a 1152-pixel variant) for a file 10% smaller.
 */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export interface ProcessedImage {
  plan: VariantPlan;
  /** Cache folder holding `<width>.<format>` for each variant. */
  dir: string;
  placeholder: string;
}

export function cachedFile(image: ProcessedImage, width: number, format: ImageFormat): string {
  return join(image.dir, `${width}.${format}`);
}

/** The images with their placeholders, and the plans whose variants the cache does not hold yet. */
export interface ImagesStarted {
  images: Map<string, ProcessedImage>;
  missing: VariantPlan[];
}

/**
 * Every picture's placeholder, from the cache or drawn now (a few milliseconds each), and which
 * plans' variants the cache does not hold yet. The placeholder is all the pages need of a
 * picture besides names and sizes, which the plan gives, so a build renders its pages while
 * makeMissing makes the variants.
 */
export async function startImages(plans: VariantPlan[], root: string, cache: string): Promise<ImagesStarted> {
  const images = new Map<string, ProcessedImage>();
  const missing: VariantPlan[] = [];
  for (const plan of plans) {
    if (images.has(plan.key)) continue;
    const dir = join(cache, plan.key);
    let placeholder: string;
    if (isCached(plan, cache)) placeholder = readFileSync(join(dir, PLACEHOLDER_FILE), 'utf8');
    else {
      placeholder = await refuseBroken(plan, () => drawPlaceholder(plan, readFileSync(join(root, plan.source.file))));
      missing.push(plan);
    }
    images.set(plan.key, { plan, dir, placeholder });
  }
  return { images, missing };
}

/**
 * The variants of the pictures startImages found missing. A plan's folder is written beside the
 * cache and renamed into place when complete, so an interrupted build never leaves a half-made
 * entry that a later build would trust.
 */
export async function makeMissing(missing: VariantPlan[], images: Map<string, ProcessedImage>, root: string): Promise<void> {
  for (const plan of missing) {
    const image = images.get(plan.key)!;
    await refuseBroken(
      plan,
      () => makeVariants(plan, image, join(root, plan.source.file)),
      () => rmSync(partialDir(image.dir), { recursive: true, force: true }),
    );
  }
}

/** `work` on a plan's source; a source that will not decode is the user's to fix, and said so. */
async function refuseBroken<T>(plan: VariantPlan, work: () => Promise<T>, cleanUp = () => {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    cleanUp();
    // Validation decoded it; a picture replaced since (a save while `dev` or `--watch` runs) may not decode.
    if (environmentError(error)) throw error;
    throw new UserError(
      `${plan.source.file} could not be processed: ${(error as Error).message.split('\n')[0]}.`,
      1,
      'It changed after it was checked, or it is damaged: copy it again, then run again.',
    );
  }
}

const partialSuffix = (pid: number) => `.partial-${pid}`;

/** Where this process makes a plan's variants before renaming the folder into place. */
function partialDir(dir: string): string {
  return dir + partialSuffix(process.pid);
}

/** Removes the folders a process (this one by default) was making variants in: one stopped part way. */
export function removePartials(cache: string, pid = process.pid): void {
  const suffix = partialSuffix(pid);
  for (const name of existsSync(cache) ? readdirSync(cache) : []) if (name.endsWith(suffix)) rmSync(join(cache, name), { recursive: true, force: true });
}

/** Whether the cache holds this plan's variants (its folder is renamed into place only when whole). */
export function isCached(plan: VariantPlan, cache: string): boolean {
  const dir = join(cache, plan.key);
  // A folder made when fewer slots used the picture may lack a width one of them now asks for.
  return existsSync(join(dir, PLACEHOLDER_FILE)) && plan.sizes.every((size) => IMAGE_FORMATS.every(({ ext }) => existsSync(join(dir, `${size.width}.${ext}`))));
}

/** The source as every variant starts from it: upright, on white, a vector drawn at the density its widest variant needs. */
function openSource(plan: VariantPlan, input: Buffer): Sharp {
  const widest = plan.sizes[plan.sizes.length - 1]!;
  // A vector source is drawn at the density that gives the widest variant directly (72 dpi is 1x).
  const density = plan.source.vector ? Math.min(2400, Math.ceil((72 * widest.width) / plan.source.width) + 1) : undefined;
  return sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, ...(density ? { density } : {}) })
    .rotate()
    .flatten({ background: '#ffffff' });
}

/** 16 pixels wide, blurred: a few hundred bytes inline that give the box the picture's colours. */
async function drawPlaceholder(plan: VariantPlan, input: Buffer): Promise<string> {
  const widest = plan.sizes[plan.sizes.length - 1]!;
  const tiny = await openSource(plan, input)
    .resize({ width: 16, height: Math.max(1, Math.round((16 * widest.height) / widest.width)), fit: 'cover', position: sharp.strategy.attention })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

async function makeVariants(plan: VariantPlan, image: ProcessedImage, file: string): Promise<void> {
  const partial = partialDir(image.dir);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const input = readFileSync(file);
  for (const size of plan.sizes) {
    const resized = await openSource(plan, input).resize({ width: size.width, height: size.height, fit: 'cover', position: sharp.strategy.attention }).toBuffer();
    await Promise.all(IMAGE_FORMATS.map(async ({ ext }) => writeFileSync(join(partial, `${size.width}.${ext}`), await ENCODE[ext](sharp(resized)).toBuffer())));
  }
  // Last: its presence says the folder is whole (isCached).
  writeFileSync(join(partial, PLACEHOLDER_FILE), image.placeholder);
  rmSync(image.dir, { recursive: true, force: true });
  renameSync(partial, image.dir);
}
