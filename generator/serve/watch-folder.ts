import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Calls `onChange` with the files that changed under `dir`, once the changes settle (editors
 * write a file in several steps). Runs never overlap: changes made during a run are gathered for
 * the next one. Returns a function that stops watching.
 *
 * Each folder is watched on its own rather than with `recursive: true`: on Linux, Node 20's
 * recursive watcher follows files, and loses one for good when an editor saves by writing a new
 * file and renaming it over the old (as vim and `sed -i` do). A folder's watcher sees both names.
 */
export function watchFolder(dir: string, onChange: (files: string[]) => void | Promise<void>, settleMs = 100, onError: (error: unknown) => void = reportWatchError): () => void {
  const watchers = new Map<string, FSWatcher>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const run = async () => {
    if (running) return;
    running = true;
    try {
      while (pending.size > 0) {
        const files = [...pending].sort();
        pending = new Set();
        await onChange(files);
      }
    } finally {
      running = false;
    }
  };
  const add = (folder: string) => {
    if (watchers.has(folder)) return;
    const watcher = watch(folder, (_event, name) => {
      const path = name ? join(folder, String(name)) : folder;
      // A folder made (or moved in) after the watch began is watched too (unless it is gone again already).
      try {
        if (isFolder(path)) addTree(path);
      } catch {
        /* removed or unreadable since: its parent reports what happens next */
      }
      pending.add(relative(dir, path) || '.');
      clearTimeout(timer);
      // A failed run must not end the process (an unhandled rejection would): the watch goes on.
      timer = setTimeout(() => void run().catch(onError), settleMs);
    });
    // A watched folder that is deleted ends its watcher; its parent reports the deletion.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(folder);
    });
    watchers.set(folder, watcher);
  };
  const addTree = (folder: string) => {
    add(folder);
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) addTree(join(folder, entry.name));
  };
  addTree(dir);
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function reportWatchError(error: unknown): void {
  process.stderr.write(`✗ ${error instanceof Error ? error.message : String(error)}\n  Still watching: save again once it is fixed.\n`);
}
