import { UserError } from '../diagnostics/user-error.ts';
import { makeMissing, removePartials, startImages } from './process-images.ts';
import type { ImageJob, ImageReply } from './picture-process.ts';

// A process of its own, with its own event loop and its own memory (see startImagesInChild): it
// answers with the placeholders of the pictures it is sent, makes their variants, answers again
// and ends. Should the build end first, so does it, taking its half-made folder with it.
let cache: string | undefined;
process.once('message', async (job: ImageJob) => {
  cache = job.cache;
  try {
    const { images, missing } = await startImages(job.plans, job.root, job.cache);
    process.send!({ images: [...images], processed: missing.length } satisfies ImageReply);
    await makeMissing(missing, images, job.root);
    answer({ made: true });
  } catch (error) {
    const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
    const failure =
      error instanceof UserError
        ? { message: error.message, user: { exitCode: error.exitCode, hint: error.hint } }
        : { message: error instanceof Error ? (error.stack ?? error.message) : String(error), code, path, syscall };
    answer({ failure });
  }
});
process.once('disconnect', () => {
  if (cache) removePartials(cache);
  process.exit(0);
});

/** The last answer: the process ends once it is sent. */
function answer(reply: ImageReply): void {
  process.send!(reply, () => process.disconnect());
}
