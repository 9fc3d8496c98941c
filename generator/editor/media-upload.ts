import { extname } from 'node:path';
import sharp from 'sharp';
import { EditorRefusal } from './editor-refusal.ts';
import { MAX_PICTURE_PIXELS } from '../images/inspect-pictures.ts';
import { IMAGE_NAME } from '../schema/image.ts';

/**
 * The largest photo the editor takes: 20 MiB. A phone's original JPEG (12 to 48 megapixels) is
 * 3 to 12 MB, so originals fit, as docs/editing.md, "Photos", asks; the upload arrives as
 * base64 inside JSON (a third larger) and is held in memory whole, so the bound keeps one request
 * from exhausting the server. Larger files can still be copied into data/images/ by hand, where
 * validate allows up to 64 MiB.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * What the file's first bytes must be for each extension. Only raster photos: an SVG can carry
 * script and is added by hand, reviewed, not uploaded through a browser.
 */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  '.jpg': isJpeg,
  '.jpeg': isJpeg,
  '.png': (b) => startsWith(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  '.avif': (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)),
};

/** Refuses an upload that is not a photo of an accepted type, named as the data names pictures, within the size limit. */
export function checkUpload(name: string, bytes: Uint8Array): void {
  const ext = extname(name).toLowerCase();
  const signature = SIGNATURES[ext];
  if (!signature) {
    throw new EditorRefusal(415, `"${name}" is not a JPEG, PNG, WebP or AVIF photo; only those can be uploaded here.`);
  }
  if (!IMAGE_NAME.test(name)) {
    throw new EditorRefusal(422, `"${name}" is not a picture name the site accepts: use letters, digits, spaces, "_" or "-", e.g. "${suggestName(name)}".`);
  }
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new EditorRefusal(
      413,
      `"${name}" is ${(bytes.length / 1024 / 1024).toFixed(1)} MiB; a photo uploaded here may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB. Export it smaller (the site never shows a photo wider than 1,536 pixels).`,
    );
  }
  if (!signature(bytes)) throw new EditorRefusal(415, `"${name}" does not hold a ${ext.slice(1).toUpperCase()} picture (its content is something else).`);
}

/**
 * Decodes the whole picture, as validate does for the pictures pages use (inspect-pictures.ts):
 * first bytes that look like a photo (a 12-byte `RIFF....WEBP`) or a photo cut short in the copy
 * would otherwise be accepted, replace a picture a page shows, and fail every later check.
 */
export async function decodeUpload(name: string, bytes: Uint8Array): Promise<void> {
  const kind = extname(name).slice(1).toUpperCase();
  let reason: string;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PICTURE_PIXELS) {
      throw new EditorRefusal(
        413,
        `"${name}" is ${meta.width} by ${meta.height} pixels, over the ${MAX_PICTURE_PIXELS.toLocaleString('en-AU')} pixels a picture may have. Export it smaller.`,
      );
    }
    await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'warning' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return;
  } catch (error) {
    if (error instanceof EditorRefusal) throw error;
    reason = (error as Error).message.split('\n')[0]!;
  }
  throw new EditorRefusal(
    415,
    `"${name}" is not a whole ${kind} picture: it could not be read to its end (${reason}). It may be damaged or cut short; copy it from the phone or camera again and upload that.`,
  );
}

function suggestName(name: string): string {
  const ext = extname(name).toLowerCase();
  const stem = name
    .slice(0, name.length - ext.length)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'photo'}${ext}`;
}

function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, 0, [0xff, 0xd8, 0xff]);
}

function startsWith(bytes: Uint8Array, at: number, expected: number[]): boolean {
  return expected.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
