import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderBatch, WorkerSetup } from './prerender-worker.ts';

/**
 * Renders batches on worker threads, one per core, feeding each worker its next batch as soon as
 * it finishes: memory stays bounded by the batch size, not the site size.
 */
export async function renderInWorkers(setup: WorkerSetup, batches: RenderBatch[], onProgress: (pages: number) => void, threads = defaultThreads()): Promise<void> {
  if (batches.length === 0) return;
  const count = Math.min(threads, batches.length);
  const queue = [...batches];
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./prerender-worker-entry.mjs', import.meta.url), { workerData: setup });
          workers.push(worker);
          const next = () => {
            const batch = queue.shift();
            if (batch) worker.postMessage(batch);
            else resolve();
          };
          worker.on('message', (message: { ready?: boolean; done?: number; error?: string }) => {
            if (message.error) return reject(new Error(`prerender failed in a worker:\n${message.error}`));
            if (message.done) onProgress(message.done);
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
}

export function defaultThreads(): number {
  const fromEnv = Number(process.env.TRADESITE_THREADS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, availableParallelism());
}
