import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * A hybrid build (`--host cloudflare --prerender indexable`) on top of the previous one: the
 * long-tail records left unchanged come from its shards, and the output is the bytes a clean
 * hybrid build of the same data writes (issue 44, "moving a page across the line": the
 * incremental build and the add-a-suburb path still render only what changed).
 */
const A = join(ROOT, '.cache', 'test-hybrid-incremental');
const B = join(ROOT, '.cache', 'test-hybrid-clean');
const hybrid = (data: string, out: string) => runCli(['build', '--data', data, '--out', out, '--host', 'cloudflare', '--prerender', 'indexable', '--no-duplicate-check']);

function filesOf(dir: string): Map<string, Buffer> {
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

afterAll(() => {
  for (const dir of [A, B]) for (const folder of [dir, join(dir, '..', `.${dir.split('/').at(-1)}.tradesite`)]) rmSync(folder, { recursive: true, force: true });
});

describe('an incremental hybrid build', () => {
  it('keeps every page and record when nothing changed, and after an edit writes what a clean build writes', () => {
    const data = copyData();
    for (const dir of [A, B]) rmSync(dir, { recursive: true, force: true });
    const first = hybrid(data.dir, A);
    expect(first.code, first.stderr).toBe(0);
    const again = hybrid(data.dir, A);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/\(0 rendered, \d+ unchanged\)/);
    // A suburb the business's own address does not name (its postcode is checked against it).
    const business = data.read('business.yaml');
    const name = [...data.read('suburbs.yaml').matchAll(/^ {4}name: (.+)$/gm)].map((m) => m[1]!).find((n) => !business.includes(n))!;
    // A suburb renamed: its pages' records change, and every page's menus.
    data.replace('suburbs.yaml', `    name: ${name}\n`, `    name: ${name} Edited\n`);
    const edited = hybrid(data.dir, A);
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.stdout).toMatch(/given the new menus and footer/);
    const clean = hybrid(data.dir, B);
    expect(clean.code, clean.stderr).toBe(0);
    const [incremental, fresh] = [filesOf(A), filesOf(B)];
    expect([...incremental.keys()].sort()).toEqual([...fresh.keys()].sort());
    const differing = [...fresh].filter(([file, bytes]) => !incremental.get(file)!.equals(bytes)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 240_000);
});
