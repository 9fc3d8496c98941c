import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openOutput } from '../../../../generator/output/atomic-output.ts';
import { checkLimits } from '../../../../generator/output/hosts/check-limits.ts';
import type { HostInput, OutputCounts } from '../../../../generator/output/hosts/host-target.ts';
import { HOSTS } from '../../../../generator/output/hosts/index.ts';
import { siteSettingsSchema } from '../../../../generator/schema/site-settings.ts';
import { UserError } from '../../../../generator/diagnostics/user-error.ts';

const rules = {
  literal: [{ from: '/home', to: '/' }],
  patterns: [{ from: '/service/:serviceSlug', to: '/services/:serviceSlug' }],
};

function input(deploy: HostInput['deploy'] = {}, patterns = rules.patterns, literal = rules.literal): HostInput {
  return { rules: { literal, patterns }, redirectCount: 2, headers: {}, immutablePrefix: '/assets/', outDir: '/srv/site', deploy, siteUrl: 'https://example.com.au' };
}

const small: OutputCounts = { files: 100, bytes: 1_000_000 };

function failure(run: () => void): UserError {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('the limit did not fail the build');
}

describe("each host target's documented limits fail the build, naming the limit and its source", () => {
  it('lets a small site through on every host', () => {
    for (const host of Object.values(HOSTS)) expect(() => checkLimits(host, input(), small), host.name).not.toThrow();
  });

  it('static (GitHub Pages): at most 1 GB published', () => {
    const error = failure(() => checkLimits(HOSTS.static, input(), { files: 23_025, bytes: 1_229_000_000 }));
    expect(error.message).toMatch(/1,229,000,000 bytes, at most 1,073,741,824 \(GitHub Pages limits, https:\/\/docs\.github\.com\/.*no larger than 1 GB/);
    expect(error.hint).toMatch(/netlify, cloudflare, vercel or nginx/);
    expect(() => checkLimits(HOSTS.static, input(), { files: 23_025, bytes: 1024 ** 3 })).not.toThrow();
  });

  it('Cloudflare Pages: 20,000 files on the free plan, 100,000 on a paid plan (deploy.cloudflare.plan)', () => {
    const files = { files: 20_001, bytes: 1 };
    expect(failure(() => checkLimits(HOSTS.cloudflare, input(), files)).message).toMatch(
      /20,001 files in a deployment on the free plan.*at most 20,000 \(Cloudflare Pages "Limits"/,
    );
    expect(() => checkLimits(HOSTS.cloudflare, input({ cloudflare: { plan: 'paid' } }), files)).not.toThrow();
    expect(failure(() => checkLimits(HOSTS.cloudflare, input({ cloudflare: { plan: 'paid' } }), { files: 100_001, bytes: 1 })).message).toMatch(/at most 100,000/);
    expect(siteSettingsSchema.safeParse({ deploy: { host: 'cloudflare', cloudflare: { plan: 'enterprise' } } }).success).toBe(false);
  });

  it("Cloudflare Pages: a hybrid build's _worker.js at most 3 MB gzipped on the free plan, 10 MB on a paid plan (the Workers script limit)", () => {
    const worker = (functionBytes: number) => ({ ...small, functionBytes });
    const error = failure(() => checkLimits(HOSTS.cloudflare, input(), worker(3_000_001)));
    expect(error.message).toMatch(
      /3,000,001 bytes of _worker\.js gzipped, the Worker script size on the free plan.*at most 3,000,000 \(Cloudflare Workers "Limits", https:\/\/developers\.cloudflare\.com\/workers\/platform\/limits\//,
    );
    expect(error.hint).toMatch(/--prerender all/);
    expect(() => checkLimits(HOSTS.cloudflare, input(), worker(3_000_000))).not.toThrow();
    expect(() => checkLimits(HOSTS.cloudflare, input({ cloudflare: { plan: 'paid' } }), worker(3_000_001))).not.toThrow();
    expect(failure(() => checkLimits(HOSTS.cloudflare, input({ cloudflare: { plan: 'paid' } }), worker(10_000_001))).message).toMatch(/at most 10,000,000/);
  });

  it('Cloudflare Pages: 100 dynamic redirects, counted as written (each with its slashed twin)', () => {
    const patterns = Array.from({ length: 51 }, (_, i) => ({ from: `/old-${'a'.repeat(i + 1)}/:serviceSlug`, to: '/services/:serviceSlug' }));
    expect(failure(() => checkLimits(HOSTS.cloudflare, input({}, patterns), small)).message).toMatch(/102 dynamic redirects, at most 100/);
  });

  it('Vercel: 15,000 files per deployment and 2,048 redirects', () => {
    expect(failure(() => checkLimits(HOSTS.vercel, input(), { files: 15_001, bytes: 1 })).message).toMatch(/15,001 files in a deployment, at most 15,000 \(Vercel "Limits"/);
    const literal = Array.from({ length: 1024 }, (_, i) => ({ from: `/old-${i}`, to: '/' }));
    expect(failure(() => checkLimits(HOSTS.vercel, input({}, rules.patterns, literal), small)).message).toMatch(/2,051 redirects, at most 2,048/);
  });

  it("Netlify: a hybrid build's function at most 50 MB zipped (a Netlify Function's size)", () => {
    const error = failure(() => checkLimits(HOSTS.netlify, input(), { ...small, functionBytes: 50_000_001 }));
    expect(error.message).toMatch(
      /50,000,001 bytes of \.netlify\/functions\/tradesite-render\.mjs compressed, a Netlify Function's zipped size, at most 50,000,000 \(.*https:\/\/docs\.netlify\.com\//,
    );
    expect(error.hint).toMatch(/--prerender all/);
    expect(() => checkLimits(HOSTS.netlify, input(), { ...small, functionBytes: 50_000_000 })).not.toThrow();
  });

  it("Vercel: a hybrid build's function with the record shards it carries at most 250 MB uncompressed", () => {
    const error = failure(() => checkLimits(HOSTS.vercel, input(), { ...small, functionBytes: 700_000_000 }));
    expect(error.message).toMatch(
      /700,000,000 bytes of api\/tradesite-render\.mjs with the record shards it includes, a Vercel Function's uncompressed size, at most 250,000,000 \(Vercel "Functions limits", https:\/\/vercel\.com\/docs\/functions\/limitations/,
    );
    expect(error.hint).toMatch(/--prerender all/);
    expect(() => checkLimits(HOSTS.vercel, input(), { ...small, functionBytes: 250_000_000 })).not.toThrow();
  });
});

describe('the output folder', () => {
  it("counts the bytes it will hold, and keeps what the host tool wrote there (Vercel's .vercel link) across a fresh build", () => {
    const parent = mkdtempSync(join(tmpdir(), 'tradesite-keep-'));
    const out = join(parent, 'site');
    try {
      const first = openOutput(out, false, HOSTS.vercel.keeps);
      first.write('index.html', 'x'.repeat(10));
      first.write('a/b.html', 'y'.repeat(5));
      expect(first.bytes()).toBe(15);
      first.commit();
      mkdirSync(join(out, '.vercel'));
      writeFileSync(join(out, '.vercel', 'project.json'), '{"projectId":"prj_1"}');
      const second = openOutput(out, false, HOSTS.vercel.keeps);
      second.write('index.html', 'z');
      second.commit();
      expect(readFileSync(join(out, '.vercel', 'project.json'), 'utf8')).toContain('prj_1');
      expect(existsSync(join(out, 'a/b.html'))).toBe(false);
      // An incremental build counts the files it keeps too.
      const third = openOutput(out, true);
      third.write('c.html', 'abc');
      expect(third.bytes()).toBe(1 + 3 + '{"projectId":"prj_1"}'.length);
      third.abort();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('counts an incremental output from what the previous one held as the walk of every file does', () => {
    const parent = mkdtempSync(join(tmpdir(), 'tradesite-bytes-'));
    const out = join(parent, 'site');
    try {
      const first = openOutput(out, false);
      for (const [file, size] of [
        ['index.html', 10],
        ['a/b.html', 5],
        ['a/c.html', 7],
        ['d.txt', 3],
      ] as const)
        first.write(file, 'x'.repeat(size));
      const before = first.bytes();
      first.commit();
      const next = openOutput(out, true);
      next.write('index.html', 'y'.repeat(25)); // replaced, bigger
      next.write('a/new.html', 'z'.repeat(4)); // new
      next.remove('a/c.html');
      next.remove('gone.html'); // dropped, though not there
      expect(next.bytes(before)).toBe(25 + 4 + 5 + 3);
      expect(next.bytes(before)).toBe(next.bytes());
      next.abort();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
