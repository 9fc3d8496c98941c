import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';

/** `build --prerender` (issue 44): the long tail on request is for hosts that run tradesite's code (Cloudflare, Netlify, Vercel, nginx with `tradesite serve`). */
describe('build --prerender', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'tradesite-prerender-')), 'dist');
  afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

  it('refuses indexable for a host that serves files only (static), naming the host and the way out, and writes nothing', () => {
    const r = runCli(['build', '--out', out, '--host', 'static', '--prerender', 'indexable']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /--prerender indexable needs a host that runs tradesite's code for the long tail \(Cloudflare Pages, Netlify, Vercel, or nginx with `tradesite serve`\)/,
    );
    expect(r.stderr).toContain('static host without rules');
    expect(r.stderr).toMatch(/--prerender all/);
    expect(r.stderr).not.toMatch(/\n\s+at .*\(/);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a choice it does not know', () => {
    const r = runCli(['build', '--out', out, '--prerender', 'some']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/prerender/);
    expect(existsSync(out)).toBe(false);
  });
});
