import { lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { Reporter } from '../diagnostics/diagnostic.ts';
import { IMAGE_EXTENSIONS } from '../schema/image.ts';
import { inspectPictures, MAX_PICTURE_BYTES, type ImageProblem, type PictureCheck } from './inspect-pictures.ts';

export type { ImageProblem } from './inspect-pictures.ts';

/** One picture a page uses, as far as validation and the records need it. */
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
  /** Why the file cannot be used, when it cannot: reported at the line that names it. */
  problem?: ImageProblem;
}

export interface ImageFolder {
  /** The pictures pages use, checked: decoded in full once (then known by their stat), within the limits. */
  sources: Record<string, ImageSource>;
  /** Every picture file name in the folder, used or not (for "did you mean"). */
  names: string[];
}

export const IMAGES_DIR = 'images';

/**
 * The pictures of data/images/ that pages use (`used`), each checked as a real picture: a regular
 * file, within the byte and pixel limits, decodable to its last byte (a copy still running from a
 * phone is cut short). Files no page uses are never opened (a FIFO would block the read for good,
 * a 2 GiB file would be read whole): a name that is not a file at all (a folder, a FIFO, a link to
 * nothing) is only warned about, from its lstat.
 */
export function readImageSources(dataDir: string, root: string, used: ReadonlySet<string>, report: Reporter): ImageFolder {
  const dir = join(dataDir, IMAGES_DIR);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return { sources: {}, names: [] };
  }
  const pictures = names.filter((name) => (IMAGE_EXTENSIONS as readonly string[]).includes(extname(name).toLowerCase()));
  const sources: Record<string, ImageSource> = {};
  const toInspect: { name: string; abs: string; stat: Stats }[] = [];
  for (const name of pictures) {
    const abs = join(dir, name);
    const file = relative(root, abs);
    const base: ImageSource = { name, file, width: 0, height: 0, vector: extname(name).toLowerCase() === '.svg', hash: '' };
    const kind = fileKind(abs);
    if (kind.problem) {
      if (used.has(name)) sources[name] = { ...base, problem: kind.problem };
      else report.warn('NOT_A_FILE', { file }, `${kind.problem.message}; no page uses it, so it is not read.`, kind.problem.hint);
      continue;
    }
    if (!used.has(name)) continue;
    if (kind.stat!.size > MAX_PICTURE_BYTES) {
      sources[name] = {
        ...base,
        problem: {
          code: 'LIMIT_EXCEEDED',
          message: `it is ${megabytes(kind.stat!.size)}, over the ${megabytes(MAX_PICTURE_BYTES)} a picture may be`,
          hint: 'Export it from the camera or phone at a smaller size (a JPEG of 4,000 pixels across is plenty: the largest slot is 1,536).',
        },
      };
      continue;
    }
    sources[name] = base;
    toInspect.push({ name, abs, stat: kind.stat! });
  }
  const checks = inspectPictures(dataDir, root, toInspect);
  for (const { name } of toInspect) applyCheck(sources[name]!, checks.get(name)!);
  return { sources, names: pictures };
}

function applyCheck(source: ImageSource, check: PictureCheck): void {
  if (check.problem) {
    source.problem = check.problem;
    return;
  }
  source.width = check.width;
  source.height = check.height;
  source.hash = check.hash;
}

/** What the name is, from lstat and stat (neither opens the file). */
function fileKind(abs: string): { stat?: Stats; problem?: ImageProblem } {
  let link: Stats;
  try {
    link = lstatSync(abs);
  } catch (error) {
    return {
      problem: { code: 'IMAGE_UNREADABLE', message: `it cannot be looked at (${(error as NodeJS.ErrnoException).code})`, hint: 'Check the file and its folder can be read.' },
    };
  }
  let stat = link;
  if (link.isSymbolicLink()) {
    try {
      stat = statSync(abs);
    } catch (error) {
      const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
      return {
        problem: {
          code: 'NOT_A_FILE',
          message: loop ? 'it is a link that leads back to itself' : 'it is a link to a file that does not exist',
          hint: 'Point the link at the real picture, or put the picture itself here.',
        },
      };
    }
  }
  if (stat.isFile()) return { stat };
  const what = stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a named pipe (FIFO)' : stat.isSocket() ? 'a socket' : 'a device';
  return {
    problem: { code: 'NOT_A_FILE', message: `it is ${what}, not a picture file`, hint: 'Put the picture file itself in data/images/ under this name, or remove this entry.' },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('en-AU', { maximumFractionDigits: 1 })} MiB`;
}
