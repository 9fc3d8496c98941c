import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { paths } from '../../src/routing/paths.ts';
import { RecordShard, shardOf } from './record-shard.ts';

/**
 * Shards kept by one Node process, the most recently asked for (about 400 KB each once read): 256
 * hold half the sample's. A Vercel function has up to 2 GB on Hobby (VERCEL_FUNCTION in
 * output/hosts/vercel.ts); `tradesite serve` shares its server with nginx.
 */
const KEPT_SHARDS = 256;

/**
 * The record shards of the output at `root`, read from its disk by a Node runtime (the Vercel
 * function and `tradesite serve`; the Cloudflare worker and the Netlify function fetch theirs):
 * each read once and kept (KEPT_SHARDS at most, the least recently asked for dropped first).
 */
export function diskShards(root: string, starts: readonly string[]): (path: string) => Promise<RecordShard> {
  const shards = new Map<number, Promise<RecordShard>>();
  return (path) => {
    const n = shardOf(path, starts);
    let shard = shards.get(n);
    if (shard) {
      shards.delete(n);
    } else {
      shard = readFile(join(root, paths.edgeRecords(n).slice(1))).then((bytes) => new RecordShard(gunzipSync(bytes)));
      // A failed read is not kept: the next request tries again.
      shard.catch(() => shards.delete(n));
    }
    shards.set(n, shard);
    if (shards.size > KEPT_SHARDS) shards.delete(shards.keys().next().value!);
    return shard;
  };
}
