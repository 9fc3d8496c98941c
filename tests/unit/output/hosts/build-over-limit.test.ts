import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../../generator/build-site.ts';
import { UserError } from '../../../../generator/diagnostics/user-error.ts';
import { HOSTS } from '../../../../generator/output/hosts/index.ts';
import { prepareSite } from '../../../../generator/prepare-site.ts';
import { copyTinyData } from '../../../helpers/data-copy.ts';

/** Every file under a folder with its size and modification time: what "left untouched" means. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const path = join(sub, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[path] = `${statSync(join(dir, path)).size} ${statSync(join(dir, path)).mtimeMs}`;
    }
  };
  walk('');
  return files;
}

describe('a build that outgrows its host', () => {
  const parent = mkdtempSync(join(tmpdir(), 'tradesite-limit-'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("fails, naming the host's byte limit, the site's figure and where the limit is documented, and leaves the previous output as it was", async () => {
    try {
      const data = copyTinyData();
      const { site, manifest, diagnostics } = prepareSite(data.dir, { localIndexing: true });
      expect(diagnostics.errorCount).toBe(0);
      const out = join(parent, 'site');
      const options = { duplicateCheck: true, form: {}, host: 'static' as const };
      const first = await buildSite(site!, manifest!, out, () => {}, options);
      expect(first.bytes).toBeGreaterThan(1_000_000);
      const before = snapshot(parent);
      const home = readFileSync(join(out, 'index.html'), 'utf8');

      // The same site against a host that takes a million bytes: the GitHub Pages limit as it
      // is written, with only its figure lowered (1 GiB of pages is too slow for a test).
      const real = HOSTS.static.limits;
      vi.spyOn(HOSTS.static, 'limits').mockImplementation((input) => real(input).map((limit) => (limit.what === 'bytes' ? { ...limit, max: 1_000_000 } : limit)));
      const failed = await buildSite(site!, manifest!, out, () => {}, options).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(UserError);
      const error = failed as UserError;
      expect(error.message).toMatch(
        /^The site does not fit static host without rules \(GitHub Pages\): [\d,]+ bytes, at most 1,000,000 \(GitHub Pages limits, https:\/\/docs\.github\.com\/en\/pages\/getting-started-with-github-pages\/github-pages-limits/,
      );
      expect(error.hint).toMatch(/netlify, cloudflare, vercel or nginx/);
      expect(snapshot(parent)).toEqual(before);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(home);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
