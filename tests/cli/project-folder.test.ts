import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { NETLIFY_FUNCTION_FILE } from '../../generator/edge/netlify/bundle-function.ts';

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

describe("the CLI in a project's own folder (issue 41)", () => {
  it('validates and builds the project it stands in: data/ there, dist/ there, no path of the tradesite checkout assumed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-project-'));
    made.push(dir);
    // init, run from the folder that will hold the project, with a relative target.
    const created = runCli(['init', 'sparky', '--yes', '--name', 'Sparky and Co', '--base-suburb', 'preston'], { cwd: dir });
    expect(created.code, created.stderr).toBe(0);
    const project = join(dir, 'sparky');
    // A small site: local pages for one service only.
    for (const file of readdirSync(join(project, 'data/services'))) {
      if (file === 'switchboard-upgrades.yaml') continue;
      const path = join(project, 'data/services', file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^slug: /m, 'suburbPages: none\nslug: '));
    }
    const checked = runCli(['validate'], { cwd: project });
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    const built = runCli(['build'], { cwd: project });
    expect(built.code, built.stderr).toBe(0);
    expect(readFileSync(join(project, 'dist/index.html'), 'utf8')).toContain('Sparky and Co');
    // Netlify (the sample's host) by default gets the hybrid output: Preston's noindex page is left
    // to the function, bundled from the checkout's code into the project's own dist/.
    expect(existsSync(join(project, 'dist/services/switchboard-upgrades/in/preston.html'))).toBe(false);
    expect(existsSync(join(project, 'dist', NETLIFY_FUNCTION_FILE))).toBe(true);
    const full = runCli(['build', '--prerender', 'all'], { cwd: project });
    expect(full.code, full.stderr).toBe(0);
    expect(existsSync(join(project, 'dist/services/switchboard-upgrades/in/preston.html'))).toBe(true);
  }, 300_000);
});
