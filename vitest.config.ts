import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files of "unit" and "editor" run this many at a time, even on two cores: most of their time is
 * spent waiting on a child process (the CLI, `dev`, Chromium), so one file's wait is another's
 * turn on a core. (One at a time, the default on two cores, was half the CI run.) The site tests
 * stay one at a time after them: they measure a page's layout and time in Chromium.
 */
const OVERLAPPED_FILES = Math.max(2, availableParallelism() - 1);

/**
 * Three projects: "unit" needs nothing built; "editor" drives the editor against `dev`; "site"
 * builds the real site once (global setup), serves it like a static host, and checks the output
 * and the pages in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          globalSetup: ['tests/helpers/bundles-setup.ts'],
          maxWorkers: OVERLAPPED_FILES,
          // A file shares the cores with another now: a test that takes 10 s alone can take twice
          // that, and more on a loaded machine. Time limits catch hangs; speed is for benchmarks.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // The editor at /admin/ in Chromium against `dev` on a copy of data/ (no site build).
          name: 'editor',
          include: ['tests/editor/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One file, run beside the unit files (same group: the same number of workers).
          maxWorkers: OVERLAPPED_FILES,
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/build/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/site-setup.ts'],
          // A browser on a loaded 2-core CI machine can take seconds to fetch a lazy chunk or data
          // file: polls wait up to 10 s (the default is 1 s) before calling a behaviour missing.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
