import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../report/diagnostic.ts';

/** Written into every build so we only ever replace or delete a folder we made. */
export const BUILD_MARKER = '.tradesite-build';

/**
 * A build writes into a staging folder beside the output and swaps it in only when everything
 * succeeded, so a failed build leaves the previous output exactly as it was.
 */
export class AtomicOutput {
  readonly staging: string;

  private constructor(readonly outDir: string) {
    this.staging = join(dirname(outDir), `.${basename(outDir)}-staging-${process.pid}`);
  }

  static begin(outDir: string): AtomicOutput {
    assertOwned(outDir);
    const output = new AtomicOutput(outDir);
    rmSync(output.staging, { recursive: true, force: true });
    mkdirSync(output.staging, { recursive: true });
    writeFileSync(join(output.staging, BUILD_MARKER), 'Built by tradesite. This folder is replaced by every build.\n');
    return output;
  }

  path(...parts: string[]): string {
    return join(this.staging, ...parts);
  }

  /**
   * Swap the staging folder in. The old output is removed only after the new one is in place,
   * and in a background process: deleting tens of thousands of files takes longer than building.
   */
  commit(): void {
    const old = `${this.staging}-old`;
    if (existsSync(this.outDir)) renameSync(this.outDir, old);
    renameSync(this.staging, this.outDir);
    removeInBackground(old);
  }

  abort(): void {
    rmSync(this.staging, { recursive: true, force: true });
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

/** Refuses to replace a folder that has content but no build marker: it is someone else's. */
export function assertOwned(outDir: string): void {
  if (!existsSync(outDir)) return;
  const entries = readdirSync(outDir);
  if (entries.length > 0 && !entries.includes(BUILD_MARKER)) {
    throw new UserError(`${outDir} already holds files that tradesite did not write.`, 1, 'Choose another --out, or move those files away first: the build replaces the whole folder.');
  }
}
