import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { UserError } from '../diagnostics/user-error.ts';
import { isEmptyFolder, isOwned, markOwned, stateDirFor } from './build-folder.ts';
import { FileWriter } from './file-writer.ts';

/**
 * Where a build writes. Every build writes into a staging folder beside the output and changes
 * the output only once everything succeeded, so a failed build leaves the previous output
 * exactly as it was.
 *
 * - A fresh output stages the whole site and swaps the folder in.
 * - An incremental output stages only the files that changed, then moves them over the previous
 *   build and deletes the files the site no longer has: its cost follows the change, not the site.
 */
export interface SiteOutput {
  readonly outDir: string;
  readonly staging: string;
  readonly incremental: boolean;
  write(file: string, content: string | Uint8Array): void;
  /** A file of the previous build that the new one does not have. */
  remove(file: string): void;
  /** The bytes the output will hold once committed (what a host counts against its size limit). */
  bytes(): number;
  commit(): void;
  abort(): void;
}

abstract class StagedOutput implements SiteOutput {
  readonly staging: string;
  abstract readonly incremental: boolean;
  private readonly writer: FileWriter;

  protected constructor(readonly outDir: string) {
    this.staging = join(dirname(outDir), `.${basename(outDir)}-staging-${process.pid}`);
    rmSync(this.staging, { recursive: true, force: true });
    mkdirSync(this.staging, { recursive: true });
    this.writer = new FileWriter(this.staging);
  }

  write(file: string, content: string | Uint8Array): void {
    this.writer.write(file, content);
  }

  abstract remove(file: string): void;
  abstract bytes(): number;
  abstract commit(): void;

  abort(): void {
    rmSync(this.staging, { recursive: true, force: true });
  }
}

class FreshOutput extends StagedOutput {
  readonly incremental = false;

  constructor(outDir: string, private readonly keeps: readonly string[]) {
    super(outDir);
  }

  remove(): void {
    // Nothing to do: the previous build goes as a whole.
  }

  bytes(): number {
    return sizesUnder(this.staging).reduce((sum, [, size]) => sum + size, 0);
  }

  /**
   * The old output is removed only after the new one is in place, and in a background process:
   * deleting tens of thousands of files takes longer than building them.
   */
  commit(): void {
    const old = `${this.staging}-old`;
    // What the host's own tool keeps in the folder (Vercel's project link) moves into the new one.
    for (const kept of this.keeps) if (existsSync(join(this.outDir, kept)) && !existsSync(join(this.staging, kept))) renameSync(join(this.outDir, kept), join(this.staging, kept));
    if (existsSync(this.outDir)) renameSync(this.outDir, old);
    renameSync(this.staging, this.outDir);
    // Marked as ours only once it is in place: the mark names this very folder.
    markOwned(this.outDir);
    removeInBackground(old);
  }
}

class IncrementalOutput extends StagedOutput {
  readonly incremental = true;
  private readonly removed: string[] = [];

  constructor(outDir: string) {
    super(outDir);
  }

  remove(file: string): void {
    this.removed.push(file);
  }

  /** The staged files, and the previous build's files that stay (neither replaced nor removed). */
  bytes(): number {
    const staged = new Map(sizesUnder(this.staging));
    const removed = new Set(this.removed);
    let total = [...staged.values()].reduce((sum, size) => sum + size, 0);
    for (const [file, size] of sizesUnder(this.outDir)) if (!staged.has(file) && !removed.has(file)) total += size;
    return total;
  }

  commit(): void {
    for (const file of filesUnder(this.staging)) moveInto(this.staging, this.outDir, file);
    for (const file of this.removed) {
      try {
        unlinkSync(join(this.outDir, file));
        pruneEmptyParents(this.outDir, dirname(join(this.outDir, file)));
      } catch {
        /* already gone */
      }
    }
    rmSync(this.staging, { recursive: true, force: true });
  }
}

/**
 * A fresh output, or an incremental one on top of the previous build when `incremental` says so.
 * The build state is not part of the output: the caller clears it before commit and writes it
 * after (see build-folder.ts), so an interrupted commit leaves no state and the next build is clean.
 */
export function openOutput(outDir: string, incremental: boolean, keeps: readonly string[] = []): SiteOutput {
  assertOwned(outDir);
  return incremental && isOwned(outDir) ? new IncrementalOutput(outDir) : new FreshOutput(outDir, keeps);
}

function moveInto(from: string, to: string, file: string): void {
  const target = join(to, file);
  try {
    renameSync(join(from, file), target);
  } catch {
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(from, file), target);
  }
}

function filesUnder(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(root, path));
    }
  };
  walk(root);
  return files;
}

/** Every file under `root` with its size in bytes, by path relative to root. */
function sizesUnder(root: string): [string, number][] {
  if (!existsSync(root)) return [];
  return filesUnder(root).map((file) => [file, statSync(join(root, file)).size]);
}

function pruneEmptyParents(root: string, dir: string): void {
  while (dir.startsWith(root + sep) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}

function removeInBackground(dir: string): void {
  if (!existsSync(dir)) return;
  try {
    const child = spawn(process.execPath, ['-e', 'require("fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore' });
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Refuses to replace a folder that has content but is not the one our last build wrote: it is someone else's. */
export function assertOwned(outDir: string): void {
  if (isEmptyFolder(outDir) || isOwned(outDir)) return;
  throw new UserError(
    `${outDir} already holds files that tradesite did not write (${stateDirFor(outDir)} has no record of building this folder).`,
    1,
    'Choose another --out, or move those files away first: the build replaces the whole folder.',
  );
}
