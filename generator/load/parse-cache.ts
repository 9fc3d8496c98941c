import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Parsed values by the hash of their text (and the parser's version), as JSON under .cache/. A
 * value JSON cannot hold exactly (a non-finite number) is not cached. A cache that cannot be read
 * or written is no cache: the text is parsed.
 */
export const parseCache = {
  dir: join('.cache', 'parsed-yaml'),
  /** The parser's version and the checks a cached value passed: either changing empties the cache. */
  version: `${(createRequire(import.meta.url)('yaml/package.json') as { version: string }).version}+checks-2`,

  file(text: string): string {
    return join(this.dir, `${createHash('sha256').update(this.version).update('\0').update(text).digest('hex').slice(0, 32)}.json`);
  },

  read(text: string): unknown {
    try {
      return JSON.parse(readFileSync(this.file(text), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  },

  /** Entries kept at most: every edit of a data file adds one. */
  limit: 1000,
  pruned: false,

  write(text: string, value: unknown): void {
    if (!jsonSafe(value)) return;
    const file = this.file(text);
    try {
      mkdirSync(this.dir, { recursive: true });
      this.prune();
      // Written whole then renamed: a build running alongside never reads half a file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(value));
      renameSync(partial, file);
    } catch {
      /* read-only checkout, full disk: parse next time */
    }
  },

  /** Once a process: over the limit, the older half goes (by when it was written). */
  prune(): void {
    if (this.pruned) return;
    this.pruned = true;
    const names = readdirSync(this.dir);
    if (names.length <= this.limit) return;
    const byAge = names.map((name) => ({ path: join(this.dir, name), at: statSync(join(this.dir, name)).mtimeMs })).sort((a, b) => a.at - b.at);
    for (const { path } of byAge.slice(0, names.length - this.limit / 2)) rmSync(path, { force: true });
  },
};

function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object') return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(jsonSafe);
  return false;
}
