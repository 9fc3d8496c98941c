import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES_FILE, SIGNATURES_FILE } from '../../generator/incremental/build-state.ts';
import { stateDirFor } from '../../generator/output/build-folder.ts';
import { siblingGroup } from '../../generator/report/duplicates.ts';
import { SIGNATURE_BYTES } from '../../generator/report/similarity.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import { copySmallData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';
import { htmlFileFor } from '../../src/routing/paths.ts';

// Every page a file: what is compared is each page's file (tests/cli/hybrid-incremental.test.ts has the hybrid output).
const EVERY_PAGE = ['--prerender', 'all'];

/** Every file under `dir`, relative path -> contents. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

describe('incremental builds', () => {
  it('re-render only what changed, and match a clean build byte for byte', () => {
    // A smaller site (three services with suburb pages) keeps several builds quick.
    const data = copySmallData();
    // One service with pages in one region only, so moving a suburb between regions adds and drops pages.
    data.replace('services/blocked-drains.yaml', /^slug: /m, 'suburbPages:\n  regions: [northern]\nslug: ');
    const a = '.cache/test-incremental-a';
    const b = '.cache/test-incremental-b';
    for (const dir of [a, b]) rmSync(join(ROOT, dir), { recursive: true, force: true });

    const clean = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a]);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/ 0 unchanged\)/);

    const again = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a]);
    expect(again.stdout).toMatch(/\(0 rendered/);
    // Every picture comes from the image cache: a second build processes none.
    expect(again.stdout).toMatch(/Pictures: [1-9]\d* used, 0 processed/);

    // Only the pages the near-copy check compares are signed: the rest of the file is zeros. A
    // page the check compares whose signature the previous build left as zeros is drawn again.
    const state = stateDirFor(join(ROOT, a));
    const signatures = readFileSync(join(state, SIGNATURES_FILE));
    const { routes } = JSON.parse(readFileSync(join(state, ROUTES_FILE), 'utf8')) as RouteManifest;
    const signedAt = routes.flatMap((route, i) => (signatures.subarray(i * SIGNATURE_BYTES, (i + 1) * SIGNATURE_BYTES).some((byte) => byte !== 0) ? [route.path] : []));
    const compared = routes.filter((route) => siblingGroup(route) !== undefined).map((route) => route.path);
    expect(compared.length).toBeGreaterThan(0);
    expect(compared.length).toBeLessThan(routes.length / 2);
    expect(signedAt).toEqual(compared);
    writeFileSync(join(state, SIGNATURES_FILE), Buffer.alloc(signatures.length));
    const resigned = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a]);
    expect(resigned.code, resigned.stderr).toBe(0);
    expect(resigned.stdout).toContain(`(${compared.length} rendered`);
    expect(readFileSync(join(state, SIGNATURES_FILE)).equals(signatures)).toBe(true);

    data.replace('suburbs.yaml', 'Mostly 1950s to 1970s brick veneer', 'Largely 1950s to 1970s brick veneer');
    const incremental = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a]);
    expect(incremental.code, incremental.stderr).toBe(0);
    const rendered = Number(/\((\d+) rendered/.exec(incremental.stdout)![1]);
    const total = Number(/Built (\d+) pages/.exec(incremental.stdout)![1]);
    // Thomastown's own pages and its service pages, not the site.
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(total / 10);
    expectSameAsCleanBuild();

    // Broadmeadows is named on other suburbs' pages (a neighbour, a reviewer's suburb) and decides
    // which regional pages exist: pages that read it must change, and only those.
    data.replace('suburbs.yaml', /name: Broadmeadows\n(\s+)postcode: "3047"\n\s+region: northern/, 'name: Broadmeadows West\n$1postcode: "3047"\n$1region: western');
    const moved = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(Number(/\((\d+) rendered/.exec(moved.stdout)![1])).toBeLessThan(total / 2);
    expectSameAsCleanBuild();

    // A new suburb: its own pages and the pages that list it are rendered; the menus do not count
    // suburbs, so every other page is left as it was (tests/cli/add-suburb.test.ts has the list).
    const add = runCli(['add', 'suburb', 'Templestowe Lower', '--postcode', '3107', '--region', 'eastern', '--data', data.dir]);
    expect(add.code, add.stderr).toBe(0);
    const added = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a]);
    expect(added.code, added.stderr).toBe(0);
    const addedTotal = Number(/Built (\d+) pages/.exec(added.stdout)![1]);
    expect(addedTotal).toBe(total - 1 + 4); // Broadmeadows' regional page went; electrician, suburb and two service pages came
    expect(Number(/\((\d+) rendered/.exec(added.stdout)![1])).toBeLessThan(addedTotal / 10);
    expect(added.stdout).not.toMatch(/given the new menus/);
    expectSameAsCleanBuild();

    // The form's address is in every page's body, though in no page's record.
    const env = { FORM_ENDPOINT: 'https://forms.example.test' };
    const formMoved = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a], { env });
    expect(formMoved.code, formMoved.stderr).toBe(0);
    expect(formMoved.stdout).toMatch(/ 0 unchanged\)/);
    expectSameAsCleanBuild(env);

    // Another host: the pages gain a meta CSP, the redirects become forwarding pages and the
    // Netlify files go.
    const rehosted = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', a, '--host', 'static'], { env });
    expect(rehosted.code, rehosted.stderr).toBe(0);
    expect(existsSync(join(ROOT, a, '_redirects'))).toBe(false);
    // Such a host reads no rules: each old address is a forwarding page, the CSP a meta tag
    // (without frame-ancestors, which a meta policy cannot set).
    const forwarding = readFileSync(join(ROOT, a, htmlFileFor('/about-us')), 'utf8');
    expect(forwarding).toContain('<meta http-equiv="refresh" content="0; url=/about">');
    expect(forwarding).toContain('<meta name="robots" content="noindex">');
    const about = readFileSync(join(ROOT, a, htmlFileFor('/about')), 'utf8');
    expect(about).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;[^"]*">/);
    expect(about).not.toMatch(/frame-ancestors/);
    expectSameAsCleanBuild(env, ['--host', 'static']);

    function expectSameAsCleanBuild(env?: Record<string, string>, args: string[] = []) {
      rmSync(join(ROOT, b), { recursive: true, force: true });
      const fresh = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', b, ...args], { env });
      expect(fresh.code, fresh.stderr).toBe(0);
      const left = snapshot(join(ROOT, a));
      const right = snapshot(join(ROOT, b));
      expect([...left.keys()].sort()).toEqual([...right.keys()].sort());
      const different = [...left].filter(([file, bytes]) => !bytes.equals(right.get(file)!)).map(([file]) => file);
      expect(different).toEqual([]);
      // The near-copy check of the next build reads the signatures kept: the same as a clean build's.
      const signaturesOf = (dir: string) => readFileSync(join(stateDirFor(join(ROOT, dir)), SIGNATURES_FILE));
      expect(signaturesOf(a).equals(signaturesOf(b))).toBe(true);
    }
    for (const dir of [a, b]) {
      rmSync(join(ROOT, dir), { recursive: true, force: true });
      rmSync(stateDirFor(join(ROOT, dir)), { recursive: true, force: true });
    }
  }, 300_000);
});
