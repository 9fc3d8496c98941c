import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  expect: z.strictObject({
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
}
