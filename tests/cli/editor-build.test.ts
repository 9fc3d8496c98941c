import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyTinyData } from '../helpers/data-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * /admin/ is published only with data/site.yaml's `editor`, and never as a page: not in the
 * sitemap, noindex, with its own headers. One data copy, built twice into one folder.
 */
describe('build with and without the editor setting', () => {
  it('writes /admin/ with the setting, and drops it again without', () => {
    const data = copyTinyData();
    const out = join(mkdtempSync(join(tmpdir(), 'tradesite-admin-')), 'dist');
    const env = { TRADESITE_THREADS: '1' };
    data.write('site.yaml', `${data.read('site.yaml')}editor:\n  repo: northwire/website\n  baseUrl: https://auth.northwire.example\n`);
    const built = runCli(['build', '--data', data.dir, '--out', out, '--host', 'netlify'], { env });
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const page = readFileSync(join(out, 'admin/index.html'), 'utf8');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('"repo":"northwire/website"');
    expect(readFileSync(join(out, 'admin/decap-cms.js')).length).toBeGreaterThan(1_000_000);
    expect(readdirSync(join(out, 'admin')).filter((f) => /^\d+\.decap-cms\.js$/.test(f)).length).toBeGreaterThan(10);
    const sitemaps = readdirSync(out).filter((f) => f.startsWith('sitemap'));
    for (const file of sitemaps) expect(readFileSync(join(out, file), 'utf8')).not.toContain('/admin');
    expect(readFileSync(join(out, '_headers'), 'utf8')).toMatch(/\/admin\/\*\n {2}Content-Security-Policy: [^\n]*'unsafe-eval'/);

    data.write('site.yaml', data.read('site.yaml').replace(/editor:[\s\S]*$/, ''));
    const again = runCli(['build', '--data', data.dir, '--out', out, '--host', 'netlify'], { env });
    expect(again.code).toBe(0);
    expect(existsSync(join(out, 'admin'))).toBe(false);
    expect(readFileSync(join(out, '_headers'), 'utf8')).not.toContain('/admin');
  }, 600_000);
});
