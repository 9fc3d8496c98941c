import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { YamlPositions } from './yaml-positions.ts';

/**
 * Parsed values by the hash of their text (and the parser's version), as JSON under .cache/. A
 * value JSON cannot hold exactly (a non-finite number) is not cached. A cache that cannot be read
 * or written is no cache: the text is parsed.
 */
export const parseCache = {
  dir: join('.cache', 'parsed-yaml'),
  /** The parser's version and the checks a cached value passed: either changing empties the cache. */
  version: `${(createRequire(import.meta.url)('yaml/package.json') as { version: string }).version}+checks-2`,

  file(text: string, kind: 'value' | 'positions' = 'value'): string {
    const key = createHash('sha256').update(this.version).update('\0').update(text).digest('hex').slice(0, 32);
    return join(this.dir, kind === 'value' ? `${key}.json` : `${key}.positions.json`);
  },

  read(text: string): unknown {
    return readJson(this.file(text));
  },

  /** Where the text's values were written (yaml-positions.ts), if a build has needed them before. */
  readPositions(text: string): YamlPositions | undefined {
    return readJson(this.file(text, 'positions')) as YamlPositions | undefined;
  },

  writePositions(text: string, positions: YamlPositions): void {
    this.put(this.file(text, 'positions'), JSON.stringify(positions));
  },

  /** Entries kept at most: every edit of a data file adds one. */
  limit: 1000,
  pruned: false,

  write(text: string, value: unknown): void {
    if (jsonSafe(value)) this.put(this.file(text), JSON.stringify(value));
  },

  put(file: string, json: string): void {
    try {
      mkdirSync(this.dir, { recursive: true });
      this.prune();
      // Written whole then renamed: a build running alongside never reads half a file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, json);
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

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object') return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(jsonSafe);
  return false;
}
