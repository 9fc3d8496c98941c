import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { paths } from '../../src/routing/paths.ts';
import { RecordShard, shardOf, shardPaths, type ShardEntry } from './record-shard.ts';

/**
 * Measured over the sample's 91 MB of records: level 3 gzips them in 0.5 s to 16.3 MB, the
 * default level 6 in 1.0 s to 13.6 MB (a tenth of a hybrid build's time for 3 MB of upload).
 * Workers gunzip both alike (DecompressionStream knows gzip and deflate, not brotli).
 */
const GZIP_LEVEL = 3;

/** A previous build's shards: its output folder and where its shards started. */
export interface PreviousShards {
  dir: string;
  starts: readonly string[];
}

/**
 * Writes the long tail's records into their shards as the build makes them, in route order: a
 * shard is gzipped and written once a record of a later shard arrives, so memory holds one shard
 * (record-shard.ts). A record left as it was by an incremental build is `carry`ed: taken from the
 * previous build's shards when its shard is written, and when every record of a shard was carried
 * and the shard starts and ends where it did, the previous shard's gzipped bytes are written as
 * they were (gunzipping and gzipping again the sample's 471 shards was 1 s of an unchanged rebuild).
 */
export class ShardWriter {
  /** The shard being filled. */
  private shard = 0;
  /** Its entries so far, in route order (so in path order, as a shard's index has them), their texts' UTF-8 in `body`. */
  private rows: [path: string, jsonBytes: number, jsonLdBytes: number][] = [];
  /**
   * Where its entries' texts are encoded as they come, reused from shard to shard. A record's
   * strings are garbage as soon as it is encoded: held until their shard was written (115 records
   * a shard at a hundred times the sample), each lived long enough to be moved to the old
   * generation, and the collector marked the build's 5 GB heap again and again to free them
   * (its rendering phase took 516 s of CPU instead of 283 s, with a peak of 11.9 GB).
   */
  private body: Buffer = Buffer.allocUnsafe(1 << 20);
  private at = 0;
  /** Paths carried into it while nothing else was: it may be the previous build's shard, whole (see `close`). */
  private carried: string[] = [];
  /** Where the shard's bytes are put together (its index line, then `body`), reused. */
  private out: Buffer = Buffer.allocUnsafe(1 << 20);
  private readonly prior: PriorShardReader | undefined;
  private count = 0;
  private done = false;

  constructor(
    readonly starts: readonly string[],
    /** Called with each shard's file and gzipped bytes, in shard order. */
    private readonly write: (file: string, bytes: Uint8Array) => void,
    previous?: PreviousShards,
  ) {
    this.prior = previous && new PriorShardReader(previous);
  }

  /** A record the build made. */
  add(path: string, entry: ShardEntry): void {
    this.reach(path);
    this.takeCarried();
    this.encode(path, entry);
    this.count++;
  }

  /** A record left as it was: it comes from the previous build's shards. */
  carry(path: string): void {
    if (!this.prior) throw new Error(`the long-tail page ${path} was kept, but there is no previous build to carry its record from`);
    this.reach(path);
    if (this.rows.length) this.encode(path, this.prior.record(path));
    else this.carried.push(path);
    this.count++;
  }

  /** Records added and carried. */
  get records(): number {
    return this.count;
  }

  /** Writes the shard being filled and every one after it (empty: every number below the count is a file). Call once, after the last record. */
  finish(): void {
    if (this.done) throw new Error('the record shards were finished twice');
    this.done = true;
    while (this.shard < this.starts.length) this.close();
  }

  /** Closes the shards before this path's. */
  private reach(path: string): void {
    if (this.done) throw new Error(`the record of ${path} came after the shards were finished`);
    const shard = shardOf(path, this.starts);
    if (shard < this.shard) throw new Error(`the record of ${path} came after shard ${this.shard} was begun: records must come in route order`);
    while (this.shard < shard) this.close();
  }

  /** The carried records held back, encoded now that the shard is not the previous one whole. */
  private takeCarried(): void {
    for (const path of this.carried) this.encode(path, this.prior!.record(path));
    this.carried = [];
  }

  /** An entry's texts into `body`, as encodeShard lays them out (record-shard.ts defines the format). */
  private encode(path: string, { json, jsonLd }: ShardEntry): void {
    // At most three bytes of UTF-8 a UTF-16 unit.
    this.body = room(this.body, this.at, (json.length + jsonLd.length) * 3);
    const jsonBytes = this.body.write(json, this.at);
    const jsonLdBytes = this.body.write(jsonLd, this.at + jsonBytes);
    this.at += jsonBytes + jsonLdBytes;
    this.rows.push([path, jsonBytes, jsonLdBytes]);
  }

  private close(): void {
    const file = paths.edgeRecords(this.shard);
    const kept = this.rows.length === 0 && this.carried.length > 0 ? this.prior!.whole(this.shard, this.starts, this.carried) : undefined;
    if (kept) this.write(file, kept);
    else {
      this.takeCarried();
      const index = `${JSON.stringify(this.rows)}\n`;
      this.out = room(this.out, 0, index.length * 3 + this.at);
      const start = this.out.write(index, 0);
      this.body.copy(this.out, start, 0, this.at);
      this.write(file, gzipSync(this.out.subarray(0, start + this.at), { level: GZIP_LEVEL }));
    }
    this.shard++;
    this.rows = [];
    this.at = 0;
    this.carried = [];
  }
}

/** `buffer`, or a bigger one with its first `used` bytes, so that `more` bytes fit after them. */
function room(buffer: Buffer, used: number, more: number): Buffer {
  if (used + more <= buffer.length) return buffer;
  const bigger = Buffer.allocUnsafe(Math.max(used + more, buffer.length * 2));
  buffer.copy(bigger, 0, 0, used);
  return bigger;
}

/** The previous build's shards, read as the carried records ask for them (in route order: one shard held at a time). */
class PriorShardReader {
  private held: { shard: number; gzipped: Uint8Array; records?: RecordShard } | undefined;

  constructor(private readonly previous: PreviousShards) {}

  /** A carried record, from the previous shard that holds its path. */
  record(path: string): ShardEntry {
    const held = this.read(shardOf(path, this.previous.starts));
    held.records ??= new RecordShard(gunzipSync(held.gzipped));
    const entry = held.records.get(path);
    if (!entry) throw new Error(`the long-tail record of ${path}, kept from the previous build, is missing from its shards: build again into an empty folder`);
    return entry;
  }

  /**
   * The previous shard's gzipped bytes, when it holds exactly these paths (all carried, none made)
   * and starts and ends where shard `shard` does now; read from as little of it as holds its index.
   */
  whole(shard: number, starts: readonly string[], paths: readonly string[]): Uint8Array | undefined {
    const before = this.previous.starts;
    if (before[shard] !== starts[shard] || before[shard + 1] !== starts[shard + 1]) return undefined;
    const held = this.read(shard);
    const had = held.records ? [...held.records.paths()] : indexedPaths(held.gzipped);
    return had.length === paths.length && had.every((path, i) => path === paths[i]) ? held.gzipped : undefined;
  }

  private read(shard: number): NonNullable<PriorShardReader['held']> {
    if (this.held?.shard !== shard) this.held = { shard, gzipped: readFileSync(join(this.previous.dir, paths.edgeRecords(shard).slice(1))) };
    return this.held;
  }
}

/**
 * The paths a gzipped shard holds, in order, from as little of it as holds its index line: a shard
 * kept whole is not gunzipped (gunzipping the sample's 471 was 0.4 s of an unchanged rebuild).
 */
function indexedPaths(gzipped: Uint8Array): string[] {
  for (let length = 4096; ; length *= 4) {
    // A truncated gzip stream, flushed: what its first bytes decompress to.
    const held = shardPaths(gunzipSync(gzipped.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH }));
    if (held) return held;
    if (length >= gzipped.length) throw new Error('a record shard of the previous build has no index line');
  }
}
