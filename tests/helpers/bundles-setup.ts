import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.ts';

/**
 * The unit project runs its files two at a time, and several of them build sites with the CLI.
 * Vite's bundles in .cache/ are rebuilt in place when the code changed, so two builds starting
 * together on changed code would both write them: make them current once, before any file runs.
 * (In its own process: bundling sets NODE_ENV=production, which must not reach the test workers.)
 */
export default function setup(): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await (await import('./generator/render/bundles.ts')).ensureBundles()"], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`could not bundle the client and server renderer:\n${run.stdout}\n${run.stderr}`);
}
