import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'tradesite-package-'));
// A minute: the folder holds an installed node_modules.
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

/** A command run as a user would type it, in `cwd`, with npm's own noise kept out of the way. */
function run(cwd: string, command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
}

/** One page of a built project as `npx tradesite preview` serves it (started, asked, stopped). */
async function previewed(cwd: string, path: string): Promise<{ status: number; robots: string | null; html: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn('npx', ['tradesite', 'preview', '--port', String(port)], { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  try {
    let said = '';
    await new Promise<void>((ready, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString('utf8');
        if (said.includes('Serving')) ready();
      });
      child.on('exit', (code) => fail(new Error(`preview ended (${code}) before serving: ${said}`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: response.status, robots: response.headers.get('x-robots-tag'), html: await response.text() };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

describe('tradesite as a package (issue 41)', () => {
  it('packs into a tarball that installs into an empty folder, where init makes a project that builds in its own folder', async () => {
    const tarball = run(ROOT, 'npm', ['pack', '--silent', '--pack-destination', dir]).trim().split('\n').at(-1)!;
    const files = run(dir, 'tar', ['tzf', tarball]);
    // The product, not the repository: no tests, benchmarks or screenshots.
    expect(files).toMatch(/^package\/bin\/tradesite\.js$/m);
    expect(files).toMatch(/^package\/places\/victoria\.csv$/m);
    // The second sample business ships too, so the launch gate knows it in any project.
    expect(files).toMatch(/^package\/examples\/geelong-plumbing-gas\/data\/business\.yaml$/m);
    expect(files).not.toMatch(/^package\/(tests|bench)\//m);

    const home = join(dir, 'home');
    run(dir, 'mkdir', [home]);
    writeFileSync(join(home, 'package.json'), '{ "name": "empty", "private": true }\n');
    // The registry's packages come from npm's cache where they are there (CI has just installed them).
    run(home, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(dir, tarball)]);
    run(home, 'npx', [
      'tradesite',
      'init',
      'mysite',
      '--yes',
      '--name',
      'Coastline Plumbing',
      '--trades',
      'plumbing,gas',
      '--base-suburb',
      'frankston',
      '--area-name',
      'the Mornington Peninsula',
    ]);
    const site = join(home, 'mysite');
    expect(readdirSync(site).sort()).toEqual(['.github', '.gitignore', 'README.md', 'data', 'package.json', 'schemas']);
    // Its own deploy workflow: daily, building this project with the pinned tradesite.
    const workflow = parse(readFileSync(join(site, '.github/workflows/deploy.yml'), 'utf8')) as { on: { schedule: unknown[] } };
    expect(workflow.on.schedule.length).toBeGreaterThan(0);
    expect(readFileSync(join(site, '.github/workflows/deploy.yml'), 'utf8')).toMatch(/run: npx tradesite build --production --out dist/);
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).dependencies.tradesite).toMatch(/^\d+\.\d+\.\d+$/);

    // A small site: local pages for one service.
    for (const file of readdirSync(join(site, 'data/services'))) {
      if (file === 'blocked-drains.yaml') continue;
      const path = join(site, 'data/services', file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^slug: /m, 'suburbPages: none\nslug: '));
    }
    run(site, 'npx', ['tradesite', 'build']);
    const index = readFileSync(join(site, 'dist/index.html'), 'utf8');
    expect(index).toContain('Coastline Plumbing');
    expect(existsSync(join(site, 'dist/services/switchboard-upgrades.html'))).toBe(false);
    // Netlify by default: Frankston's noindex page is the function's, bundled from the installed
    // package. `preview` serves it as Netlify would.
    expect(existsSync(join(site, 'dist/services/blocked-drains/in/frankston.html'))).toBe(false);
    const page = await previewed(site, '/services/blocked-drains/in/frankston');
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex');
    expect(page.html).toContain('<title>Blocked Drains in Frankston 3199 | Coastline Plumbing</title>');
  }, 600_000);
});
