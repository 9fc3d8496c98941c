import { loadKnownSamples } from '../load/known-sample-sources.ts';
import { IMAGE_CACHE_DIR } from '../images/process-images.ts';
import { Pictures } from '../images/pictures.ts';
import type { Command } from 'commander';
import { z } from 'zod';
import { formOverridesFromEnv, type FormOverrides } from '../content/form-config.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { environmentError } from '../diagnostics/environment-error.ts';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { checkBundles, codeHash, ensureBundles, type Bundles } from '../render/bundles.ts';
import { RenderThreads } from '../render/worker-pool.ts';
import { priorPageCount } from '../incremental/build-state.ts';
import { buildSite } from '../build-site.ts';
import { watchFolder } from '../serve/watch-folder.ts';
import { DEFAULT_HOST } from '../output/hosts/index.ts';
import { HOST_NAMES, hostName } from '../schema/site-settings.ts';
import { keepLocalPlans, localPlanFor } from '../local/local-plan.ts';
import { keepSentenceSplits, LOCAL_KINDS } from '../local/local-pages.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import { prepareSite } from '../prepare-site.ts';
import { PRERENDER_CHOICES, prerenderFor } from '../edge/on-request.ts';
import { PhaseTimer } from '../report/phase-timer.ts';
import { faultPoint } from '../output/fault-point.ts';
import { lockOutput } from '../output/output-lock.ts';
import { NextOutput } from '../output/next-output.ts';
import { dataFlag, option, outFlag, productionFlag, safeOutDir, withOptions, type OptionValues } from './options.ts';
import { launchSummary } from '../launch/blockers.ts';

const OPTIONS = {
  data: dataFlag,
  out: outFlag('the output folder (replaced as a whole, only when the build succeeds)'),
  host: option('--host <host>', `the host to write redirect and header files for (${HOST_NAMES.join(', ')}; default: deploy.host in data/site.yaml)`, hostName.optional()),
  duplicateCheck: option('--no-duplicate-check', 'build even when pages are near-copies of each other (for synthetic benchmark data)', z.boolean().default(true)),
  production: productionFlag,
  watch: option('--watch', 'keep running, and rebuild what changed whenever a file in the data folder changes', z.boolean().default(false)),
  prerender: option(
    '--prerender <which>',
    "all: every page a file; indexable: only the pages that earn a file, the long tail of local pages rendered on request by the host's function (default: deploy.prerender in data/site.yaml, else indexable for Cloudflare Pages, Netlify and Vercel, all for nginx and static)",
    z.enum(PRERENDER_CHOICES).optional(),
  ),
};
type BuildOptions = OptionValues<typeof OPTIONS>;

export function registerBuild(program: Command): void {
  const command = program.command('build').description('validate the data, then write the whole site to the output folder');
  const options = withOptions(command, OPTIONS);
  command.action(async (raw) => {
    const opts = options(raw);
    const outDir = safeOutDir(opts.out, opts.data);
    // Checked before anything else: a bad override is refused before the data is read.
    const form = formOverridesFromEnv(process.env);
    // Held for as long as the command runs: a watch rebuilds at any moment.
    lockOutput(outDir, opts.watch ? 'build --watch' : 'build');
    if (opts.watch) return watchAndRebuild(opts, outDir, form);
    if (!(await build(opts, outDir, form))) process.exitCode = 1;
  });
}

/** Validates and builds; false when the data has errors (reported, and the output left as it was). */
async function build(opts: BuildOptions, outDir: string, form: FormOverrides, watch?: Watched): Promise<boolean> {
  const kept = watch?.threads;
  // Vite works in its own process while this one reads the data, and the pictures on their own
  // thread once it is read; both stopped if the data has errors.
  const stopEarlyWork = new AbortController();
  const checked = checkBundles(process.cwd());
  const bundles = ensureBundles(process.cwd(), (line) => process.stdout.write(line + '\n'), stopEarlyWork.signal, checked);
  // Awaited in the build; until then a failure must not count as unhandled.
  bundles.catch(() => {});
  // A build on top of the previous one, with the bundles as they were, renders few pages: a worker
  // started now loads the renderer on another core while this thread reads and plans the data.
  const early = kept ? kept.for(checked) : checked.fresh && priorPageCount(outDir) >= EARLY_WORKER_PAGES ? RenderThreads.start(process.cwd()) : undefined;
  try {
    return await buildWith(opts, outDir, form, { bundles, stopEarlyWork, threads: early, next: watch?.next });
  } finally {
    if (!kept) await early?.close();
  }
}

/**
 * Below this many pages a worker started early does not pay: loading the renderer costs about
 * 0.3 s of CPU, and the main thread gets through a small site's planning and fingerprints before
 * the worker would be of use (on a busy machine, a test suite say, that CPU is time too).
 */
const EARLY_WORKER_PAGES = 2000;

/** What a watch keeps from one build to the next. */
interface Watched {
  threads: KeptThreads;
  next: NextOutput;
}

/**
 * A watch's render worker, kept from one build to the next while the bundles it loaded stay as
 * they were. A worker holds the server renderer it loaded when it started; should the bundles be
 * made again (a watch that began with data errors, before any bundle was made), a new one starts.
 */
class KeptThreads {
  private kept: { hash: string; threads: RenderThreads } | undefined;

  /** The worker for the bundles `checkBundles` found; none while they are being made again. */
  for(checked: { hash: string; fresh: boolean }): RenderThreads | undefined {
    if (!checked.fresh) return undefined;
    if (this.kept?.hash !== checked.hash) {
      void this.kept?.threads.close();
      this.kept = { hash: checked.hash, threads: RenderThreads.start(process.cwd(), 1, { warmUp: true }) };
    }
    return this.kept.threads;
  }

  async close(): Promise<void> {
    await this.kept?.threads.close();
  }
}

async function buildWith(
  { data, out, duplicateCheck, host, production, prerender }: BuildOptions,
  outDir: string,
  form: FormOverrides,
  { bundles, stopEarlyWork, threads, next }: { bundles: Promise<Bundles>; stopEarlyWork: AbortController; threads: RenderThreads | undefined; next: NextOutput | undefined },
): Promise<boolean> {
  const phases = new PhaseTimer();
  const log = (line: string) => process.stdout.write(line + '\n');
  let pictures: Promise<Pictures> | undefined;
  const onLoaded = (loaded: Site) => {
    pictures = Pictures.start(loaded, process.cwd(), undefined, { child: true, signal: stopEarlyWork.signal });
    // Awaited in the build; until then (or if the data has errors) a failure must not count as unhandled.
    pictures.catch(() => {});
  };
  const {
    diagnostics: report,
    manifest,
    site,
    blockers,
  } = prepareSite(data, { localIndexing: true, onLoaded, ...(production ? { production: { form, known: loadKnownSamples() } } : {}) });
  const checklist = blockers ? launchSummary(blockers) + '\n' : '';
  if (report.errorCount > 0) {
    stopEarlyWork.abort();
    process.stderr.write(formatReport(report.diagnostics) + `\n${checklist}Nothing was written; ${out}/ still holds the previous build.\n`);
    return false;
  }
  if (checklist) process.stdout.write(checklist);
  if (report.warningCount > 0) process.stderr.write(formatReport(report.diagnostics) + '\n');
  faultPoint('validated');
  phases.mark('load, validate, plan');
  const started = performance.now();
  const chosenHost = host ?? site.settings?.deploy.host ?? DEFAULT_HOST;
  const stats = await buildSite(
    site,
    manifest,
    outDir,
    log,
    {
      duplicateCheck,
      form,
      host: chosenHost,
      bundles,
      threads,
      pictures,
      next,
      prerender: prerenderFor(chosenHost, prerender, site.settings?.deploy.prerender),
    },
    phases,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Built ${stats.pages} pages (${stats.rendered} rendered${stats.threads ? ` on ${stats.threads} thread${stats.threads === 1 ? '' : 's'}` : ''}${stats.rechromed ? `, ${stats.rechromed} given the new menus and footer` : ''}, ${stats.reused} unchanged) and ${stats.redirects} redirects into ${out}/ in ${seconds} s${stats.bundlesReused ? '; bundles reused' : ''}.\n` +
      `For ${stats.host.label}: ${stats.files.toLocaleString('en-AU')} files (${(stats.bytes / 1e6).toLocaleString('en-AU', { maximumFractionDigits: 1 })} MB), ${stats.host.fallbackPages ? `a forwarding page per redirect and the CSP in a meta tag` : `${stats.redirectLines} lines of redirect rules`}${stats.besideFiles.length ? `; beside the folder: ${stats.besideFiles.join(', ')}` : ''}.\n` +
      (stats.onRequest
        ? `Rendered on request by the host's function: ${stats.onRequest.pages.toLocaleString('en-AU')} long-tail pages, their records in ${stats.onRequest.shards} shards; the function is ${(stats.onRequest.functionBytes / 1e3).toLocaleString('en-AU', { maximumFractionDigits: 0 })} KB ${stats.onRequest.functionMeasure}.\n`
        : '') +
      localIndexingLine(site, manifest) +
      (stats.pictures.used ? `Pictures: ${stats.pictures.used} used, ${stats.pictures.processed} processed (the rest from ${IMAGE_CACHE_DIR}/).\n` : '') +
      (stats.similarity
        ? `Service-in-suburb pages share ${Math.round(stats.similarity.median * 100)}% of their text with their nearest sibling (median; worst ${Math.round(stats.similarity.max * 100)}%).\n`
        : ''),
  );
  return true;
}

/**
 * Rebuilds on every change under the data folder, for as long as the process runs. The process
 * keeps its code loaded, so a change to the code itself ends the watch: building with code that
 * is no longer on disk would record the wrong code in the build state.
 */
async function watchAndRebuild(opts: BuildOptions, outDir: string, form: FormOverrides): Promise<void> {
  const code = codeHash();
  // A watch's first rebuild splits and plans only what the edit changed, from the first build on.
  keepSentenceSplits();
  keepLocalPlans();
  // One render worker for the whole watch, from the first build on: should that build render
  // nothing, the worker warms up meanwhile (RenderThreads.idle).
  const watch: Watched = { threads: new KeptThreads(), next: new NextOutput(outDir) };
  try {
    await build(opts, outDir, form, watch);
    // Started now if the first build made the bundles (or failed), so that it is ready for the
    // first save; one worker only, should the first build have rendered the whole site on more.
    await watch.threads.for(checkBundles(process.cwd()))?.shrink(1);
    watch.next.prepare();
    await watchWith(opts, outDir, form, code, watch);
  } finally {
    watch.next.close();
    await watch.threads.close();
  }
}

function watchWith(opts: BuildOptions, outDir: string, form: FormOverrides, code: string, watch: Watched): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = watchFolder(opts.data, async (files) => {
      if (codeHash() !== code) {
        stop();
        reject(new UserError('The code changed while watching, and this process still runs the old code.', 1, 'Run the command again.'));
        return;
      }
      const started = performance.now();
      try {
        // Editors' temporary files come and go with a save: name only the data files.
        const changed = files.filter((file) => /\.(ya?ml|md)$/.test(file));
        const what = changed.length ? changed.join(', ') : `${opts.data}/`;
        if (await build(opts, outDir, form, watch)) process.stdout.write(`Rebuilt after a change to ${what} in ${((performance.now() - started) / 1000).toFixed(2)} s.\n`);
        // While the watch waits for the next save.
        watch.next.prepare();
      } catch (error) {
        // A problem with the data (near-copies, say) or the machine (a full disk) is reported and
        // the watch goes on; a bug ends it.
        const problem = environmentError(error);
        if (problem) return void process.stderr.write(problem.describe());
        stop();
        reject(error);
      }
    });
    // Said once the watch is in place: a change made after this line is seen.
    process.stdout.write(`Watching ${opts.data}/ for changes. Ctrl+C stops.\n`);
    process.once('SIGINT', () => {
      stop();
      resolve();
    });
  });
}

/** "Local pages indexable: 22 of 11,172 service-in-suburb, ..." (`report local` has every page). */
function localIndexingLine(site: Site, manifest: RouteManifest): string {
  if (!site.localSettings) return '';
  // Counted from the plan's decisions: the full results (proof, shares) are for "report local".
  const entries = [...localPlanFor(site, manifest.routes).values()];
  const totals = LOCAL_KINDS.map((kind) => {
    const ofKind = entries.filter((e) => e.route.kind === kind);
    return { kind, pages: ofKind.length, indexable: ofKind.filter((e) => e.indexable).length };
  });
  return `Local pages indexable (data/local-pages.yaml): ${totals.map((t) => `${t.indexable} of ${t.pages.toLocaleString('en-AU')} ${t.kind}`).join(', ')}; "report local" lists each page.\n`;
}
