import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeShard, RecordShard, shardOf, shardStarts, type ShardEntry } from '../../../generator/edge/record-shard.ts';
import { ShardWriter } from '../../../generator/edge/shard-writer.ts';
import { paths } from '../../../src/routing/paths.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shard-writer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** 60 records in route order, whatever their characters. */
const records: [string, ShardEntry][] = Array.from({ length: 60 }, (_, i): [string, ShardEntry] => [
  `/services/s${i % 6}/in/suburb-${String(i).padStart(2, '0')}`,
  { json: `{"n":${i},"t":"Kew — “north” ✓ 🔌 \\u2028"}`, jsonLd: `[{"@type":"Électricien","i":${i}}]` },
]).sort(([a], [b]) => (a < b ? -1 : 1));
const starts = shardStarts(records.map(([path]) => path));

/** Writes every record through a writer, returns what it wrote; `dir` also gets the files, as an output folder. */
function written(write: (writer: ShardWriter) => void, dir?: string, previous?: { dir: string; starts: readonly string[] }): [string, Uint8Array][] {
  const files: [string, Uint8Array][] = [];
  const writer = new ShardWriter(
    starts,
    (file, bytes) => {
      files.push([file, bytes]);
      if (!dir) return;
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), bytes);
    },
    previous,
  );
  write(writer);
  writer.finish();
  return files;
}

describe('the shard writer (the long tail, written as its records are made)', () => {
  it("writes each shard, in order, as the bytes encodeShard makes of its run of records, once a later shard's record comes", () => {
    expect(starts.length).toBe(3);
    let count = 0;
    const files = written((writer) => {
      records.forEach(([path, entry]) => writer.add(path, entry));
      count = writer.records;
    });
    expect(count).toBe(records.length);
    expect(files.map(([file]) => file)).toEqual([0, 1, 2].map((shard) => paths.edgeRecords(shard)));
    for (const [shard, [, bytes]] of files.entries()) {
      const expected = encodeShard(records.filter(([path]) => shardOf(path, starts) === shard));
      expect(Buffer.compare(gunzipSync(bytes), expected)).toBe(0);
    }
  });

  it('refuses a record out of route order, and a record carried with no previous build to carry it from', () => {
    const writer = new ShardWriter(starts, () => {});
    writer.add(records[40]![0], records[40]![1]);
    expect(() => writer.add(records[0]![0], records[0]![1])).toThrow(/route order/);
    expect(() => new ShardWriter(starts, () => {}).carry(records[0]![0])).toThrow(/no previous build/);
  });

  it("carries kept records from the previous build's shards, and a shard all of whose records were kept is its previous bytes as they were", () => {
    const before = join(scratch, 'before');
    const previous = written((writer) => records.forEach(([path, entry]) => writer.add(path, entry)), before);
    // Shard 1 as another gzip of the same records: kept whole, it is these bytes, not gzipped again.
    const other = gzipSync(gunzipSync(previous[1]![1]), { level: 9 });
    expect(Buffer.compare(other, Buffer.from(previous[1]![1]))).not.toBe(0);
    writeFileSync(join(before, paths.edgeRecords(1)), other);
    // Shard 1's records all kept; one record of shard 2 made again, with new content.
    const changed = records.findIndex(([path]) => shardOf(path, starts) === 2);
    const after = written(
      (writer) =>
        records.forEach(([path, entry], i) => {
          if (shardOf(path, starts) === 1) writer.carry(path);
          else if (i === changed) writer.add(path, { json: '{"n":"new"}', jsonLd: '[]' });
          else if (shardOf(path, starts) === 2) writer.carry(path);
          else writer.add(path, entry);
        }),
      undefined,
      { dir: before, starts },
    );
    expect(Buffer.compare(Buffer.from(after[0]![1]), Buffer.from(previous[0]![1]))).toBe(0);
    expect(Buffer.compare(Buffer.from(after[1]![1]), other)).toBe(0);
    const third = new RecordShard(gunzipSync(after[2]![1]));
    expect(third.get(records[changed]![0])).toEqual({ json: '{"n":"new"}', jsonLd: '[]' });
    for (const [path, entry] of records.filter(([path], i) => shardOf(path, starts) === 2 && i !== changed)) expect(third.get(path)).toEqual(entry);
  });

  it('says which record is missing when a kept one is not in the previous shards', () => {
    const empty = join(scratch, 'empty');
    written((writer) => records.slice(0, 1).forEach(([path, entry]) => writer.add(path, entry)), empty);
    const writer = new ShardWriter(starts, () => {}, { dir: empty, starts });
    writer.carry(records[1]![0]);
    expect(() => writer.finish()).toThrow(/missing from its shards/);
  });
});
