import { constants } from 'node:os';

/**
 * What to undo when the user presses Ctrl+C or CI's timeout sends SIGTERM: a build's staging
 * folder runs to a gigabyte, and without this it stayed beside the output for good. (SIGKILL
 * cannot be caught: the next build removes what such a build left, see output-lock.ts.)
 */
const cleanups = new Set<() => void>();
/** What to tidy on an interrupt that does not end the process by itself (see tidyOnInterrupt). */
const tidies = new Set<() => void>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let installed = false;

/** Runs `cleanup` if the process is interrupted before the returned function is called. */
export function undoOnInterrupt(cleanup: () => void): () => void {
  install();
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

/**
 * Runs `cleanup` if the process is interrupted before the returned function is called, without
 * making the interrupt end the process: an idle `build --watch` still stops by itself.
 */
export function tidyOnInterrupt(cleanup: () => void): () => void {
  install();
  tidies.add(cleanup);
  return () => void tidies.delete(cleanup);
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.on(signal, () => interrupted(signal));
}

function interrupted(signal: (typeof SIGNALS)[number]): void {
  const pending = [...cleanups];
  cleanups.clear();
  for (const cleanup of [...pending, ...tidies]) {
    try {
      cleanup();
    } catch {
      // Whatever is left is removed by the next build, which can prove this process is gone.
    }
  }
  // An idle `build --watch` stops on Ctrl+C by itself (its own listener); anything else ends here,
  // with the exit status a shell gives a process killed by the signal.
  if (pending.length === 0 && process.listenerCount(signal) > 1) return;
  process.exit(128 + constants.signals[signal]);
}
