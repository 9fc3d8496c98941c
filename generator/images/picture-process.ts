import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UserError } from '../diagnostics/user-error.ts';
import { isCached, processImages, removePartials, type ProcessedImage } from './process-images.ts';
import type { VariantPlan } from './variants.ts';

/** What the picture process is given. */
export interface ImageJob {
  plans: VariantPlan[];
  root: string;
  cache: string;
}

/** What it answers: the images, or why it could not make them. */
export type ImageReply =
  | { images: [string, ProcessedImage][]; processed: number; failure?: undefined }
  | { failure: { message: string; user?: { exitCode: 1 | 2; hint?: string }; code?: string; path?: string; syscall?: string } };

/**
 * `processImages` in a child process of its own when some picture is not in the cache yet.
 * - Sharp works off the main thread anyway, but each of its steps (resize, then each format, for
 *   each width) waits for an event loop to start the next, and a build's main thread is busy for
 *   a second or two validating and planning right after it reads the data. With a loop of its
 *   own the pictures are made meanwhile: a clean build of the sample site waited 1.5 s for its
 *   three pictures after planning, and 1.0 s since.
 * - A process rather than a thread: libvips leaves what it allocated in the C allocator's arenas,
 *   which glibc does not give back to the system, and in the build's own process that stayed for
 *   the rest of the build (120 MB more at the 10x benchmark's peak). The child's goes when it exits.
 * With every picture cached it runs here: nothing to wait for. `signal` stops the child (the data
 * turned out to have errors).
 */
export function processImagesInChild(plans: VariantPlan[], root: string, cache: string, signal?: AbortSignal): Promise<{ images: Map<string, ProcessedImage>; processed: number }> {
  if (plans.every((plan) => isCached(plan, cache))) return processImages(plans, root, cache);
  // No flags of this process (its heap cap, a profiler's): the entry registers tsx when run from source.
  const child = fork(fileURLToPath(ENTRY), [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send({ plans, root, cache } satisfies ImageJob);
  const stop = () => child.kill();
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise((resolve, reject) => {
    child.once('message', (reply: ImageReply) => {
      if (!reply.failure) return resolve({ images: new Map(reply.images), processed: reply.processed });
      const { message, user, code, path, syscall } = reply.failure;
      reject(user ? new UserError(message, user.exitCode, user.hint) : Object.assign(new Error(message), { code, path, syscall }));
    });
    child.once('error', reject);
    child.once('exit', (code, killed) => {
      signal?.removeEventListener('abort', stop);
      // Stopped part way (by `signal`, or by a Ctrl+C that reached it too), it leaves the folder
      // it was making a picture's variants in.
      removePartials(cache, child.pid);
      // After its answer, or stopped: nothing more to say. Otherwise it died without one.
      reject(new Error(`the picture process exited (${killed ?? `code ${code}`}) before it answered`));
    });
  });
}

/** Compiled beside the CLI (see bin/tradesite.js); run from source, a small entry registers tsx. */
const COMPILED = new URL('./generator/images/picture-process-main.js', import.meta.url);
const ENTRY = existsSync(fileURLToPath(COMPILED)) ? COMPILED : new URL('./picture-process-entry.mjs', import.meta.url);
