import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DrawnPage } from './page-renderer.ts';
import type { RenderBatch, WorkerMessage, WorkerSetup, WorkerStart } from './prerender-worker.ts';

type Reply = { done?: number; drawn?: DrawnPage[]; error?: string; code?: string; path?: string; syscall?: string };
type Progress = (pages: number, drawn: DrawnPage[]) => void;

/**
 * Worker threads that render pages. They load the renderer as soon as they start, so a build
 * can start them while it reads and plans the data, and a watch keeps them from one build to
 * the next. Batches are sent as they are made, up to AHEAD per worker, so the main thread goes
 * on deciding which pages need rendering while the workers render the ones it found; memory
 * stays bounded by the batch size, not the site size.
 */
export class RenderThreads {
  private threads: Thread[] = [];
  /** The render under way: its setup, what to tell of progress, who waits for a worker to free up. */
  private current: { setup: WorkerSetup; onProgress: Progress; wake: () => void; failure?: Error } | undefined;
  /** A worker that failed while no render was under way: the next render reports it. */
  private failure: Error | undefined;
  /** Whether the workers have rendered anything yet (for real, or to warm up). */
  private warm = false;

  private constructor(
    private readonly root: string,
    private readonly warmsUp: boolean,
  ) {}

  /** `warmUp`: the pool will render again and again (a watch's), so it warms up when idle (see `idle`). */
  static start(root: string, count = 1, { warmUp = false }: { warmUp?: boolean } = {}): RenderThreads {
    const pool = new RenderThreads(root, warmUp);
    pool.grow(count);
    return pool;
  }

  /**
   * A build that had nothing to render. A pool that warms up, and has not rendered yet, renders
   * these pages of the previous build once, writing nothing: a watch's first rebuild then runs on
   * code V8 has already compiled and optimised (cold, its rendering took 0.38 s against 0.26 s
   * for the same pages later). Done while the watch waits for the first save; a render that
   * comes meanwhile queues behind it.
   */
  idle(setup: WorkerSetup, paths: readonly string[]): void {
    if (!this.warmsUp || this.warm || this.current || !setup.previous || paths.length === 0) return;
    this.warm = true;
    for (const { worker } of this.threads) {
      worker.postMessage({ setup } satisfies WorkerMessage);
      worker.postMessage({ warmUp: [...paths] } satisfies WorkerMessage);
    }
  }

  get size(): number {
    return this.threads.length;
  }

  /** Starts more workers, up to `count` in all. */
  grow(count: number): void {
    while (this.threads.length < count) {
      const worker = new Worker(WORKER_ENTRY, { workerData: { root: this.root } satisfies WorkerStart, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      const thread: Thread = { worker, waiting: 0, stopping: false };
      worker.on('message', (reply: Reply) => {
        if (reply.error)
          return this.fail(Object.assign(new Error(`prerender failed in a worker:\n${reply.error}`), { code: reply.code, path: reply.path, syscall: reply.syscall }));
        thread.waiting--;
        if (reply.done !== undefined) this.current?.onProgress(reply.done, reply.drawn ?? []);
        this.current?.wake();
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => code !== 0 && !thread.stopping && this.fail(new Error(`a prerender worker exited with code ${code}`)));
      // Between renders an idle worker must not keep the process alive; one started during a
      // render (see renderPages) is given the render's setup, as the others were.
      if (this.current) worker.postMessage({ setup: this.current.setup } satisfies WorkerMessage);
      else worker.unref();
      this.threads.push(thread);
    }
  }

  /** Stops workers beyond `count` (between renders): a watch keeps one after a first build that needed more. */
  async shrink(count: number): Promise<void> {
    const extra = this.threads.splice(count);
    for (const thread of extra) thread.stopping = true;
    await Promise.all(extra.map(({ worker }) => worker.terminate()));
  }

  /** Renders the batches: each worker is given the setup first, then batches as they are made. */
  async render(setup: WorkerSetup, batches: Iterator<RenderBatch>, onProgress: Progress): Promise<void> {
    if (this.failure) throw this.failure;
    this.warm = true;
    let wake = () => {};
    const current: NonNullable<typeof this.current> = { setup, onProgress, wake: () => wake() };
    this.current = current;
    const freed = () => new Promise<void>((resolve) => (wake = resolve));
    for (const { worker } of this.threads) {
      worker.ref();
      worker.postMessage({ setup } satisfies WorkerMessage);
    }
    try {
      for (;;) {
        if (current.failure) throw current.failure;
        const free = this.threads.reduce((a, b) => (b.waiting < a.waiting ? b : a));
        if (free.waiting >= AHEAD) {
          await freed();
          continue;
        }
        const next = batches.next();
        if (next.done) break;
        free.waiting++;
        free.worker.postMessage(next.value satisfies WorkerMessage);
      }
      while (this.threads.some((t) => t.waiting > 0)) {
        if (current.failure) throw current.failure;
        await freed();
      }
      if (current.failure) throw current.failure;
    } catch (error) {
      // Workers may still hold batches of the failed render: fresh ones for the next (a watch goes on).
      this.current = undefined;
      const count = this.threads.length;
      await this.close();
      this.grow(count);
      throw error;
    } finally {
      this.current = undefined;
      for (const { worker } of this.threads) worker.unref();
    }
  }

  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    for (const thread of threads) thread.stopping = true;
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }

  private fail(error: Error): void {
    if (this.current) {
      this.current.failure ??= error;
      this.current.wake();
    } else this.failure ??= error;
  }
}

interface Thread {
  worker: Worker;
  /** Batches sent and not yet done. */
  waiting: number;
  /** Being terminated: its exit is no failure. */
  stopping: boolean;
}

/** Batches queued per worker: one rendering, one waiting, so a worker never waits for the main thread. */
const AHEAD = 2;

/** Renders batches on worker threads started for the purpose, one per core; returns how many. */
export async function renderInWorkers(setup: WorkerSetup, batches: Iterator<RenderBatch>, onProgress: Progress, threads = defaultThreads()): Promise<number> {
  const pool = RenderThreads.start(setup.root, threads);
  try {
    await pool.render(setup, batches, onProgress);
  } finally {
    await pool.close();
  }
  return pool.size;
}

/**
 * The worker's code. The compiled CLI (see bin/tradesite.js) has it compiled beside this code's
 * chunk; run from source, a small entry registers tsx and loads the TypeScript.
 */
const COMPILED_WORKER = new URL('./generator/render/prerender-worker.js', import.meta.url);
const WORKER_ENTRY = existsSync(fileURLToPath(COMPILED_WORKER)) ? COMPILED_WORKER : new URL('./prerender-worker-entry.mjs', import.meta.url);

/**
 * A worker holds the renderer and two batches at a time, well under this; without a limit V8
 * lets each worker's heap grow far past what it uses before collecting, which at 100,000 pages
 * pushed the build past a gigabyte.
 */
const WORKER_HEAP_MB = 160;

export function defaultThreads(): number {
  const fromEnv = Number(process.env.TRADESITE_THREADS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, availableParallelism());
}
