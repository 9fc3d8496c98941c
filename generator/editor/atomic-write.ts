import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes the whole file beside the old one, then renames it into place: a crash or a full disk
 * leaves either the old file or the new one, never half of one. The temporary name starts with a
 * dot, which the loader skips, so a build running meanwhile never reads it. The file keeps its
 * permissions (a file the owner made 640 stays 640); a new one gets the usual ones.
 */
export async function writeAtomic(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const mode = await stat(path).then(
    (info) => info.mode & 0o7777,
    () => undefined,
  );
  try {
    // Created no more open than the file it replaces (mode is masked by the umask), then set exactly.
    await writeFile(temp, content, { flush: true, mode: mode ?? 0o666 });
    if (mode !== undefined) await chmod(temp, mode);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
