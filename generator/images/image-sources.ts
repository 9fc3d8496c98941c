import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { imageSize } from 'image-size';
import { IMAGE_EXTENSIONS } from '../schema/image.ts';

/** One file in data/images/, as far as validation and the records need it (no pixels decoded). */
export interface ImageSource {
  /** The file name, as data refers to it. */
  name: string;
  /** Project-relative path. */
  file: string;
  width: number;
  height: number;
  /** Vector sources are drawn at any width, so no slot is too big for them. */
  vector: boolean;
  /** sha256 of the file's bytes: names the processed variants and keys the cache. */
  hash: string;
  /** Why the file cannot be used, when it cannot (not an image, or unreadable dimensions). */
  problem?: string;
}

export const IMAGES_DIR = 'images';

/**
 * Reads the size of every picture in `data/images/` from its header (a few bytes; nothing is
 * decoded here, so validation stays fast) and hashes its bytes. No folder means no pictures.
 */
export function readImageSources(dataDir: string, root: string): Record<string, ImageSource> {
  const dir = join(dataDir, IMAGES_DIR);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return {};
  }
  const sources: Record<string, ImageSource> = {};
  for (const name of names) {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extname(name).toLowerCase())) continue;
    const abs = join(dir, name);
    const bytes = readFileSync(abs);
    const source: ImageSource = { name, file: relative(root, abs), width: 0, height: 0, vector: extname(name).toLowerCase() === '.svg', hash: createHash('sha256').update(bytes).digest('hex') };
    try {
      const size = imageSize(bytes);
      const turned = (size.orientation ?? 1) >= 5;
      source.width = turned ? size.height : size.width;
      source.height = turned ? size.width : size.height;
      if (!source.width || !source.height) source.problem = 'its width and height cannot be read';
    } catch (error) {
      source.problem = `it is not a picture this site can read (${(error as Error).message})`;
    }
    sources[name] = source;
  }
  return sources;
}
