import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UserError } from '../diagnostics/user-error.ts';
import { isCached, removePartials, startImages, type ProcessedImage } from './process-images.ts';
import type { VariantPlan } from './variants.ts';

/** What the picture process is given. */
export interface ImageJob {
  plans: VariantPlan[];
  root: string;
  cache: string;
}

/** What it answers, twice: the placeholders, then that the variants are made; or, at either point, why it could not. */
export type ImageReply =
  | { images: [string, ProcessedImage][]; processed: number; made?: undefined; failure?: undefined }
  | { made: true; failure?: undefined }
  | { failure: { message: string; user?: { exitCode: 1 | 2; hint?: string }; code?: string; path?: string; syscall?: string } };

/** The pictures' placeholders (all the pages need of them), and `made`, settled once every variant is in the cache. */
export interface StartedImages {
  images: Map<string, ProcessedImage>;
  processed: number;
  made: Promise<void>;
}

/**
 * Makes the pictures in a child process of its own when some picture is not in the cache yet,
 * answering as soon as their placeholders are drawn; `made` settles when the variants are.
 * - The pages need only the placeholders: the variants (two seconds of encoding for the sample
 *   site's three, on one core) are made while the pages are rendered, and copied after.
 * - Sharp works off the main thread anyway, but each of its steps (resize, then each format, for
 *   each width) waits for an event loop to start the next, and a build's main thread is busy for
 *   a second or two validating and planning right after it reads the data, then rendering.
 * - A process rather than a thread: libvips leaves what it allocated in the C allocator's arenas,
 *   which glibc does not give back to the system, and in the build's own process that stayed for
 *   the rest of the build (120 MB more at the 10x benchmark's peak). The child's goes when it exits.
 * With every picture cached it runs here: nothing to wait for. `signal` stops the child (the data
 * turned out to have errors).
 */
export async function startImagesInChild(plans: VariantPlan[], root: string, cache: string, signal?: AbortSignal): Promise<StartedImages> {
  if (plans.every((plan) => isCached(plan, cache))) {
    const { images } = await startImages(plans, root, cache);
    return { images, processed: 0, made: Promise.resolve() };
  }
  // No flags of this process (its heap cap, a profiler's): the entry registers tsx when run from source.
  const child = fork(fileURLToPath(ENTRY), [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send({ plans, root, cache } satisfies ImageJob);
  const stop = () => child.kill();
  signal?.addEventListener('abort', stop, { once: true });
  let resolveMade!: () => void;
  let rejectMade!: (error: Error) => void;
  const made = new Promise<void>((resolve, reject) => ((resolveMade = resolve), (rejectMade = reject)));
  // Until the build awaits it (after rendering), a failure must not count as unhandled.
  made.catch(() => {});
  let resolveStarted!: (started: StartedImages) => void;
  let rejectStarted!: (error: Error) => void;
  const started = new Promise<StartedImages>((resolve, reject) => ((resolveStarted = resolve), (rejectStarted = reject)));
  const fail = (error: Error) => {
    rejectStarted(error);
    rejectMade(error);
  };
  child.on('message', (reply: ImageReply) => {
    if (reply.failure) {
      const { message, user, code, path, syscall } = reply.failure;
      fail(user ? new UserError(message, user.exitCode, user.hint) : Object.assign(new Error(message), { code, path, syscall }));
    } else if (reply.made) resolveMade();
    else resolveStarted({ images: new Map(reply.images), processed: reply.processed, made });
  });
  child.once('error', fail);
  child.once('exit', (code, killed) => {
    signal?.removeEventListener('abort', stop);
    // Stopped part way (by `signal`, or by a Ctrl+C that reached it too), it leaves the folder
    // it was making a picture's variants in.
    removePartials(cache, child.pid);
    // After its last answer, or stopped: nothing more to say (a settled promise ignores this).
    // Otherwise it died without one.
    fail(new Error(`the picture process exited (${killed ?? `code ${code}`}) before it answered`));
  });
  return started;
}

/** Compiled beside the CLI (see bin/tradesite.js); run from source, a small entry registers tsx. */
const COMPILED = new URL('./generator/images/picture-process-main.js', import.meta.url);
const ENTRY = existsSync(fileURLToPath(COMPILED)) ? COMPILED : new URL('./picture-process-entry.mjs', import.meta.url);
