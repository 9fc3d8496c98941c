import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, type TestContext } from 'vitest';
import { DATA, ROOT } from './paths.ts';

const made: string[] = [];

/** A private copy of data/ for one test to break; removed after the test. */
export function copyData(): DataCopy {
  const dir = mkdtempSync(join(tmpdir(), 'tradesite-data-'));
  cpSync(DATA, dir, { recursive: true });
  made.push(dir);
  return new DataCopy(dir);
}

/**
 * copyData for a concurrent test: removed when that test finishes. (The afterEach below would
 * remove the copies of every test still running beside it.)
 */
export function copyDataFor(test: TestContext): DataCopy {
  const dir = mkdtempSync(join(tmpdir(), 'tradesite-data-'));
  cpSync(DATA, dir, { recursive: true });
  test.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return new DataCopy(dir);
}

/**
 * A copy of data/ in which only three services have suburb pages: a site of about 1,000 pages,
 * quick to build several times in one test.
 */
export function copySmallData(): DataCopy {
  const data = copyData();
  for (const file of readdirSync(data.path('services'))) {
    if (!['switchboard-upgrades.yaml', 'blocked-drains.yaml', 'tripped-circuit-repairs.yaml'].includes(file)) {
      data.replace(`services/${file}`, /^slug: /m, 'suburbPages: none\nslug: ');
    }
  }
  return data;
}

/** A copy of data/ with no services-in-suburbs pages at all: a site of a few hundred pages, for builds run many times. */
export function copyTinyData(): DataCopy {
  const data = copyData();
  for (const file of readdirSync(data.path('services'))) data.replace(`services/${file}`, /^slug: /m, 'suburbPages: none\nslug: ');
  // With no such pages, the pattern for their old addresses would lead nowhere (an error).
  data.replace('redirects.yaml', /\n *- \{ from: \/electrician\/:suburbName\/:serviceSlug, to: [^}]*\}/, '');
  return data;
}

afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

export class DataCopy {
  constructor(readonly dir: string) {}

  path(file: string): string {
    return join(this.dir, file);
  }

  read(file: string): string {
    return readFileSync(this.path(file), 'utf8');
  }

  write(file: string, text: string | Buffer): void {
    writeFileSync(this.path(file), text);
  }

  /**
   * Makes a service or landing page taken from the catalogue the business's own: the catalogue entry's text, with
   * the file's own fields (its slug, address) in place of the catalogue's. A test that rewrites a
   * catalogue service's words then rewrites them in the business's file, as an owner would.
   */
  ownService(file: string): void {
    const text = this.read(file);
    const entry = /^catalogue: (\S+)$/m.exec(text)?.[1];
    if (!entry) return;
    const own = text.split('\n').filter((line) => /^[a-zA-Z]/.test(line) && !/^(slug|catalogue):/.test(line));
    const catalogue = readFileSync(join(ROOT, 'catalogue', file.split('/')[0]!, `${entry}.yaml`), 'utf8');
    const slug = /^slug: (\S+)$/m.exec(text)![1]!;
    const keys = new Set(own.map((line) => line.split(':')[0]));
    // The catalogue's top-level fields the business replaced go; the rest keeps its layout.
    const kept = catalogue.replace(/^slug: .*$/m, `slug: ${slug}`).replace(/^([a-zA-Z]\w*):.*(?:\n(?![a-zA-Z#]).*)*/gm, (block, key: string) => (keys.has(key) ? '' : block));
    this.write(file, `${kept.trimEnd()}\n${own.join('\n')}${own.length ? '\n' : ''}`);
  }

  /** Replaces the first occurrence of `from`; fails loudly if it is not there, so a fixture cannot silently stop breaking anything. */
  replace(file: string, from: string | RegExp, to: string): void {
    if (/^(services|landing)\/[^/]+\.yaml$/.test(file) && !this.read(file).match(from)) this.ownService(file);
    const text = this.read(file);
    const next = text.replace(from, to);
    if (next === text) throw new Error(`fixture: ${String(from)} not found in ${file}`);
    this.write(file, next);
  }

  /** The 1-based line where `needle` first appears. */
  lineOf(file: string, needle: string): number {
    if (/^(services|landing)\/[^/]+\.yaml$/.test(file) && !this.read(file).includes(needle)) this.ownService(file);
    const text = this.read(file);
    const at = text.indexOf(needle);
    if (at === -1) throw new Error(`fixture: ${needle} not found in ${file}`);
    return text.slice(0, at).split('\n').length;
  }
}
