import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stateDirFor } from '../../generator/output/build-folder.ts';
import { copyTinyData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';

const OUT = join(ROOT, '.cache/test-build-heap');

/**
 * `tradesite build` runs the build with its heap capped (bin/build-heap.js), which keeps the peak
 * memory of a big site near its live data. A site that needs more than the cap must still build:
 * the command says why it builds again, and does, without the cap.
 */
describe('the build heap cap', () => {
  afterAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    rmSync(stateDirFor(OUT), { recursive: true, force: true });
  });

  it("builds again with most of the machine's memory when the site needs more than the cap, and says so in words", () => {
    const data = copyTinyData();
    rmSync(OUT, { recursive: true, force: true });
    // Far less than even a tiny site needs: the capped build is stopped by V8.
    const run = runCli(['build', '--data', data.dir, '--out', OUT], { env: { TRADESITE_BUILD_HEAP_MB: '16' } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/The build needed more than the 16 MB heap it runs with .*building again with \d+ MB, three quarters of this machine's memory/);
    // Said in words: V8's own report (its last collections, a native stack) is held back.
    expect(run.stderr).not.toMatch(/Last few GCs|FATAL ERROR|Native stack|v8::internal/);
    expect(run.stdout).toMatch(/Built \d+ pages/);
    expect(existsSync(join(OUT, 'index.html'))).toBe(true);
  });

  it('is not applied when the user chose a heap of their own', () => {
    const data = copyTinyData();
    const run = runCli(['build', '--data', data.dir, '--out', OUT], { env: { TRADESITE_BUILD_HEAP_MB: '16', NODE_OPTIONS: '--max-old-space-size=2048' } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/needed more than/);
  });
});
