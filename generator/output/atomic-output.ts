import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError } from '../diagnostics/user-error.ts';
import { isEmptyFolder, isOwned, markOwned, stagingFolder, stateDirFor } from './build-folder.ts';
import { faultPoint } from './fault-point.ts';
import { FileWriter } from './file-writer.ts';
import { undoOnInterrupt } from './interrupts.ts';
import { linkTree } from './link-tree.ts';
import type { NextOutput } from './next-output.ts';

/**
 * Where a build writes. Every build writes into a staging folder beside the output and changes
 * the output only once everything succeeded, so a failed build leaves the previous output
 * exactly as it was.
 *
 * - A fresh output stages the whole site and swaps the folder in.
 * - An incremental output stages only the files that changed; at commit the unchanged files of
 *   the previous build are hard-linked beside them (no bytes copied), and the folder is swapped in
 *   the same way. Files were once moved over the live folder one by one: a build killed then left
 *   a mix of new and old pages published.
 *
 * - Under `build --watch` the links are made between builds, while the watch waits for a save
 *   (`NextOutput`): at commit the staged files are moved into that folder of links, over the
 *   links they replace, and it is swapped in. Linking the 11,600 files of the sample site was
 *   70 ms of every watched rebuild.
 * - An incremental build that wrote nothing and removed nothing leaves the output as it is.
 *
 * The swap is two renames, recorded first in a journal beside the output: a build killed between
 * them leaves no output, only the complete new one under its staging name, and the next build
 * puts it in place (`recoverInterruptedPublish`).
 */
export interface SiteOutput {
  readonly outDir: string;
  readonly staging: string;
  readonly incremental: boolean;
  write(file: string, content: string | Uint8Array): void;
  /** A file of the previous build that the new one does not have. */
  remove(file: string): void;
  /**
   * The bytes the output will hold once committed (what a host counts against its size limit).
   * `before`: what the previous build's output held (its state says), if known.
   */
  bytes(before?: number): number;
  commit(): void;
  abort(): void;
}

abstract class StagedOutput implements SiteOutput {
  readonly staging: string;
  abstract readonly incremental: boolean;
  private readonly writer: FileWriter;
  /** Removes the staging folder if the build is interrupted (Ctrl+C, SIGTERM) before it ends. */
  private readonly interruptible: () => void;

  protected constructor(readonly outDir: string) {
    this.staging = stagingFolder(outDir, process.pid);
    rmSync(this.staging, { recursive: true, force: true });
    mkdirSync(this.staging, { recursive: true });
    this.writer = new FileWriter(this.staging);
    this.interruptible = undoOnInterrupt(() => {
      for (const folder of this.folders()) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    });
  }

  write(file: string, content: string | Uint8Array): void {
    this.writer.write(file, content);
  }

  abstract remove(file: string): void;
  abstract bytes(before?: number): number;
  /** Makes the new site whole; returns the folder that holds it (none when the output already is the new site). */
  protected abstract complete(): string | undefined;

  /** The folders this output made beside the output folder: removed if the build fails. */
  protected folders(): string[] {
    return [this.staging];
  }

  commit(): void {
    const site = this.complete();
    faultPoint('staged');
    // From here on an interruption must not remove the staging folder: it may be the output.
    this.interruptible();
    if (site !== undefined) return swapIn(site, this.outDir, `${this.staging}-old`);
    // Left as it was: nothing to swap.
    for (const folder of this.folders()) rmSync(folder, { recursive: true, force: true });
  }

  abort(): void {
    this.interruptible();
    for (const folder of this.folders()) rmSync(folder, { recursive: true, force: true });
  }
}

class FreshOutput extends StagedOutput {
  readonly incremental = false;

  constructor(
    outDir: string,
    private readonly keeps: readonly string[],
  ) {
    super(outDir);
  }

  remove(): void {
    // Nothing to do: the previous build goes as a whole.
  }

  bytes(): number {
    return sizesUnder(this.staging).reduce((sum, [, size]) => sum + size, 0);
  }

  protected complete(): string {
    // The staging folder holds the whole site already, less what the host's own tool keeps in
    // the folder (Vercel's project link), which moves into the new one.
    for (const kept of this.keeps) if (existsSync(join(this.outDir, kept)) && !existsSync(join(this.staging, kept))) renameSync(join(this.outDir, kept), join(this.staging, kept));
    return this.staging;
  }
}

class IncrementalOutput extends StagedOutput {
  readonly incremental = true;
  private readonly removed: string[] = [];

  /** `linked`: a folder of links to the output's files that `NextOutput` made (see `complete`). */
  constructor(
    outDir: string,
    private readonly linked?: string,
  ) {
    super(outDir);
  }

  remove(file: string): void {
    this.removed.push(file.replace(/^\/+/, ''));
  }

  /**
   * The staged files, and the previous build's files that stay (neither replaced nor removed).
   * Knowing what the previous output held, only the files replaced or removed are looked at in
   * it: stating all of them was 50 ms of a one-page rebuild at 1x.
   */
  bytes(before?: number): number {
    const staged = new Map(sizesUnder(this.staging));
    let total = [...staged.values()].reduce((sum, size) => sum + size, 0);
    if (before === undefined) {
      const removed = new Set(this.removed);
      for (const [file, size] of sizesUnder(this.outDir)) if (!staged.has(file) && !removed.has(file)) total += size;
      return total;
    }
    total += before;
    for (const file of new Set([...staged.keys(), ...this.removed])) total -= sizeOf(join(this.outDir, file));
    return total;
  }

  protected override folders(): string[] {
    return this.linked ? [this.staging, this.linked] : [this.staging];
  }

  /**
   * Without a folder of links made ready: links every file of the previous build that this one
   * kept and did not rewrite into the staging folder. With one: moves the staged files into it,
   * each over the link it replaces (a rename changes the folder's entry, never the published
   * file it linked), and takes the removed files out of it.
   */
  protected complete(): string | undefined {
    const staged = filesUnder(this.staging);
    // Nothing written and nothing gone (a save that changed no page, a build run twice): the
    // published folder stays, untouched, rather than being swapped for a copy of itself.
    if (staged.length === 0 && this.removed.length === 0) return undefined;
    if (!this.linked) {
      linkTree(this.outDir, this.staging, new Set([...staged, ...this.removed]), staged);
      return this.staging;
    }
    const folders = new Set<string>();
    for (const file of staged) {
      const folder = dirname(file);
      if (folder !== '.' && !folders.has(folder)) {
        mkdirSync(join(this.linked, folder), { recursive: true });
        folders.add(folder);
      }
      renameSync(join(this.staging, file), join(this.linked, file));
    }
    for (const file of this.removed) {
      rmSync(join(this.linked, file), { force: true });
      removeEmptyFolders(this.linked, dirname(file));
    }
    rmSync(this.staging, { recursive: true, force: true });
    return this.linked;
  }
}

/** Removes `dir` (relative to root) and the folders above it while they are empty. */
function removeEmptyFolders(root: string, dir: string): void {
  for (let at = dir; at !== '.' && at !== ''; at = dirname(at)) {
    try {
      rmdirSync(join(root, at));
    } catch {
      return;
    }
  }
}

/**
 * A fresh output, or an incremental one on top of the previous build when `incremental` says so.
 * The build state is not part of the output: the caller clears it before commit and writes it
 * after (see build-folder.ts), so an interrupted commit leaves no state and the next build is clean.
 */
export function openOutput(outDir: string, incremental: boolean, keeps: readonly string[] = [], next?: NextOutput): SiteOutput {
  assertOwned(outDir);
  const linked = next?.take();
  if (incremental && isOwned(outDir)) return new IncrementalOutput(outDir, linked);
  if (linked) rmSync(linked, { recursive: true, force: true });
  return new FreshOutput(outDir, keeps);
}

const PUBLISH_JOURNAL = 'publishing.json';
interface PublishJournal {
  staging: string;
  old: string;
  /** The staging folder's identity, which it keeps when renamed into place. */
  dev: number;
  ino: number;
}

/**
 * Puts the complete new site (`staging`) in place of the output, which is set aside (as
 * `setAside`, or that with a number) and removed after, in a background process: deleting tens of thousands of files takes longer
 * than building them.
 */
function swapIn(staging: string, outDir: string, setAside: string): void {
  // The output a watch's previous build set aside may still be being removed.
  let old = setAside;
  for (let n = 1; existsSync(old); n++) old = `${setAside}-${n}`;
  const { dev, ino } = statSync(staging);
  const journal: PublishJournal = { staging, old, dev, ino };
  mkdirSync(stateDirFor(outDir), { recursive: true });
  writeFileSync(join(stateDirFor(outDir), PUBLISH_JOURNAL), JSON.stringify(journal) + '\n');
  if (existsSync(outDir)) renameSync(outDir, old);
  faultPoint('swapping');
  renameSync(staging, outDir);
  // Marked as ours only once it is in place: the mark names this very folder.
  markOwned(outDir);
  rmSync(join(stateDirFor(outDir), PUBLISH_JOURNAL), { force: true });
  removeInBackground(old);
}

/**
 * Finishes a publish that a killed build left between its two renames: the complete new site is
 * put in place (and marked ours), so the output is never left missing or half made. Called with
 * the output's lock held.
 */
export function recoverInterruptedPublish(outDir: string): void {
  const file = join(stateDirFor(outDir), PUBLISH_JOURNAL);
  let journal: PublishJournal;
  try {
    journal = JSON.parse(readFileSync(file, 'utf8')) as PublishJournal;
  } catch {
    return;
  }
  if (!existsSync(outDir) && existsSync(journal.staging)) renameSync(journal.staging, outDir);
  const now = existsSync(outDir) ? statSync(outDir) : undefined;
  if (now && now.dev === journal.dev && now.ino === journal.ino) markOwned(outDir);
  rmSync(file, { force: true });
}

/** Every file under `root` with its size in bytes, by path relative to root. */
function sizesUnder(root: string): [string, number][] {
  if (!existsSync(root)) return [];
  return filesUnder(root).map((file) => [file, statSync(join(root, file)).size]);
}

/** A file's size, 0 when there is no such file. */
function sizeOf(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.size ?? 0;
}

/** Every file under `root`, by its path relative to root with "/" between names (as the build names files). */
function filesUnder(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir ? `${root}/${dir}` : root, { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk('');
  return files;
}

export function removeInBackground(dir: string): void {
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
