import { parentPort, workerData } from 'node:worker_threads';
import { UserError } from '../diagnostics/user-error.ts';
import { processImages } from './process-images.ts';
import type { ImageJob, ImageReply } from './process-images-thread.ts';

// A thread of its own, with its own event loop: sharp's steps follow one another here while the
// main thread is busy validating and planning (see processImagesOnThread).
const { plans, root, cache } = workerData as ImageJob;
processImages(plans, root, cache).then(
  ({ images, processed }) => parentPort!.postMessage({ images: [...images], processed } satisfies ImageReply),
  (error: unknown) => {
    const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
    const failure =
      error instanceof UserError
        ? { message: error.message, user: { exitCode: error.exitCode, hint: error.hint } }
        : { message: error instanceof Error ? (error.stack ?? error.message) : String(error), code, path, syscall };
    parentPort!.postMessage({ failure } satisfies ImageReply);
  },
);
