import { cpSync, rmSync } from 'node:fs';
import { markOwned, stateDirFor } from '../../generator/output/build-folder.ts';

/**
 * Puts a copy of the build in `from` (its output and the state beside it) at `to`, in place of
 * whatever was there, marked as the build's own folder as a build marks the folder it wrote: the
 * next build into `to` is the incremental build it would be into `from`, and a build of the same
 * data (wherever its folder is) keeps every page. For tests that need a site built before the
 * build they test, when another test has built the same one already.
 */
export function copyBuild(from: string, to: string): void {
  for (const dir of [to, stateDirFor(to)]) rmSync(dir, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  cpSync(stateDirFor(from), stateDirFor(to), { recursive: true });
  markOwned(to);
}
