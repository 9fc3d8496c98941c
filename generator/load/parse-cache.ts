import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
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
  /** Whether the folder was made (and pruned) by this process: once is enough. */
  ready: false,
  /** Writes under way. */
  pending: new Set<Promise<void>>(),

  write(text: string, value: unknown): void {
    if (jsonSafe(value)) this.put(this.file(text), JSON.stringify(value));
  },

  /**
   * Written in the background, whole and then renamed (a build running alongside never reads
   * half a file): a clean build parses every data file, and writing their 180 entries one after
   * another held it up for 280 ms on this machine's disk. The process ends only once they are done.
   */
  put(file: string, json: string): void {
    try {
      if (!this.ready) {
        mkdirSync(this.dir, { recursive: true });
        this.prune();
        this.ready = true;
      }
    } catch {
      return; // A read-only checkout: parse next time.
    }
    const partial = `${file}.${process.pid}.tmp`;
    const done = writeFile(partial, json)
      .then(() => rename(partial, file))
      // A full disk, say: parse next time.
      .catch(() => rm(partial, { force: true }).catch(() => {}))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  },

  /** Once every write so far is done (for a test that reads the cache right after a build). */
  async flushed(): Promise<void> {
    await Promise.all([...this.pending]);
  },

  /** Over the limit, the older half goes (by when it was written), and any write a killed build left half done. */
  prune(): void {
    const names = readdirSync(this.dir);
    for (const name of names) if (name.endsWith('.tmp')) rmSync(join(this.dir, name), { force: true });
    if (names.length <= this.limit) return;
    const byAge = names
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ path: join(this.dir, name), at: statSync(join(this.dir, name)).mtimeMs }))
      .sort((a, b) => a.at - b.at);
    for (const { path } of byAge.slice(0, byAge.length - this.limit / 2)) rmSync(path, { force: true });
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
