/**
 * The records of the pages a host's function renders on request, in shards: each a static file
 * the function reads through the host's assets when a page of it is asked for. Which shard holds a
 * path is a hash of the path, so the function carries no route table (at a hundred times the sample,
 * a million paths would not fit a Worker's script): only the number of shards. What is in the
 * function and what is in the shards is written down in edge-site.ts.
 *
 * A shard, once gunzipped, is one line of JSON naming its entries ([path, length of the record's
 * JSON, length of its JSON-LD's], lengths in UTF-16 code units) and then every entry's two texts
 * end to end. Reading one page parses the small index only; the record's JSON is then used as it
 * is, the very string the full prerender sends its workers (see ReusePlan.pages), which is what
 * keeps the function's page the same bytes as the file.
 *
 * Pure: no node: modules (bundled into the function).
 */

/**
 * Records per shard, on average. A shard is about 8 KB of JSON a record (the sample's median), so
 * 48 make a 400 KB shard that gunzips in well under a millisecond, within a Worker's 10 ms of CPU
 * (see CLOUDFLARE_WORKER); the sample's 11,302 long-tail pages make 236 files, far within a
 * deployment's 20,000.
 */
export const RECORDS_PER_SHARD = 48;

export function shardCount(records: number): number {
  return Math.max(1, Math.ceil(records / RECORDS_PER_SHARD));
}

/** The shard that holds this path: FNV-1a (32-bit) over its UTF-16 code units, the same at build time and in the function. */
export function shardOf(path: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** One page's record as the prerender's workers get it: the record without its JSON-LD (the data block's JSON), and the JSON-LD apart. */
export interface ShardEntry {
  json: string;
  jsonLd: string;
}

type IndexRow = [path: string, jsonLength: number, jsonLdLength: number];

/** A shard's text, from its entries in any order (written in path order, so a build's shard is the same bytes for the same records). */
export function encodeShard(entries: Iterable<[path: string, entry: ShardEntry]>): string {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const index: IndexRow[] = sorted.map(([path, { json, jsonLd }]) => [path, json.length, jsonLd.length]);
  return JSON.stringify(index) + '\n' + sorted.map(([, { json, jsonLd }]) => json + jsonLd).join('');
}

/** A shard read back: its index parsed, each record cut from the text only when asked for. */
export class RecordShard {
  private readonly at = new Map<string, [start: number, jsonLength: number, jsonLdLength: number]>();
  private readonly body: string;

  constructor(text: string) {
    const newline = text.indexOf('\n');
    if (newline === -1) throw new Error('a record shard has no index line');
    this.body = text.slice(newline + 1);
    let start = 0;
    for (const [path, jsonLength, jsonLdLength] of JSON.parse(text.slice(0, newline)) as IndexRow[]) {
      this.at.set(path, [start, jsonLength, jsonLdLength]);
      start += jsonLength + jsonLdLength;
    }
    if (start !== this.body.length) throw new Error(`a record shard's index accounts for ${start} characters of its ${this.body.length}`);
  }

  get(path: string): ShardEntry | undefined {
    const found = this.at.get(path);
    if (!found) return undefined;
    const [start, jsonLength, jsonLdLength] = found;
    return { json: this.body.slice(start, start + jsonLength), jsonLd: this.body.slice(start + jsonLength, start + jsonLength + jsonLdLength) };
  }

  get size(): number {
    return this.at.size;
  }

  paths(): IterableIterator<string> {
    return this.at.keys();
  }
}
