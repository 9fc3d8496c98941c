import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes files under one folder, making each parent folder once: a build writes tens of
 * thousands of files, and asking the file system for an existing folder every time adds up.
 */
export class FileWriter {
  private readonly made = new Set<string>();

  constructor(readonly root: string) {}

  write(file: string, content: string | Uint8Array): void {
    const target = join(this.root, file);
    const dir = dirname(target);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    writeFileSync(target, content);
  }
}
