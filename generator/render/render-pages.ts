import type { SiteOutput } from '../output/atomic-output.ts';
import { PageRenderer, type DrawnPage, type PageJob, type RenderSetup } from './page-renderer.ts';
import type { RenderBatch } from './prerender-worker.ts';
import { defaultThreads, renderInWorkers, type RenderThreads } from './worker-pool.ts';

/** Two batches wait per worker (see RenderThreads): 250 pages per worker held in memory, as with one batch of 250 before. */
const BATCH_SIZE = 125;
/**
 * Batches for workers started before the pages were known (an incremental build's, a watch's):
 * small, so the first pages render while the main thread is still finding the others.
 */
const EARLY_BATCH_SIZE = 20;
const FILES_PER_BATCH = 2000;
/**
 * Up to this many pages render on the main thread when no worker was started early: starting
 * workers (each loads the renderer) costs more than it saves for the handful of pages an edit touches.
 */
const MAIN_THREAD_LIMIT = 400;
const YIELD_EVERY = 50;

/**
 * Renders the pages: on the workers started early when there are some (more are started when
 * there turn out to be many pages), else on the main thread when there are few (`mainThreadLimit`
 * at most), else on worker threads fed in batches. Returns the number of worker threads used (0
 * for the main thread).
 */
export async function renderPages(
  pages: Iterator<PageJob>,
  files: Iterable<[string, string]>,
  output: SiteOutput,
  setup: RenderSetup,
  onDone: (done: number, drawn: DrawnPage[]) => void,
  early?: RenderThreads,
  warmUp: () => readonly string[] = () => [],
  mainThreadLimit = MAIN_THREAD_LIMIT,
): Promise<number> {
  const first: PageJob[] = [];
  let next = pages.next();
  const limit = early ? EARLY_BATCH_SIZE : mainThreadLimit;
  while (!next.done && first.length < limit) {
    first.push(next.value);
    next = pages.next();
  }
  // With nothing to render (a rebuild where nothing changed) the early workers are not used;
  // a watch's may warm up meanwhile.
  if (early && first.length === 0 && next.done) early.idle({ ...setup, staging: output.staging }, warmUp());
  if ((!early || first.length === 0) && next.done) {
    const renderer = first.length ? await PageRenderer.load(setup) : undefined;
    for (const [i, job] of first.entries()) {
      const page = renderer!.write(job);
      for (const [file, content] of page.files) output.write(file, content);
      onDone(1, page.drawn ? [page.signature ? [page.path, page.signature] : [page.path]] : []);
      // Now and then the event loop gets a turn, so Ctrl+C or SIGTERM is handled (and the staging
      // folder removed) while rendering, not after it.
      if (i % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    for (const [file, content] of files) output.write(file, content);
    return 0;
  }
  const rest: IteratorResult<PageJob> = next;
  function* remaining(): Generator<PageJob> {
    yield* first;
    for (let item = rest; !item.done; item = pages.next()) yield item.value;
  }
  function* batches(size: (sent: number) => number): Generator<RenderBatch> {
    let sent = 0;
    let batch: PageJob[] = [];
    for (const job of remaining()) {
      batch.push(job);
      if (batch.length < size(sent)) continue;
      yield { pages: batch };
      sent += batch.length;
      batch = [];
    }
    if (batch.length) yield { pages: batch };
    for (const chunk of chunks(files, FILES_PER_BATCH)) yield { pages: [], files: chunk };
  }
  const workerSetup = { ...setup, staging: output.staging };
  if (!early)
    return renderInWorkers(
      workerSetup,
      batches(() => BATCH_SIZE),
      onDone,
    );
  await early.render(
    workerSetup,
    batches((sent) => {
      if (sent <= MAIN_THREAD_LIMIT) return EARLY_BATCH_SIZE;
      // Many pages after all (new chrome for every page, say): every core renders, in full batches.
      early.grow(defaultThreads());
      return BATCH_SIZE;
    }),
    onDone,
  );
  return early.size;
}

function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
