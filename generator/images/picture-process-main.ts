import { UserError } from '../diagnostics/user-error.ts';
import { processImages } from './process-images.ts';
import type { ImageJob, ImageReply } from './picture-process.ts';

// A process of its own, with its own event loop and its own memory (see processImagesInChild):
// it makes the pictures it is sent, answers once and ends. Should the build end first, so does it.
process.once('message', (job: ImageJob) => {
  processImages(job.plans, job.root, job.cache).then(
    ({ images, processed }) => answer({ images: [...images], processed }),
    (error: unknown) => {
      const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
      const failure =
        error instanceof UserError
          ? { message: error.message, user: { exitCode: error.exitCode, hint: error.hint } }
          : { message: error instanceof Error ? (error.stack ?? error.message) : String(error), code, path, syscall };
      answer({ failure });
    },
  );
});
process.once('disconnect', () => process.exit(0));

function answer(reply: ImageReply): void {
  process.send!(reply, () => process.disconnect());
}
