import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { writeAtomic } from '../../../generator/editor/atomic-write.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tradesite-atomic-'));
  dirs.push(dir);
  return dir;
};

it('replaces a file whole and leaves no temporary file', async () => {
  const dir = folder();
  writeFileSync(join(dir, 'a.yaml'), 'old: 1\n');
  await writeAtomic(join(dir, 'a.yaml'), 'new: 2\n');
  expect(readFileSync(join(dir, 'a.yaml'), 'utf8')).toBe('new: 2\n');
  expect(readdirSync(dir)).toEqual(['a.yaml']);
});

it('leaves the old content and no temporary file when the write cannot complete', async () => {
  const dir = folder();
  // A folder where the file should go: the rename fails after the new content was written.
  mkdirSync(join(dir, 'b.yaml'));
  writeFileSync(join(dir, 'b.yaml', 'inside'), 'kept');
  await expect(writeAtomic(join(dir, 'b.yaml'), 'new: 2\n')).rejects.toThrow();
  expect(readdirSync(dir)).toEqual(['b.yaml']);
  expect(readFileSync(join(dir, 'b.yaml', 'inside'), 'utf8')).toBe('kept');
});

it("keeps the file's permissions: a file the owner made 640 stays 640 (issue 43)", async () => {
  const dir = folder();
  writeFileSync(join(dir, 'c.yaml'), 'old: 1\n');
  chmodSync(join(dir, 'c.yaml'), 0o640);
  await writeAtomic(join(dir, 'c.yaml'), 'new: 2\n');
  expect(statSync(join(dir, 'c.yaml')).mode & 0o777).toBe(0o640);
  chmodSync(join(dir, 'c.yaml'), 0o664);
  await writeAtomic(join(dir, 'c.yaml'), 'new: 3\n');
  expect(statSync(join(dir, 'c.yaml')).mode & 0o777).toBe(0o664);
});
