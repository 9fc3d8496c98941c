import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Writes files under one folder, making each parent folder once: a build writes tens of
 * thousands of files, and asking the file system for an existing folder every time adds up.
 */
export class FileWriter {
  private readonly made = new Set<string>();

  constructor(readonly root: string) {}

  write(file: string, content: string | Uint8Array): void {
    writeFileSync(this.placeFor(file), content);
  }

  /**
   * Writes on one of Node's I/O threads while the caller goes on. A render worker waits on the
   * disk for most of a page's write (the CPU time is a third of it): meanwhile it renders the next pages.
   */
  writeLater(file: string, content: string | Uint8Array): Promise<void> {
    return writeFile(this.placeFor(file), content);
  }

  /** The file's path, its folder made if need be. */
  private placeFor(file: string): string {
    const target = join(this.root, file);
    const dir = dirname(target);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    return target;
  }
}
