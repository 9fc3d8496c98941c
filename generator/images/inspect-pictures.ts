import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { DiagnosticCode } from '../diagnostics/codes.ts';

/** Why a picture file cannot be used: reported at the line that names it. */
export interface ImageProblem {
  code: Extract<DiagnosticCode, 'IMAGE_UNREADABLE' | 'LIMIT_EXCEEDED' | 'NOT_A_FILE'>;
  message: string;
  hint: string;
}

/** A picture over this is refused before it is opened: phone photos are a few MiB, the largest 30. */
export const MAX_PICTURE_BYTES = 64 * 1024 * 1024;
/** 100 megapixels: decoding one takes 300-400 MB of memory; the widest slot is 1,536 pixels. */
export const MAX_PICTURE_PIXELS = 100_000_000;
/** A decode that takes longer is given up (a hostile file can be built to decode slowly). */
const INSPECT_TIMEOUT_MS = 120_000;

export type PictureCheck = { problem: ImageProblem } | { problem?: undefined; width: number; height: number; hash: string };

/**
 * Checks pictures in a child process, each decoded in full (shrunk on load, so memory stays small):
 * a header alone passed a PNG cut short, and sharp then failed in the build, or took `dev` down.
 * A child keeps validation synchronous and survives what a decoder may do to its process.
 *
 * Results are kept by each file's stat (device, inode, size, times): an unchanged picture is
 * never read again, so `validate` costs nothing per picture once it is known.
 */
export function inspectPictures(dataDir: string, root: string, files: { name: string; abs: string; stat: Stats }[]): Map<string, PictureCheck> {
  const cacheFile = join(root, '.cache', 'picture-checks', `${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)}.json`);
  const cached = readCache(cacheFile);
  const results = new Map<string, PictureCheck>();
  const next: Record<string, { key: string; check: PictureCheck }> = {};
  const misses: typeof files = [];
  for (const file of files) {
    const key = statKey(file.stat);
    const hit = cached[file.name];
    if (hit && hit.key === key) {
      results.set(file.name, hit.check);
      next[file.name] = hit;
    } else misses.push(file);
  }
  // One child for all of them; should it die (a decoder's crash), each is tried alone to find which.
  const together = misses.length ? inspectInChild(misses.map((file) => file.abs)) : [];
  misses.forEach((file, i) => {
    const check = together.length === misses.length ? together[i]! : inspectInChild([file.abs])[0]!;
    results.set(file.name, check);
    next[file.name] = { key: statKey(file.stat), check };
  });
  if (misses.length || Object.keys(next).length !== Object.keys(cached).length) writeCache(cacheFile, next);
  return results;
}

function statKey(stat: Stats): string {
  return [stat.dev, stat.ino, stat.size, stat.mtimeMs, stat.ctimeMs].join(':');
}

function readCache(file: string): Record<string, { key: string; check: PictureCheck }> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, { key: string; check: PictureCheck }>;
  } catch {
    return {};
  }
}

function writeCache(file: string, entries: Record<string, { key: string; check: PictureCheck }>): void {
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(entries));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A cache that cannot be written costs the next run a decode, nothing more.
  }
}

/** Runs in the child: hashes the file as a stream, reads its header, then decodes every byte. */
const CHILD = `
const sharp = require(process.argv[1]);
const { createHash } = require('node:crypto');
const { createReadStream } = require('node:fs');
const maxPixels = Number(process.argv[2]);
const inspect = async (file) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  const meta = await sharp(file, { limitInputPixels: false }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (!width || !height) return { error: 'its width and height cannot be read' };
  if (width * height > maxPixels) return { pixels: width * height, width, height };
  await sharp(file, { limitInputPixels: maxPixels, failOn: 'warning' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  return { width, height, hash: hash.digest('hex') };
};
(async () => {
  const results = [];
  for (const file of process.argv.slice(3)) {
    results.push(await inspect(file).catch((error) => ({ error: String((error && error.message) || error).split('\\n')[0] })));
  }
  process.stdout.write(JSON.stringify(results));
})();
`;

/** One check per file, in order; empty when the child gave no answer (then each file is tried alone). */
function inspectInChild(files: string[]): PictureCheck[] {
  // Resolved from tradesite's own install, not the folder the command was run in (a project's own folder has no sharp).
  const sharpPath = createRequire(import.meta.url).resolve('sharp');
  const run = spawnSync(process.execPath, ['-e', CHILD, sharpPath, String(MAX_PICTURE_PIXELS), ...files], {
    encoding: 'utf8',
    timeout: INSPECT_TIMEOUT_MS,
    maxBuffer: 1024 * 1024,
  });
  const failure =
    run.error || run.status !== 0
      ? run.signal === 'SIGTERM'
        ? `decoding took longer than ${INSPECT_TIMEOUT_MS / 1000} s`
        : `the decoder stopped: ${run.error?.message ?? run.signal ?? `exit ${run.status}`}`
      : undefined;
  let results: ChildResult[] | undefined;
  try {
    results = failure ? undefined : (JSON.parse(run.stdout) as ChildResult[]);
  } catch {
    results = undefined;
  }
  if (results && results.length === files.length) return results.map(toCheck);
  // Several at once: try each alone. Alone: this file is what the decoder cannot survive.
  return files.length > 1 ? [] : [unreadable(failure ?? 'the decoder gave no answer')];
}

interface ChildResult {
  error?: string;
  pixels?: number;
  width?: number;
  height?: number;
  hash?: string;
}

function toCheck(result: ChildResult): PictureCheck {
  if (result.error) return unreadable(result.error);
  if (result.pixels) {
    return {
      problem: {
        code: 'LIMIT_EXCEEDED',
        message: `it is ${result.width}x${result.height} pixels (${Math.round(result.pixels / 1e6)} megapixels), over the ${MAX_PICTURE_PIXELS / 1e6} megapixels a picture may have`,
        hint: 'Save it at a smaller size (4,000 pixels across is plenty: the largest slot is 1,536).',
      },
    };
  }
  return { width: result.width!, height: result.height!, hash: result.hash! };
}

function unreadable(why: string): PictureCheck {
  return {
    problem: {
      code: 'IMAGE_UNREADABLE',
      message: `it is not a picture this site can read (${why})`,
      hint: 'Copy it again from the camera or phone (a copy still running is cut short), or save it again as a JPEG, PNG, WebP, AVIF or SVG file.',
    },
  };
}
