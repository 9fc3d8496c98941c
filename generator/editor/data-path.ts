import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { EditorRefusal } from './editor-refusal.ts';

/**
 * The absolute path of a file the editor names (relative to the repository, posix), refused when
 * it lies outside the data folder: by `..`, by being absolute, or by a symbolic link that leads
 * out. The editor may read and write data files and nothing else of the machine it runs on.
 */
export function resolveDataPath(root: string, dataDir: string, path: unknown): string {
  if (typeof path !== 'string' || path === '' || path.includes('\0')) throw new EditorRefusal(400, 'a file path is missing or not text.');
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.startsWith('\\')) throw outside(path);
  const abs = resolve(root, ...path.split('/'));
  const data = resolve(root, dataDir);
  if (!within(data, abs)) throw outside(path);
  // A link inside data/ may point anywhere: judge where the path really leads, from the nearest
  // part of it that exists (a new file's folder).
  let existing = abs;
  while (!existsSync(existing) && existing !== data) existing = dirname(existing);
  if (!within(realpathSync(data), realpathSync(existing))) throw outside(path);
  return abs;
}

function within(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

function outside(path: string): EditorRefusal {
  return new EditorRefusal(403, `"${path}" is outside the data folder; the editor only reads and writes files in it.`);
}
