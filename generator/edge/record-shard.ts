/**
 * The records of the pages a host's function renders on request, in shards: each a static file
 * the function reads through the host's assets when a page of it is asked for. A shard holds a run
 * of the long tail's paths in route order (the manifest's order, by UTF-16 code units), so the
 * function finds a path's shard by a binary search of the path each shard starts at: one string a
 * shard in the function (at most MAX_SHARDS of them, about 450 KB at a hundred times the sample),
 * not a route table. Neighbours in route order are one service's pages in neighbouring suburbs,
 * which share most of their record: gzip finds the repeats within a shard, and the build writes
 * each shard as its last record is made, in route order, with nothing to hold on disk meanwhile.
 * (Measured over the sample's records: runs of 24 gzip to 10.5 MB in 0.9 s, where 24 records
 * spread by a hash of their paths were 16.9 MB and 1.6 s.) What is in the function and what is in
 * the shards is written down in edge-site.ts.
 *
 * A shard, once gunzipped, is UTF-8: one line of JSON naming its entries ([path, bytes of the
 * record's JSON, bytes of its JSON-LD]) and then every entry's two texts end to end. Reading one
 * page parses the small index and decodes that page's bytes only (decoding a whole 400 KB shard
 * to find one 8 KB record was half a request's time); the record's JSON is then used as it is,
 * the very string the full prerender sends its workers (see ReusePlan.pages), which is what keeps
 * the function's page the same bytes as the file.
 *
 * Pure: no node: modules (bundled into the function).
 */

/**
 * Records per shard, on average. A record is about 8 KB of JSON (the sample's median), so a shard
 * is about 200 KB, which a request that finds it cold gunzips (its own page alone is decoded):
 * the function's time per request grows with it (at 48 a shard, twice the bytes, gunzip and the
 * garbage it leaves were most of a request's CPU in Node). The sample's 11,426 long-tail pages
 * make 477 shards: with its 206 prerendered pages and the assets, 756 files, within the issue's
 * 1,000 and Cloudflare's 20,000.
 */
export const RECORDS_PER_SHARD = 24;

/**
 * At most this many shards, whatever the site's size: half of a Cloudflare deployment's 20,000
 * files on the free plan, the rest left to the pages that earn a file and the assets. Past
 * 240,000 long-tail pages (the sample at about 20 times its suburbs) shards grow instead, and a
 * cold request gunzips more: at a hundred times, about 110 records (900 KB) a shard.
 */
export const MAX_SHARDS = 10_000;

export function shardCount(records: number): number {
  return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(records / RECORDS_PER_SHARD)));
}

/**
 * The shard that holds this path: the last whose start is at or before it. `starts` are in route
 * order and the first is '' (see shardStarts), so every path has one, at build time and in the function.
 */
export function shardOf(path: string, starts: readonly string[]): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= path) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Where each shard starts, for the long tail's paths in route order: shardCount(n) runs of equal
 * length. A function of the paths alone, so an incremental build writes the shards a clean build
 * of the same data writes (the watch and the incremental tests hold the two to the same bytes);
 * while the long tail's paths are unchanged (an edit to a suburb's notes, a job), so are the
 * starts, and only the shards whose records changed are written again.
 */
export function shardStarts(sorted: readonly string[]): string[] {
  const count = shardCount(sorted.length);
  return Array.from({ length: count }, (_, i) => (i === 0 ? '' : sorted[Math.floor((i * sorted.length) / count)]!));
}

/** One page's record as the prerender's workers get it: the record without its JSON-LD (the data block's JSON), and the JSON-LD apart. */
export interface ShardEntry {
  json: string;
  jsonLd: string;
}

/** One page's record as UTF-8 bytes: the spool keeps records so, and a shard is made of them without decoding (record-spool.ts). */
export interface ShardBytes {
  json: Uint8Array;
  jsonLd: Uint8Array;
}

type IndexRow = [path: string, jsonBytes: number, jsonLdBytes: number];

const NEWLINE = 0x0a;

/** A shard's bytes, from its entries in any order (written in path order, so a build's shard is the same bytes for the same records). */
export function encodeShard(entries: Iterable<[path: string, entry: ShardEntry]>): Uint8Array {
  const utf8 = new TextEncoder();
  return encodeShardBytes([...entries].map(([path, { json, jsonLd }]) => [path, { json: utf8.encode(json), jsonLd: utf8.encode(jsonLd) }]));
}

/** `encodeShard` for records already in UTF-8. */
export function encodeShardBytes(entries: Iterable<[path: string, entry: ShardBytes]>): Uint8Array {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const index: IndexRow[] = sorted.map(([path, { json, jsonLd }]) => [path, json.length, jsonLd.length]);
  const parts = [new TextEncoder().encode(JSON.stringify(index) + '\n'), ...sorted.flatMap(([, { json, jsonLd }]) => [json, jsonLd])];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The paths a shard holds, from its first bytes: undefined when they end within its index line. */
export function shardPaths(start: Uint8Array): string[] | undefined {
  const newline = start.indexOf(NEWLINE);
  if (newline === -1) return undefined;
  return (JSON.parse(new TextDecoder().decode(start.subarray(0, newline))) as IndexRow[]).map(([path]) => path);
}

/** A shard read back: its index parsed, each record decoded from the bytes only when asked for. */
export class RecordShard {
  private readonly at = new Map<string, [start: number, jsonBytes: number, jsonLdBytes: number]>();
  private readonly utf8 = new TextDecoder();

  constructor(private readonly bytes: Uint8Array) {
    const newline = bytes.indexOf(NEWLINE);
    if (newline === -1) throw new Error('a record shard has no index line');
    let start = newline + 1;
    for (const [path, jsonBytes, jsonLdBytes] of JSON.parse(this.utf8.decode(bytes.subarray(0, newline))) as IndexRow[]) {
      this.at.set(path, [start, jsonBytes, jsonLdBytes]);
      start += jsonBytes + jsonLdBytes;
    }
    if (start !== bytes.length) throw new Error(`a record shard's index accounts for ${start} bytes of its ${bytes.length}`);
  }

  get(path: string): ShardEntry | undefined {
    const found = this.at.get(path);
    if (!found) return undefined;
    const [start, jsonBytes, jsonLdBytes] = found;
    const middle = start + jsonBytes;
    return { json: this.utf8.decode(this.bytes.subarray(start, middle)), jsonLd: this.utf8.decode(this.bytes.subarray(middle, middle + jsonLdBytes)) };
  }

  get size(): number {
    return this.at.size;
  }

  paths(): IterableIterator<string> {
    return this.at.keys();
  }
}
