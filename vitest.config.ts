import { defineConfig } from 'vitest/config';

/**
 * Two projects: "unit" needs nothing built; "site" builds the real site once (global setup),
 * serves it like a static host, and checks the output and the pages in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The editor at /admin/ in Chromium against `dev` on a copy of data/ (no site build).
          name: 'editor',
          include: ['tests/editor/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
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
