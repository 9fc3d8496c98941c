import { dirname, join } from 'node:path';

/**
 * Data files as a change would leave them, read in place of the disk's: the text, or null for a
 * file the change deletes. Keyed by absolute path. It lets the editor ask "would this save be
 * valid?" of the real loader without writing anything.
 */
export type DataOverlay = ReadonlyMap<string, string | null>;

/** The names in `dir` once the overlay is laid over the disk's `names`. */
export function namesInOverlay(overlay: DataOverlay, dir: string, names: string[]): string[] {
  const out = new Set(names);
  for (const [path, text] of overlay) {
    if (dirname(path) !== dir) continue;
    const name = path.slice(dir.length + 1);
    if (text === null) out.delete(name);
    else out.add(name);
  }
  return [...out].sort();
}

/** The overlay for files named relative to `dataDir` (posix paths, as the editor sends them). */
export function overlayOf(dataDir: string, files: { path: string; text: string | null }[]): DataOverlay {
  return new Map(files.map((f) => [join(dataDir, ...f.path.split('/')), f.text]));
}
