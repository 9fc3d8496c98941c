import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stateDirFor } from '../../generator/output/build-folder.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { copySmallData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';

// Every page a file: what is compared is each page's file (tests/cli/hybrid-incremental.test.ts has the hybrid output).
const EVERY_PAGE = ['--prerender', 'all'];

interface OutputFile {
  sha256: string;
  mtimeMs: number;
}

/** Every file under `dir`: relative path -> its sha256 and when it was last written. */
function snapshot(dir: string): Map<string, OutputFile> {
  const files = new Map<string, OutputFile>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else files.set(relative(dir, path), { sha256: createHash('sha256').update(readFileSync(path)).digest('hex'), mtimeMs: stat.mtimeMs });
    }
  };
  walk(dir);
  return files;
}

const rendered = (stdout: string) => Number(/\((\d+) rendered/.exec(stdout)?.[1]);
const OUT = ['.cache/test-add-suburb-a', '.cache/test-add-suburb-b'];

/**
 * Adding a suburb must cost its own pages and the pages that list it, not the site: the chrome
 * (menus, footer) and the layout file every page names do not change with the suburbs, so every
 * other page is left as it was, not even rewritten. The result must still be exactly a clean
 * build of the same data.
 */
describe('adding a suburb to a built site', () => {
  afterAll(() => {
    for (const dir of OUT) {
      rmSync(join(ROOT, dir), { recursive: true, force: true });
      rmSync(stateDirFor(join(ROOT, dir)), { recursive: true, force: true });
    }
  });

  it('renders and writes only the pages whose inputs changed, and matches a clean build byte for byte', () => {
    // Three services with suburb pages: about 900 pages, a few seconds a build.
    const data = copySmallData();
    const [incremental, clean] = OUT.map((dir) => join(ROOT, dir)) as [string, string];
    for (const dir of [incremental, clean]) rmSync(dir, { recursive: true, force: true });

    const first = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', incremental]);
    expect(first.code, first.stderr).toBe(0);
    const before = snapshot(incremental);

    const add = runCli(['add', 'suburb', 'Templestowe Lower', '--postcode', '3107', '--region', 'eastern', '--data', data.dir]);
    expect(add.code, add.stderr).toBe(0);
    const added = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', incremental]);
    expect(added.code, added.stderr).toBe(0);
    const after = snapshot(incremental);

    const slug = 'templestowe-lower';
    const newPages = [
      paths.suburbHub('electrical', slug),
      paths.suburb(slug),
      ...['switchboard-upgrades', 'blocked-drains', 'tripped-circuit-repairs'].map((service) => paths.serviceInSuburb(service, slug)),
    ];
    // The areas page lists every suburb; no other page names a suburb without housing or neighbours.
    const listing = [paths.known('areas')];
    expect(rendered(added.stdout)).toBe(newPages.length + listing.length);
    expect(added.stdout).not.toMatch(/given the new menus/);

    const fileOf = (path: string) => htmlFileFor(path).replace(/^\/+/, '');
    expect([...after.keys()].filter((file) => !before.has(file)).sort()).toEqual(newPages.map(fileOf).sort());
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
    const changed = [...after].filter(([file, now]) => before.has(file) && before.get(file)!.sha256 !== now.sha256).map(([file]) => file);
    // The checker's data (and the lead form's suggestions) hold every suburb; the sitemap lists
    // only indexable pages, which a suburb without local detail does not get.
    expect(changed.sort()).toEqual([...listing.map(fileOf), paths.suburbFinder().slice(1)].sort());
    // Unchanged pages are not even rewritten (rewriting 11,000 files was most of the cost).
    const rewritten = [...after].filter(([file, now]) => before.has(file) && !changed.includes(file) && before.get(file)!.mtimeMs !== now.mtimeMs).map(([file]) => file);
    expect(rewritten).toEqual([]);

    const fresh = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', clean]);
    expect(fresh.code, fresh.stderr).toBe(0);
    const cleanFiles = snapshot(clean);
    expect([...after.keys()].sort()).toEqual([...cleanFiles.keys()].sort());
    expect([...after].filter(([file, { sha256 }]) => cleanFiles.get(file)!.sha256 !== sha256).map(([file]) => file)).toEqual([]);
  }, 240_000);
});
