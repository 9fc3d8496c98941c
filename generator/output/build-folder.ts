import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * What a build keeps for the next one (its state, the pages' signatures, the route manifest) and
 * the mark that says the output is ours live in a folder BESIDE the output, never inside it: the
 * output is what gets published, and a host serves (or uploads) every file in it.
 * For `dist/` that is `.dist.tradesite/` next to it.
 */
export function stateDirFor(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.tradesite`);
}

/** A build's staging folder: beside the output, named by the building process. */
export function stagingFolder(outDir: string, pid: number): string {
  return join(dirname(outDir), `.${basename(outDir)}-staging-${pid}`);
}

const MARKER_FILE = 'output.json';
/** The marker older builds wrote inside the output: still recognised, so an old dist/ is replaced. */
const LEGACY_MARKER = '.tradesite-build';

interface Marker {
  note: string;
  outDir: string;
  /** The output folder's identity when we wrote it: a folder recreated by someone else under the same name is not ours. */
  dev: number;
  ino: number;
  /** Inode numbers are reused at once on some file systems; the birth time tells a new folder from ours. */
  born: number;
}

/** Records that `outDir`, as it is now, was written by tradesite. */
export function markOwned(outDir: string): void {
  const { dev, ino, birthtimeMs } = statSync(outDir);
  const marker: Marker = { note: 'Written by tradesite: the folder named here is replaced by every build.', outDir, dev, ino, born: birthtimeMs };
  mkdirSync(stateDirFor(outDir), { recursive: true });
  writeFileSync(join(stateDirFor(outDir), MARKER_FILE), JSON.stringify(marker, null, 2) + '\n');
}

/** Whether `outDir` is the folder a tradesite build wrote (the very folder, not one made since under its name). */
export function isOwned(outDir: string): boolean {
  if (!existsSync(outDir)) return false;
  if (existsSync(join(outDir, LEGACY_MARKER))) return true;
  try {
    const marker = JSON.parse(readFileSync(join(stateDirFor(outDir), MARKER_FILE), 'utf8')) as Marker;
    const { dev, ino, birthtimeMs } = statSync(outDir);
    return marker.dev === dev && marker.ino === ino && marker.born === birthtimeMs;
  } catch {
    return false;
  }
}

/** Whether the folder holds nothing (or does not exist): a build may fill it. */
export function isEmptyFolder(outDir: string): boolean {
  return !existsSync(outDir) || readdirSync(outDir).length === 0;
}

/** Files of the build state; removed before an output changes, written after, so an interrupted commit leaves none. */
export function clearState(outDir: string, files: readonly string[]): void {
  for (const file of files) rmSync(join(stateDirFor(outDir), file), { force: true });
}

/** Writes a build state file; one given in pieces (see jsonChunks) is written piece by piece, never whole in memory. */
export function writeState(outDir: string, file: string, content: string | Uint8Array | Iterable<string>): void {
  mkdirSync(stateDirFor(outDir), { recursive: true });
  const target = join(stateDirFor(outDir), file);
  if (typeof content === 'string' || content instanceof Uint8Array) return writeFileSync(target, content);
  const fd = openSync(target, 'w');
  try {
    for (const piece of content) writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
}
