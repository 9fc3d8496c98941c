import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'tradesite-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command run as a user would type it, in `cwd`, with npm's own noise kept out of the way. */
function run(cwd: string, command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
}

describe('tradesite as a package (issue 41)', () => {
  it('packs into a tarball that installs into an empty folder, where init makes a project that builds in its own folder', () => {
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
    expect(existsSync(join(site, 'dist/services/blocked-drains/in/frankston.html'))).toBe(true);
    expect(existsSync(join(site, 'dist/services/switchboard-upgrades.html'))).toBe(false);
  }, 600_000);
});
