import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DIAGNOSTIC_CODES } from '../../generator/diagnostics/codes.ts';
import type { DataCopy } from './data-copy.ts';
import { ROOT } from './paths.ts';

/**
 * A broken data set, written as the change that breaks a copy of the real data: the corpus stays
 * valid against today's data instead of rotting as content changes.
 */
const edit = z.strictObject({ file: z.string(), find: z.string(), replace: z.string(), pad: z.number().int().optional() });
export const badDataSchema = z.strictObject({
  description: z.string(),
  edits: z.array(edit).optional(),
  latin1: z.array(edit).optional(),
  encode: z.array(z.strictObject({ file: z.string(), bom: z.boolean().optional(), crlf: z.boolean().optional() })).optional(),
  overlay: z.record(z.string(), z.string()).optional(),
  copies: z.array(z.strictObject({ from: z.string(), to: z.string() })).optional(),
  directories: z.array(z.string()).optional(),
  /** Symbolic links to make: `target` as the link holds it (relative to the link's folder, or absolute). */
  symlinks: z.array(z.strictObject({ path: z.string(), target: z.string() })).optional(),
  delete: z.array(z.string()).optional(),
  /** Pictures made for the case: a copy cut short, a header claiming a huge size, a FIFO, a sparse giant. */
  pictures: z
    .array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('cut-short'), from: z.string(), to: z.string(), keep: z.number().min(0).max(1) }),
        z.strictObject({ kind: z.literal('png-header'), path: z.string(), width: z.number().int(), height: z.number().int() }),
        z.strictObject({ kind: z.literal('fifo'), path: z.string() }),
        z.strictObject({ kind: z.literal('sparse'), path: z.string(), bytes: z.number().int() }),
        z.strictObject({ kind: z.literal('bytes'), path: z.string(), base64: z.string() }),
      ]),
    )
    .optional(),
  /** Environment overrides the command runs with (FORM_ENDPOINT...). */
  env: z.record(z.string(), z.string()).optional(),
  expect: z.strictObject({
    /**
     * 'error' (the default): `build` exits 1. 'warning': the data is usable; `validate` must report
     * this and exit 0. 'ignored': `validate` exits 0 and names neither the file nor the code.
     */
    severity: z.enum(['error', 'warning', 'ignored']).optional(),
    /** A code that must not be listed: consequences of the cause, counted instead (one unreadable file gave 528 errors). */
    notListed: z.enum(DIAGNOSTIC_CODES).optional(),
    code: z.enum(DIAGNOSTIC_CODES),
    /** Path inside data/ the message must name ('' when any file will do). */
    file: z.string(),
    /** true: some line; a number: that line; false: a file-level problem with no line. */
    line: z.union([z.boolean(), z.number().int()]),
  }),
});
export type BadData = z.infer<typeof badDataSchema>;

export const BAD_DATA_DIR = join(ROOT, 'tests', 'fixtures', 'bad-data');

export function badDataSets(): { name: string; spec: BadData }[] {
  return readdirSync(BAD_DATA_DIR)
    .sort()
    .map((name) => ({ name, spec: badDataSchema.parse(JSON.parse(readFileSync(join(BAD_DATA_DIR, name, 'fixture.json'), 'utf8'))) }));
}

export function applyBadData(data: DataCopy, spec: BadData): void {
  for (const e of spec.edits ?? []) data.replace(e.file, e.find, e.replace + 'x'.repeat(e.pad ?? 0));
  for (const e of spec.latin1 ?? []) {
    const text = data.read(e.file);
    if (!text.includes(e.find)) throw new Error(`fixture: ${e.find} not in ${e.file}`);
    writeFileSync(data.path(e.file), Buffer.from(text.replace(e.find, e.replace), 'latin1'));
  }
  for (const e of spec.encode ?? []) {
    let text = data.read(e.file);
    if (e.crlf) text = text.replace(/\n/g, '\r\n');
    if (e.bom) text = '\ufeff' + text;
    data.write(e.file, text);
  }
  for (const [file, content] of Object.entries(spec.overlay ?? {})) {
    mkdirSync(dirname(data.path(file)), { recursive: true });
    data.write(file, content);
  }
  for (const c of spec.copies ?? []) cpSync(data.path(c.from), data.path(c.to));
  for (const d of spec.directories ?? []) {
    rmSync(data.path(d), { recursive: true, force: true });
    mkdirSync(data.path(d));
  }
  for (const d of spec.delete ?? []) rmSync(data.path(d), { recursive: true, force: true });
  for (const link of spec.symlinks ?? []) symlinkSync(link.target, data.path(link.path));
  for (const picture of spec.pictures ?? []) makePicture(data, picture);
}

type PictureSpec = NonNullable<BadData['pictures']>[number];

function makePicture(data: DataCopy, picture: PictureSpec): void {
  switch (picture.kind) {
    case 'cut-short': {
      const bytes = readFileSync(data.path(picture.from));
      writeFileSync(data.path(picture.to), bytes.subarray(0, Math.floor(bytes.length * picture.keep)));
      return;
    }
    case 'png-header':
      return writeFileSync(data.path(picture.path), pngClaiming(picture.width, picture.height));
    case 'fifo':
      execFileSync('mkfifo', [data.path(picture.path)]);
      return;
    case 'sparse':
      // Takes no disk: a hole of that length, which a reader would still have to read through.
      writeFileSync(data.path(picture.path), '');
      truncateSync(data.path(picture.path), picture.bytes);
      return;
    case 'bytes':
      return writeFileSync(data.path(picture.path), Buffer.from(picture.base64, 'base64'));
  }
}

/** A PNG whose header claims `width` x `height` pixels, with one empty row of data: the shape of a decompression bomb, in a few hundred bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
