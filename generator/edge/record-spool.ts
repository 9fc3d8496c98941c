import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '../../src/routing/paths.ts';
import { encodeShardBytes, shardOf, type ShardBytes, type ShardEntry } from './record-shard.ts';

/**
 * Measured over the sample's 91 MB of records: level 3 gzips them in 0.5 s to 16.3 MB, the
 * default level 6 in 1.0 s to 13.6 MB (a tenth of a hybrid build's time for 3 MB of upload).
 * Workers gunzip both alike (DecompressionStream knows gzip and deflate, not brotli).
 */
const GZIP_LEVEL = 3;

/**
 * Records wait in a buffer this big before they are written to the spool file: a bound on the
 * spool's memory, whatever the size of the site (ten times the sample's records are a gigabyte).
 */
const BUFFER_BYTES = 32 * 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * Collects the long-tail records while the build makes them, and writes them out as shards at the
 * end (record-shard.ts). A shard's records come from all over the route order (a path's shard is
 * its hash), so they wait on disk rather than in memory: the sample's records are 93 MB of JSON
 * and ten times the sample's would be a gigabyte, the whole build's memory budget. They are
 * written one after another to one file, and each shard's are read back from where they went: a
 * file per shard, appended to as records came, was 0.6 s of the sample's build in opening
 * 471 files again and again.
 */
export class RecordSpool {
  private readonly dir = mkdtempSync(join(tmpdir(), 'tradesite-edge-'));
  private readonly fd = openSync(join(this.dir, 'records'), 'w+');
  /** Per shard, where its entries are in the spool: offset and length in bytes, in turn. */
  private readonly at: number[][] = [];
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private buffered = 0;
  /** Shards taken whole from the previous build, gzipped as they were (see `keep`). */
  private readonly kept = new Map<number, Uint8Array>();
  /** Bytes written to the spool file. */
  private written = 0;
  private count = 0;

  constructor(readonly shards: number) {}

  add(path: string, entry: ShardEntry): void {
    if (/[\n\r]/.test(path) || entry.json.includes('\n') || entry.jsonLd.includes('\n')) throw new Error(`the record of ${path} has a line break outside its JSON strings`);
    // Three lines an entry: the JSON the build made has no raw line break (JSON.stringify escapes
    // them), nor has a path, so reading back is a search for line breaks in the bytes, not parsing
    // 93 MB of JSON again. Each text is written into the buffer as it is: joined first, the three
    // were a copy of every record (93 MB of the sample's, 930 MB at ten times, for the collector).
    const texts = [path, entry.json, entry.jsonLd];
    // A character is at most three bytes of UTF-8 (a pair of surrogates, two characters, is four).
    const most = (path.length + entry.json.length + entry.jsonLd.length) * 3 + texts.length;
    if (this.buffered + most > BUFFER_BYTES) this.flush();
    const shard = shardOf(path, this.shards);
    if (this.kept.has(shard)) throw new Error(`the record of ${path} reached shard ${shard}, which was kept whole from the previous build`);
    const offset = this.written + this.buffered;
    let bytes: number;
    if (most > BUFFER_BYTES) bytes = this.writeNow(texts.map((text) => `${text}\n`).join(''));
    else {
      let at = this.buffered;
      for (const text of texts) {
        at += this.buffer.write(text, at);
        this.buffer[at++] = NEWLINE;
      }
      bytes = at - this.buffered;
      this.buffered = at;
    }
    (this.at[shard] ??= []).push(offset, bytes);
    this.count++;
  }

  get records(): number {
    return this.count;
  }

  /** Whether any record has reached this shard. */
  holds(shard: number): boolean {
    return this.at[shard] !== undefined || this.kept.has(shard);
  }

  /**
   * A previous build's shard taken as it is, gzipped: all its records are kept and no other
   * reaches it, so encoding and gzipping them again would make the same bytes.
   */
  keep(shard: number, gzipped: Uint8Array, records: number): void {
    if (this.holds(shard)) throw new Error(`shard ${shard} was to be kept whole from the previous build, but other records reached it`);
    this.kept.set(shard, gzipped);
    this.count += records;
  }

  /**
   * Every shard, gzipped, as [file in the output, bytes], in shard order; the spool is removed once
   * they are made. A shard is made from its records' bytes as they are in the spool: decoding the
   * sample's 93 MB of records and encoding them again was 0.6 s of its 1.5 s.
   */
  *files(): Generator<[string, Uint8Array]> {
    try {
      this.flush();
      // A shard no path hashed to is written empty, so every number below `shards` is a file.
      for (let shard = 0; shard < this.shards; shard++)
        yield [paths.edgeRecords(shard), this.kept.get(shard) ?? gzipSync(encodeShardBytes(spooled(this.read(this.at[shard] ?? []))), { level: GZIP_LEVEL })];
    } finally {
      this.discard();
    }
  }

  /** Removes the spool (a build that fails half way calls this too). */
  discard(): void {
    try {
      closeSync(this.fd);
    } catch {
      // Closed already.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Writes the buffered records to the spool file. */
  private flush(): void {
    for (let done = 0; done < this.buffered;) done += writeSync(this.fd, this.buffer, done, this.buffered - done, this.written + done);
    this.written += this.buffered;
    this.buffered = 0;
  }

  /** A record too big for the buffer, written straight to the spool file (after `flush`): its length in bytes. */
  private writeNow(line: string): number {
    const bytes = Buffer.from(line);
    for (let done = 0; done < bytes.length;) done += writeSync(this.fd, bytes, done, bytes.length - done, this.written + done);
    this.written += bytes.length;
    return bytes.length;
  }

  /** The entries at these places in the spool file, end to end. */
  private read(at: readonly number[]): Buffer {
    let size = 0;
    for (let i = 1; i < at.length; i += 2) size += at[i]!;
    const bytes = Buffer.allocUnsafe(size);
    for (let i = 0, into = 0; i < at.length; i += 2) {
      const length = at[i + 1]!;
      if (readSync(this.fd, bytes, into, length, at[i]!) !== length) throw new Error('the record spool file is shorter than what was written to it');
      into += length;
    }
    return bytes;
  }
}

/** A spool's entries, their records left as the UTF-8 bytes they are in it (see `add` for the three lines an entry). */
function spooled(bytes: Buffer): [string, ShardBytes][] {
  const entries: [string, ShardBytes][] = [];
  for (let start = 0; start < bytes.length;) {
    const path = bytes.indexOf(NEWLINE, start);
    const json = path === -1 ? -1 : bytes.indexOf(NEWLINE, path + 1);
    const jsonLd = json === -1 ? -1 : bytes.indexOf(NEWLINE, json + 1);
    if (jsonLd === -1) throw new Error('a record spool ends within an entry');
    entries.push([bytes.toString('utf8', start, path), { json: bytes.subarray(path + 1, json), jsonLd: bytes.subarray(json + 1, jsonLd) }]);
    start = jsonLd + 1;
  }
  return entries;
}
