import { mkdirSync, rmSync, statSync } from 'node:fs';
import { isOwned, stagingFolder } from './build-folder.ts';
import { tidyOnInterrupt } from './interrupts.ts';
import { linkTree } from './link-tree.ts';

/**
 * Under `build --watch`, the next build's copy of the output, made of hard links while the watch
 * waits for a save: the build moves what it staged into it (see IncrementalOutput in
 * atomic-output.ts) instead of linking every unchanged file at its commit. It holds the output's
 * files only while the output is the folder it was linked from; the watch holds the output's
 * lock, so no other build can swap another in meanwhile.
 *
 * (A single build on top of a previous one was tried making it as it started, on Node's file
 * threads while it loaded and planned the data: the 2-core machine then had the links, the plan
 * and the early render worker to run at once, and the one-suburb rebuild took 1.94-2.18 s against
 * 1.83-2.05 s, 6 runs each, alternating.)
 */
export class NextOutput {
  private ready: { folder: string; dev: number; ino: number } | undefined;
  private readonly tidy: () => void;

  constructor(private readonly outDir: string) {
    // An interrupted watch takes it away: it is not an output, only links to one.
    this.tidy = tidyOnInterrupt(() => this.discard());
  }

  /** Links the output's files into a folder beside it, unless that is done already (or there is no output of ours). */
  prepare(): void {
    const folder = this.start();
    if (!folder) return;
    try {
      const { dev, ino } = statSync(this.outDir);
      linkTree(this.outDir, folder, new Set());
      this.ready = { folder, dev, ino };
    } catch {
      // Then the next build links the files itself, and meets (and reports) whatever this met.
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /** The folder of links, for a build to move its files into; none when the output changed since it was made. */
  take(): string | undefined {
    const ready = this.ready;
    this.ready = undefined;
    if (!ready) return undefined;
    const now = statSync(this.outDir, { throwIfNoEntry: false });
    if (now?.dev === ready.dev && now.ino === ready.ino) return ready.folder;
    rmSync(ready.folder, { recursive: true, force: true });
    return undefined;
  }

  discard(): void {
    if (this.ready) rmSync(this.ready.folder, { recursive: true, force: true });
    this.ready = undefined;
  }

  /** At the end of the watch: the folder goes before the process does. */
  close(): void {
    this.discard();
    this.tidy();
  }

  /** A fresh folder to link into, or none. */
  private start(): string | undefined {
    if (this.ready || !isOwned(this.outDir)) return undefined;
    const folder = nextFolder(this.outDir, process.pid);
    try {
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder);
      return folder;
    } catch {
      return undefined;
    }
  }
}

/** Where `NextOutput` links the output: named like a staging folder, so a killed watch's is removed by the next build. */
function nextFolder(outDir: string, pid: number): string {
  return `${stagingFolder(outDir, pid)}-next`;
}
