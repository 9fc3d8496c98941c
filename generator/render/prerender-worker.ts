import { parentPort, workerData } from 'node:worker_threads';
import { FileWriter } from '../output/file-writer.ts';
import { importServerEntry } from './bundles.ts';
import { PageRenderer, type DrawnPage, type PageJob, type RenderSetup } from './page-renderer.ts';

/** What a worker is told when it starts: where the server renderer is. */
export interface WorkerStart {
  root: string;
}

/** What a worker is told before each build's pages. */
export interface WorkerSetup extends RenderSetup {
  /** Where the worker writes the pages it renders. */
  staging: string;
}

/** A batch of work: pages to render (each record already serialised) and ready-made files to write. */
export interface RenderBatch {
  pages: PageJob[];
  files?: [string, string][];
}

/** Pages of the previous build to render and throw away, to warm the code up (see RenderThreads.idle). */
export interface WarmUp {
  warmUp: string[];
}

export type WorkerMessage = { setup: WorkerSetup } | RenderBatch | WarmUp;

const { root } = workerData as WorkerStart;
let renderer: PageRenderer | undefined;
let output: FileWriter | undefined;

// The renderer's code loads as soon as the worker starts: a worker started while the main thread
// reads and plans the data has it ready when the first pages come. Messages are handled one after
// another, in the order they came, each once the one before is done.
let queue: Promise<unknown> = importServerEntry(root);
// A failed load is reported with the first message, which then finds the queue failed.
queue.catch(() => {});
parentPort!.on('message', (message: WorkerMessage) => {
  queue = queue.then(() => handle(message)).catch(report);
});

async function handle(message: WorkerMessage): Promise<void> {
  if ('setup' in message) {
    renderer = await PageRenderer.load(message.setup);
    output = new FileWriter(message.setup.staging);
    return;
  }
  if ('warmUp' in message) {
    // Nothing is written and nothing is reported: a page that cannot be drawn (its file replaced
    // meanwhile, say) only means less warming up.
    for (const path of message.warmUp) {
      try {
        renderer!.warmUp(path);
      } catch {
        /* see above */
      }
    }
    return;
  }
  const drawn: DrawnPage[] = [];
  for (const job of message.pages) {
    const page = renderer!.write(job);
    for (const [file, content] of page.files) output!.write(file, content);
    if (page.drawn) drawn.push(page.signature ? [job.path, page.signature] : [job.path]);
  }
  for (const [file, content] of message.files ?? []) output!.write(file, content);
  parentPort!.postMessage({ done: message.pages.length, drawn });
}

function report(error: unknown): void {
  // The system's code and path travel with the stack: a full disk is the user's to fix, not a bug.
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error), code, path, syscall });
}
