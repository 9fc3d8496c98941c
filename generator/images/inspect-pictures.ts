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
  for (const file of misses) {
    const check = inspectInChild(file.abs);
    results.set(file.name, check);
    next[file.name] = { key: statKey(file.stat), check };
  }
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
const [file, maxPixels] = [process.argv[2], Number(process.argv[3])];
(async () => {
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
})().then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error) => process.stdout.write(JSON.stringify({ error: String(error && error.message || error).split('\\n')[0] })),
);
`;

function inspectInChild(abs: string): PictureCheck {
  const sharpPath = createRequire(join(process.cwd(), 'package.json')).resolve('sharp');
  const run = spawnSync(process.execPath, ['-e', CHILD, sharpPath, abs, String(MAX_PICTURE_PIXELS)], { encoding: 'utf8', timeout: INSPECT_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
  const unreadable = (why: string): PictureCheck => ({
    problem: { code: 'IMAGE_UNREADABLE', message: `it is not a picture this site can read (${why})`, hint: 'Copy it again from the camera or phone (a copy still running is cut short), or save it again as a JPEG, PNG, WebP, AVIF or SVG file.' },
  });
  if (run.error || run.status !== 0) return unreadable(run.signal === 'SIGTERM' ? `decoding took longer than ${INSPECT_TIMEOUT_MS / 1000} s` : `the decoder stopped: ${run.error?.message ?? run.signal ?? `exit ${run.status}`}`);
  let result: { error?: string; pixels?: number; width?: number; height?: number; hash?: string };
  try {
    result = JSON.parse(run.stdout) as typeof result;
  } catch {
    return unreadable('the decoder gave no answer');
  }
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
