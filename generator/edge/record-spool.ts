import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '../../src/routing/paths.ts';
import { encodeShard, shardOf, type ShardEntry } from './record-shard.ts';

/**
 * Measured over the sample's 91 MB of records: level 3 gzips them in 0.5 s to 16.3 MB, the
 * default level 6 in 1.0 s to 13.6 MB (a tenth of a hybrid build's time for 3 MB of upload).
 * Workers gunzip both alike (DecompressionStream knows gzip and deflate, not brotli).
 */
const GZIP_LEVEL = 3;

/**
 * The pending lines of every shard are written to their spool files once they pass this many
 * characters together: a bound on the spool's memory whatever the number of shards (at ten times
 * the sample, 4,700 shards of a few pending records each would otherwise be a gigabyte).
 */
const FLUSH_AT = 32 * 1024 * 1024;

/**
 * Collects the long-tail records while the build makes them, and writes them out as shards at the
 * end (record-shard.ts). A shard's records come from all over the route order (a path's shard is
 * its hash), so they wait on disk, one spool file per shard, rather than in memory: the sample's
 * records are 93 MB of JSON and ten times the sample's would be a gigabyte, the whole build's
 * memory budget.
 */
export class RecordSpool {
  private readonly dir = mkdtempSync(join(tmpdir(), 'tradesite-edge-'));
  private readonly pending = new Map<number, string[]>();
  private pendingSize = 0;
  private count = 0;

  constructor(readonly shards: number) {}

  add(path: string, entry: ShardEntry): void {
    if (/[\n\r]/.test(path) || entry.json.includes('\n') || entry.jsonLd.includes('\n')) throw new Error(`the record of ${path} has a line break outside its JSON strings`);
    const shard = shardOf(path, this.shards);
    // Three lines an entry: the JSON the build made has no raw line break (JSON.stringify escapes
    // them), nor has a path, so reading back is a split, not parsing 93 MB of JSON again.
    const line = `${path}\n${entry.json}\n${entry.jsonLd}\n`;
    const lines = this.pending.get(shard);
    if (lines) lines.push(line);
    else this.pending.set(shard, [line]);
    this.pendingSize += line.length;
    if (this.pendingSize >= FLUSH_AT) this.flush();
    this.count++;
  }

  get records(): number {
    return this.count;
  }

  /** Every shard, gzipped, as [file in the output, bytes]; the spool is removed once they are made. */
  *files(): Generator<[string, Uint8Array]> {
    try {
      this.flush();
      for (let shard = 0; shard < this.shards; shard++) {
        let text = '';
        try {
          text = readFileSync(this.spoolFile(shard), 'utf8');
        } catch (error) {
          // A shard no path hashed to: written empty, so every number below `shards` is a file.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        const lines = text.split('\n');
        const entries: [string, ShardEntry][] = [];
        for (let i = 0; i + 2 < lines.length; i += 3) entries.push([lines[i]!, { json: lines[i + 1]!, jsonLd: lines[i + 2]! }]);
        yield [paths.edgeRecords(shard), gzipSync(encodeShard(entries), { level: GZIP_LEVEL })];
      }
    } finally {
      this.discard();
    }
  }

  /** Removes the spool (a build that fails half way calls this too). */
  discard(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Appends every shard's pending lines to its spool file. */
  private flush(): void {
    for (const [shard, lines] of this.pending) appendFileSync(this.spoolFile(shard), lines.join(''));
    this.pending.clear();
    this.pendingSize = 0;
  }

  private spoolFile(shard: number): string {
    return join(this.dir, `${shard}.jsonl`);
  }
}
