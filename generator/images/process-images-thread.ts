import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UserError } from '../diagnostics/user-error.ts';
import { isCached, processImages, removePartials, type ProcessedImage } from './process-images.ts';
import type { VariantPlan } from './variants.ts';

/** What the picture thread is given. */
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
 * `processImages` on a thread of its own when some picture is not in the cache yet. Sharp works
 * off the main thread anyway, but each of its steps (resize, then each format, for each width)
 * waits for the main thread's event loop to start the next, and a build's main thread is busy
 * for a second or two validating and planning right after it reads the data. On a thread of its
 * own the pictures are made meanwhile: a clean build of the sample site waited 1.5 s for its
 * three pictures after planning, and now 1.0 s. With every picture cached it runs here: nothing
 * to wait for.
 * `signal` stops the thread (the data turned out to have errors).
 */
export function processImagesOnThread(
  plans: VariantPlan[],
  root: string,
  cache: string,
  signal?: AbortSignal,
): Promise<{ images: Map<string, ProcessedImage>; processed: number }> {
  if (plans.every((plan) => isCached(plan, cache))) return processImages(plans, root, cache);
  const worker = new Worker(WORKER_ENTRY, { workerData: { plans, root, cache } satisfies ImageJob });
  // Stopped part way, it leaves the folder it was making a picture's variants in: removed then.
  const stop = () => void worker.terminate().then(() => removePartials(cache));
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise((resolve, reject) => {
    worker.once('message', (reply: ImageReply) => {
      if (!reply.failure) return resolve({ images: new Map(reply.images), processed: reply.processed });
      const { message, user, code, path, syscall } = reply.failure;
      reject(user ? new UserError(message, user.exitCode, user.hint) : Object.assign(new Error(message), { code, path, syscall }));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      // After its answer, or stopped: nothing more to say. Otherwise it died without one.
      reject(new Error(`the picture thread exited with code ${code} before it answered`));
    });
  });
}

/** Compiled beside the CLI (see bin/tradesite.js); run from source, a small entry registers tsx. */
const COMPILED_WORKER = new URL('./generator/images/process-images-worker.js', import.meta.url);
const WORKER_ENTRY = existsSync(fileURLToPath(COMPILED_WORKER)) ? COMPILED_WORKER : new URL('./process-images-worker-entry.mjs', import.meta.url);
