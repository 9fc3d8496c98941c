import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderBatch, WorkerSetup } from './prerender-worker.ts';

/**
 * Renders batches on worker threads, one per core, feeding each worker its next batch as soon as
 * it finishes: memory stays bounded by the batch size, not the site size.
 */
export async function renderInWorkers(
  setup: WorkerSetup,
  batches: Iterator<RenderBatch>,
  onProgress: (pages: number, signatures: [string, string][]) => void,
  threads = defaultThreads(),
): Promise<number> {
  // Batches are pulled one at a time as workers free up, so they are made (and freed) as we go.
  let first = batches.next();
  if (first.done) return 0;
  const take = (): RenderBatch | undefined => {
    if (first && !first.done) {
      const batch = first.value;
      first = { done: true, value: undefined };
      return batch;
    }
    const next = batches.next();
    return next.done ? undefined : next.value;
  };
  const count = threads;
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(WORKER_ENTRY, { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
            workers.push(worker);
            const next = () => {
              const batch = take();
              if (batch) worker.postMessage(batch);
              else resolve();
            };
            worker.on('message', (message: { ready?: boolean; done?: number; signatures?: [string, string][]; error?: string; code?: string; path?: string; syscall?: string }) => {
              if (message.error)
                return reject(Object.assign(new Error(`prerender failed in a worker:\n${message.error}`), { code: message.code, path: message.path, syscall: message.syscall }));
              if (message.done) onProgress(message.done, message.signatures ?? []);
              next();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => code !== 0 && reject(new Error(`a prerender worker exited with code ${code}`)));
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return count;
}

/**
 * The worker's code. The compiled CLI (see bin/tradesite.js) has it compiled beside this code's
 * chunk; run from source, a small entry registers tsx and loads the TypeScript.
 */
const COMPILED_WORKER = new URL('./generator/render/prerender-worker.js', import.meta.url);
const WORKER_ENTRY = existsSync(fileURLToPath(COMPILED_WORKER)) ? COMPILED_WORKER : new URL('./prerender-worker-entry.mjs', import.meta.url);

/**
 * A worker holds the renderer and one batch at a time, well under this; without a limit V8 lets
 * each worker's heap grow far past what it uses before collecting, which at 100,000 pages pushed
 * the build past a gigabyte.
 */
const WORKER_HEAP_MB = 160;

export function defaultThreads(): number {
  const fromEnv = Number(process.env.TRADESITE_THREADS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, availableParallelism());
}
