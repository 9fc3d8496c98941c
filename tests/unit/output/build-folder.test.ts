import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertOwned } from '../../../generator/output/atomic-output.ts';
import { isOwned, markOwned, stateDirFor } from '../../../generator/output/build-folder.ts';

describe('the ownership mark beside the output', () => {
  it('lives beside the output, never inside the published folder', () => {
    expect(stateDirFor('/srv/www/site')).toBe('/srv/www/.site.tradesite');
  });

  it('owns the very folder it marked, not a folder made since under the same name', () => {
    const parent = mkdtempSync(join(tmpdir(), 'tradesite-mark-'));
    const out = join(parent, 'site');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'built');
    expect(isOwned(out)).toBe(false);
    expect(() => assertOwned(out)).toThrow(/did not write/);
    markOwned(out);
    expect(isOwned(out)).toBe(true);
    expect(() => assertOwned(out)).not.toThrow();
    // Someone deletes the build and puts their own files there: the mark no longer covers it.
    rmSync(out, { recursive: true });
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    expect(isOwned(out)).toBe(false);
    expect(() => assertOwned(out)).toThrow(/did not write/);
    rmSync(parent, { recursive: true });
  });
});
