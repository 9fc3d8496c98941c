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
  /** The shard being filled, the records made for it and the paths carried into it. */
  private shard = 0;
  private made: [string, ShardEntry][] = [];
  private carried: string[] = [];
  private readonly prior: PriorShardReader | undefined;
  private count = 0;
  private done = false;
  /** Where each shard's bytes are made, reused (see `encode`). */
  private scratch = Buffer.allocUnsafe(1 << 20);

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
    this.made.push([path, entry]);
    this.count++;
  }

  /** A record left as it was: it comes from the previous build's shards. */
  carry(path: string): void {
    if (!this.prior) throw new Error(`the long-tail page ${path} was kept, but there is no previous build to carry its record from`);
    this.reach(path);
    this.carried.push(path);
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

  /**
   * encodeShard's bytes (the format is defined there), made in one buffer kept from shard to
   * shard: encoding each record's two texts into arrays of their own was two allocations outside
   * the heap a record, and at a hundred times the sample those 2.3 million (9 GB in all) had the
   * collector mark the build's 5 GB heap again and again (its rendering phase took 516 s of CPU
   * instead of 283 s). The bytes are the buffer's until the next shard.
   */
  private encode(entries: [string, ShardEntry][]): Buffer {
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const index = `${JSON.stringify(entries.map(([path, { json, jsonLd }]) => [path, Buffer.byteLength(json), Buffer.byteLength(jsonLd)]))}\n`;
    // At most three bytes of UTF-8 a UTF-16 unit.
    let most = Buffer.byteLength(index);
    for (const [, { json, jsonLd }] of entries) most += (json.length + jsonLd.length) * 3;
    if (this.scratch.length < most) this.scratch = Buffer.allocUnsafe(Math.max(most, this.scratch.length * 2));
    let at = this.scratch.write(index, 0);
    for (const [, { json, jsonLd }] of entries) {
      at += this.scratch.write(json, at);
      at += this.scratch.write(jsonLd, at);
    }
    return this.scratch.subarray(0, at);
  }

  private close(): void {
    const file = paths.edgeRecords(this.shard);
    const kept = this.made.length === 0 && this.carried.length > 0 ? this.prior!.whole(this.shard, this.starts, this.carried) : undefined;
    if (kept) this.write(file, kept);
    else {
      const entries = [...this.made];
      for (const path of this.carried) entries.push([path, this.prior!.record(path)]);
      this.write(file, gzipSync(this.encode(entries), { level: GZIP_LEVEL }));
    }
    this.shard++;
    this.made = [];
    this.carried = [];
  }
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
