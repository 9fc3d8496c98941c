import { parentPort, workerData } from 'node:worker_threads';
import { FileWriter } from '../output/file-writer.ts';
import { PageRenderer, type PageJob, type RenderSetup } from './page-renderer.ts';

/** What the main thread tells each worker once. */
export interface WorkerSetup extends RenderSetup {
  /** Where the worker writes the pages it renders. */
  staging: string;
}

/** A batch of work: pages to render (each record already serialised) and ready-made files to write. */
export interface RenderBatch {
  pages: PageJob[];
  files?: [string, string][];
}

const setup = workerData as WorkerSetup;
const renderer = await PageRenderer.load(setup);
const output = new FileWriter(setup.staging);

/**
 * Writes waiting on the disk at once, at most. Enough to keep the I/O threads busy while this one
 * renders; few enough that pages are not held in memory long (which cost the worker's heap more
 * collections than the writes saved).
 */
const MAX_WRITES_WAITING = 8;

// The main thread sends the next batch only when this one is done, so batches never overlap.
parentPort!.on('message', async (batch: RenderBatch) => {
  const waiting = new Set<Promise<void>>();
  const write = (file: string, content: string) => {
    const done: Promise<void> = output.writeLater(file, content).then(() => void waiting.delete(done));
    waiting.add(done);
    // Its failure is taken up by the next wait on `waiting`, not reported as unhandled meanwhile.
    done.catch(() => {});
  };
  try {
    const signatures: [string, string][] = [];
    for (const job of batch.pages) {
      const page = renderer.write(job);
      for (const [file, content] of page.files) write(file, content);
      if (page.signature) signatures.push([job.path, page.signature]);
      // A turn of the event loop, so the writes under way take their next step (open, write, close).
      await new Promise(setImmediate);
      while (waiting.size >= MAX_WRITES_WAITING) await Promise.race(waiting);
    }
    for (const [file, content] of batch.files ?? []) write(file, content);
    // Every write is done before the batch is: a failed one fails the build.
    await Promise.all(waiting);
    parentPort!.postMessage({ done: batch.pages.length, signatures });
  } catch (error) {
    // None left running once the error is told: the build removes the staging folder after it.
    await Promise.allSettled(waiting);
    // The system's code and path travel with the stack: a full disk is the user's to fix, not a bug.
    const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error), code, path, syscall });
  }
});
parentPort!.postMessage({ ready: true });
