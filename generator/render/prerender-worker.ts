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

parentPort!.on('message', (batch: RenderBatch) => {
  try {
    const signatures: [string, string][] = [];
    for (const job of batch.pages) {
      const page = renderer.write(job);
      for (const [file, content] of page.files) output.write(file, content);
      if (page.signature) signatures.push([job.path, page.signature]);
    }
    for (const [file, content] of batch.files ?? []) output.write(file, content);
    parentPort!.postMessage({ done: batch.pages.length, signatures });
  } catch (error) {
    // The system's code and path travel with the stack: a full disk is the user's to fix, not a bug.
    const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error), code, path, syscall });
  }
});
parentPort!.postMessage({ ready: true });
