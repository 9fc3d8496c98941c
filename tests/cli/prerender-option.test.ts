import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';

/** `build --prerender` (issue 44): the long tail on request is for hosts that run tradesite's function (Cloudflare, Netlify, Vercel). */
describe('build --prerender', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'tradesite-prerender-')), 'dist');
  afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

  it('refuses indexable for a host that serves files only (nginx, static), naming the host and the way out, and writes nothing', () => {
    for (const [host, label] of [
      ['nginx', 'nginx'],
      ['static', 'static host without rules'],
    ]) {
      const r = runCli(['build', '--out', out, '--host', host!, '--prerender', 'indexable']);
      expect(r.code, host).toBe(1);
      expect(r.stderr).toMatch(/--prerender indexable needs a host that runs tradesite's function for the long tail \(Cloudflare Pages, Netlify or Vercel\)/);
      expect(r.stderr).toContain(`${label}`);
      expect(r.stderr).toMatch(/--prerender all/);
      expect(r.stderr).not.toMatch(/\n\s+at .*\(/);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('refuses a choice it does not know', () => {
    const r = runCli(['build', '--out', out, '--prerender', 'some']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/prerender/);
    expect(existsSync(out)).toBe(false);
  });
});
