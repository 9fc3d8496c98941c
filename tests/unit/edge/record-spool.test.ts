import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeShard, RecordShard, shardOf, type ShardEntry } from '../../../generator/edge/record-shard.ts';
import { RecordSpool } from '../../../generator/edge/record-spool.ts';
import { paths } from '../../../src/routing/paths.ts';

describe('the record spool (where the long tail waits for its shards)', () => {
  it('gives each shard the bytes encodeShard makes of its records, whatever their characters or size', () => {
    const shards = 5;
    const records: [string, ShardEntry][] = [];
    for (let i = 0; i < 40; i++)
      records.push([`/services/s${i % 7}/in/suburb-${i}`, { json: `{"n":${i},"t":"Kew — “north” ✓ 🔌 \\u2028"}`, jsonLd: `[{"@type":"Électricien","i":${i}}]` }]);
    // Bigger than the spool's buffer: written straight through.
    records.push(['/services/big/in/kew', { json: `{"x":"${'é'.repeat(12_000_000)}"}`, jsonLd: '[]' }]);
    const spool = new RecordSpool(shards);
    for (const [path, entry] of records) spool.add(path, entry);
    expect(spool.records).toBe(records.length);
    const files = [...spool.files()];
    expect(files.map(([file]) => file)).toEqual([0, 1, 2, 3, 4].map((shard) => paths.edgeRecords(shard)));
    for (const [shard, [, bytes]] of files.entries()) {
      const expected = encodeShard(records.filter(([path]) => shardOf(path, shards) === shard));
      expect(Buffer.compare(gunzipSync(bytes), expected)).toBe(0);
    }
  });

  it('hands on a shard kept whole from the previous build as it was, and takes no other record into it', () => {
    const spool = new RecordSpool(2);
    const path = ['/a', '/b', '/c', '/d'].find((p) => shardOf(p, 2) === 1)!;
    spool.add(path, { json: '{}', jsonLd: '[]' });
    expect(spool.holds(1)).toBe(true);
    expect(() => spool.keep(1, new Uint8Array([1]), 1)).toThrow(/other records/);
    const kept = new Uint8Array([31, 139, 8]);
    spool.keep(0, kept, 3);
    expect(spool.records).toBe(4);
    const other = ['/a', '/b', '/c', '/d'].find((p) => shardOf(p, 2) === 0)!;
    expect(() => spool.add(other, { json: '{}', jsonLd: '[]' })).toThrow(/kept whole/);
    const files = [...spool.files()];
    expect(files[0]![1]).toBe(kept);
    expect(new RecordShard(gunzipSync(files[1]![1])).get(path)).toEqual({ json: '{}', jsonLd: '[]' });
  });

  it('refuses a record with a line break outside its JSON strings', () => {
    const spool = new RecordSpool(1);
    expect(() => spool.add('/a', { json: '{\n}', jsonLd: '[]' })).toThrow(/line break/);
    spool.discard();
  });
});
