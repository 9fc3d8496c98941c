import { createHash } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ChromeHtml } from '../../src/entry-server.tsx';
import { bodyLayout, type LayoutData } from '../../src/content/page-data.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../load/load-site.ts';
import { UserError } from '../report/diagnostic.ts';
import { duplicateReport, formatDuplicateReport } from '../report/duplicates.ts';
import { SIGNATURE_BYTES } from '../report/similarity.ts';
import { openOutput, type SiteOutput } from './atomic-output.ts';
import { SIGNATURES_FILE, STATE_FILE, readPriorBuild, type BuildState, type PriorBuild } from './build-state.ts';
import { CLIENT_DIR, SPRITE_FILE, ensureBundles, importServerEntry, treeHash } from './bundles.ts';
import { contentDates } from './content-dates.ts';
import { redirectPage, redirectsFile } from './host-redirects.ts';
import { PageRecords } from './page-records.ts';
import { ReadSets, RecordInputs } from './record-inputs.ts';
import { PageRenderer, type PageJob, type RenderSetup } from './page-renderer.ts';
import type { RenderBatch } from './prerender-worker.ts';
import { Progress } from './progress.ts';
import { inlineStylesheets } from './html-document.ts';
import { headersFile } from './security-headers.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';
import { renderInWorkers } from './worker-pool.ts';

const BATCH_SIZE = 250;
const FILES_PER_BATCH = 2000;
/**
 * Up to this many pages render on the main thread: starting workers (each loads the renderer)
 * costs more than it saves for the handful of pages an edit touches.
 */
const MAIN_THREAD_LIMIT = 400;

export interface BuildStats {
  pages: number;
  rendered: number;
  /** Pages whose own content was unchanged and which only got the new chrome. */
  rechromed: number;
  reused: number;
  redirects: number;
  bundlesReused: boolean;
  threads: number;
  /** Nearest-sibling similarity of service-in-suburb pages. */
  similarity: { median: number; max: number } | undefined;
}

/**
 * Builds the site into `outDir`: HTML with the page's data for hydration, a JSON file per route
 * for client navigation, and the files static hosts read.
 *
 * A page is its own content (its record) inside the chrome (header, menus, footer). The chrome is
 * drawn once per menu section and spliced into every page. Against the previous build:
 * - a page whose record and chrome are unchanged is left as it is;
 * - a page whose record is unchanged but whose chrome changed gets the new chrome spliced into
 *   its previous HTML (adding a suburb changes every menu's "and N more...", not every page);
 * - every other page is rendered, on the main thread when there are few, else on worker threads.
 * When the code (bundles), the site's name, logo or address changed, everything is rebuilt.
 */
export async function buildSite(site: Site, manifest: RouteManifest, outDir: string, log: (line: string) => void, options: { duplicateCheck: boolean } = { duplicateCheck: true }): Promise<BuildStats> {
  // React's production build renders several times faster than its development build, and it
  // is what visitors get; the workers inherit this environment.
  process.env.NODE_ENV = 'production';
  const business = site.business!;
  const phases = new PhaseTimer();
  const bundles = await ensureBundles(process.cwd(), log);
  // Records are made by the generator's code as well as the bundled code; a change to the
  // bundled code changes `context` below, and then nothing of the previous build is kept.
  const code = treeHash(process.cwd(), ['generator']);
  const records = new PageRecords(site, business.siteUrl);
  const sprite = readFileSync(SPRITE_FILE, 'utf8');
  const spriteUrl = `/assets/icons.${sha256(sprite).slice(0, 12)}.svg`;
  const layout: LayoutData = records.layout(spriteUrl);
  const layoutJson = JSON.stringify(layout);
  const layoutUrl = paths.layoutData(sha256(layoutJson).slice(0, 12));
  const server = await importServerEntry();
  const variantOf = (path: string) => server.chromeVariant(path);
  const chrome: Record<string, ChromeHtml> = {};
  for (const route of manifest.routes) chrome[variantOf(route.path)] ??= server.renderChrome(route.path, layout);
  const setup: RenderSetup = {
    root: process.cwd(),
    documentHtml: inlineStylesheets(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'), (href) => readFileSync(join(CLIENT_DIR, href), 'utf8')),
    layoutJson,
    layoutUrl,
    siteName: business.name,
    logoUrl: records.absolute(business.logo),
    chrome,
  };
  // What every page shares besides the chrome: when it changes, no previous page can be kept.
  const context = sha256([bundles.hash, setup.siteName, setup.logoUrl, business.siteUrl].join('\n'));
  const previous = readPriorBuild(outDir);
  const output = openOutput(outDir, previous?.state.context === context ? { stateFile: STATE_FILE } : undefined);
  const prior = output.incremental ? previous : undefined;
  phases.mark('bundles, layout and chrome');
  try {
    const stats = await writeSite(output, prior);
    output.commit();
    phases.mark('commit');
    if (process.env.TRADESITE_PROFILE) log(phases.report());
    return stats;
  } catch (error) {
    output.abort();
    throw error;
  }

  async function writeSite(output: SiteOutput, priorBuild: PriorBuild | undefined): Promise<BuildStats> {
    const prior = priorBuild?.state;
    const files: Record<string, string> = {};
    // Site-wide files (sitemap, routes.json...) run to tens of megabytes at scale: compared by
    // hash with the previous build's rather than by reading them back.
    const write = (file: string, content: string | Uint8Array) => {
      const hash = sha256(content);
      files[relativeFile(file)] = hash;
      if (prior?.files[relativeFile(file)] !== hash) output.write(file, content);
    };
    if (!output.incremental) {
      // The client build, less its HTML template and Vite's manifest (build inputs, not site files).
      cpSync(CLIENT_DIR, output.staging, { recursive: true, filter: (src) => !(dirname(src) === CLIENT_DIR && (src.endsWith('index.html') || src.endsWith('.vite'))) });
    }
    write(layoutUrl, layoutJson);
    write(spriteUrl, sprite);

    const state: BuildState = { version: 5, context, layoutUrl, chrome, routes: {}, inputs: {}, readSets: [], redirects: {}, files };
    // Each page's signature, in route order (see SIGNATURES_FILE).
    const signatures = new Uint8Array(manifest.routes.length * SIGNATURE_BYTES);
    const routeIndex = new Map(manifest.routes.map((route, i) => [route.path, i]));
    // Per chrome variant: whether the previous build's pages of that variant have this chrome.
    const unchangedChrome = new Map<string, boolean>();
    for (const variant of Object.keys(chrome)) {
      const old = prior?.chrome[variant];
      unchangedChrome.set(variant, old !== undefined && prior!.layoutUrl === layoutUrl && sameChrome(old, chrome[variant]!));
    }
    let reused = 0;
    let rechromed = 0;
    let rendered = 0;
    const progress = new Progress('Rendering', manifest.routes.length);
    const bodyLayoutJson = JSON.stringify(bodyLayout(layout));
    const inputs = new RecordInputs(site, records.index, bodyLayoutJson, code);
    // A page's markup is its record rendered with this part of the layout (the rest is chrome).
    const body = sha256(bodyLayoutJson);
    const readSets = new ReadSets(state.readSets);
    const priorSets = prior?.readSets.map(ReadSets.parse);
    // Per previous read set: its digest now, and its index in this build's sets (made once each).
    const priorDigests: string[] = [];
    const carriedSets: number[] = [];
    // Records are made and hashed as the renderers ask for work: memory holds a batch per
    // worker, not the site.
    function* pagesToWrite(): Generator<PageJob> {
      for (const [i, route] of manifest.routes.entries()) {
        const signature = priorBuild?.signature(route.path);
        const known = signature ? priorRecord(route) : undefined;
        let json: string | undefined;
        if (known) {
          state.routes[route.path] = prior!.routes[route.path]!;
          state.inputs[route.path] = `${known.fingerprint}:${(carriedSets[known.set] ??= readSets.index(priorSets![known.set]!))}`;
        } else {
          const { record, suburbs } = records.tracked(route);
          json = JSON.stringify(record);
          state.routes[route.path] = createHash('sha256').update(body).update(json).digest('hex').slice(0, 20);
          state.inputs[route.path] = `${inputs.fingerprint(route, suburbs)}:${readSets.index(suburbs)}`;
        }
        if (prior?.routes[route.path] === state.routes[route.path] && signature) {
          // Kept for the near-duplicate check: the page's main text is unchanged.
          signatures.set(signature, i * SIGNATURE_BYTES);
          if (unchangedChrome.get(variantOf(route.path))) {
            reused++;
            progress.add(1);
            continue;
          }
          yield { path: route.path, json, rechrome: true };
          continue;
        }
        yield { path: route.path, json: json! };
      }
    }
    /** The previous build's record of this route, when what it was made from is unchanged. */
    function priorRecord(route: RouteEntry): { fingerprint: string; set: number } | undefined {
      const [fingerprint, index] = prior?.inputs[route.path]?.split(':') ?? [];
      const set = Number(index);
      const suburbs = priorSets?.[set];
      if (!fingerprint || !suburbs || prior?.routes[route.path] === undefined) return undefined;
      const digest = (priorDigests[set] ??= inputs.digest(suburbs));
      return inputs.fingerprintWith(route, digest) === fingerprint ? { fingerprint, set } : undefined;
    }
    // Redirect pages for hosts without redirect rules: written by the renderers once the pages are done.
    function* redirectPages(): Generator<[string, string]> {
      for (const redirect of manifest.redirects) {
        state.redirects[redirect.from] = redirect.to;
        // A redirect page depends only on its target (the site's address is in `context`).
        if (prior?.redirects[redirect.from] === redirect.to) continue;
        yield [htmlFileFor(redirect.from), redirectPage(redirect.to, records.absolute(redirect.to))];
      }
    }
    if (prior) {
      const surroundings = Object.fromEntries(Object.entries(prior.chrome).map(([variant, old]) => [variant, { layoutUrl: prior.layoutUrl, chrome: old }]));
      setup.previous = { dir: outDir, surroundings };
    }
    const threads = await render(pagesToWrite(), redirectPages(), output, setup, (done, fresh) => {
      progress.add(done);
      // A signature comes back for every page rendered; the others only got new chrome.
      rendered += fresh.length;
      rechromed += done - fresh.length;
      for (const [path, signature] of fresh) signatures.set(Buffer.from(signature, 'base64'), routeIndex.get(path)! * SIGNATURE_BYTES);
    });
    phases.mark('rendering, redirect pages');

    // The check compares every pair of sibling pages: skipped when it is turned off (the
    // benchmark's synthetic suburbs are copies by construction).
    const words = new Uint32Array(signatures.buffer);
    const perPage = SIGNATURE_BYTES / 4;
    const duplicates = options.duplicateCheck ? duplicateReport(manifest.routes.map((route, i) => ({ route, signature: words.subarray(i * perPage, (i + 1) * perPage) }))) : undefined;
    if (duplicates && duplicates.overThreshold > 0) {
      throw new UserError(`${duplicates.overThreshold} pages are near-copies of another page of their kind:\n${formatDuplicateReport(duplicates)}`, 1, 'Give those pages more content of their own, or publish fewer of them (a service\'s "suburbPages").');
    }
    phases.mark('near-duplicate check');

    write('_redirects', redirectsFile(manifest.redirects));
    write('_headers', headersFile(layout.form.action));
    const dates = contentDates(site);
    for (const [name, content] of sitemapFiles(manifest.routes, (p) => records.absolute(p), (r: RouteEntry) => dates(r))) write(name, content);
    write('robots.txt', robotsTxt((p) => records.absolute(p)));
    write('routes.json', JSON.stringify(manifest) + '\n');
    write(SIGNATURES_FILE, signatures);
    if (prior) for (const file of droppedFiles(prior, state)) output.remove(file);
    output.write(STATE_FILE, JSON.stringify(state));
    phases.mark('sitemap, host files, state');
    const local = duplicates?.byKind.find((k) => k.kind === 'service-in-suburb');
    return {
      pages: manifest.routes.length,
      rendered,
      rechromed,
      reused,
      redirects: manifest.redirects.length,
      bundlesReused: bundles.reused,
      threads,
      similarity: local && { median: local.median, max: local.max },
    };
  }
}

/**
 * Renders the pages: on the main thread when there are few, else on worker threads fed in
 * batches. Returns the number of worker threads used (0 for the main thread).
 */
async function render(pages: Iterator<PageJob>, files: Iterable<[string, string]>, output: SiteOutput, setup: RenderSetup, onDone: (done: number, signatures: [string, string][]) => void): Promise<number> {
  const first: PageJob[] = [];
  let next = pages.next();
  while (!next.done && first.length < MAIN_THREAD_LIMIT) {
    first.push(next.value);
    next = pages.next();
  }
  if (next.done) {
    const renderer = first.length ? await PageRenderer.load(setup) : undefined;
    for (const job of first) {
      const page = renderer!.write(job);
      for (const [file, content] of page.files) output.write(file, content);
      onDone(1, page.signature ? [[page.path, page.signature]] : []);
    }
    for (const [file, content] of files) output.write(file, content);
    return 0;
  }
  const rest: IteratorResult<PageJob> = next;
  function* remaining(): Generator<PageJob> {
    yield* first;
    for (let item = rest; !item.done; item = pages.next()) yield item.value;
  }
  function* batches(): Generator<RenderBatch> {
    for (const batch of chunks(remaining(), BATCH_SIZE)) yield { pages: batch };
    for (const chunk of chunks(files, FILES_PER_BATCH)) yield { pages: [], files: chunk };
  }
  return renderInWorkers({ ...setup, staging: output.staging }, batches(), onDone);
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

/** The previous build's files that this build no longer has. */
function* droppedFiles(prior: BuildState, state: BuildState): Generator<string> {
  for (const path of Object.keys(prior.routes)) {
    if (state.routes[path] !== undefined) continue;
    yield relativeFile(paths.pageData(path));
    if (state.redirects[path] === undefined) yield htmlFileFor(path);
  }
  for (const from of Object.keys(prior.redirects)) {
    if (state.redirects[from] === undefined && state.routes[from] === undefined) yield htmlFileFor(from);
  }
  for (const file of Object.keys(prior.files)) if (state.files[file] === undefined) yield file;
}

const relativeFile = (file: string) => file.replace(/^\/+/, '');

function sameChrome(a: ChromeHtml, b: ChromeHtml): boolean {
  return (Object.keys(b) as (keyof ChromeHtml)[]).every((part) => a[part] === b[part]);
}

function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Where a build's time (and memory) goes, for `TRADESITE_PROFILE=1` and the benchmark. */
class PhaseTimer {
  private last = performance.now();
  private readonly phases: [string, number, number][] = [];

  mark(name: string): void {
    const now = performance.now();
    this.phases.push([name, now - this.last, process.memoryUsage.rss()]);
    this.last = now;
  }

  report(): string {
    return this.phases.map(([name, ms, rss]) => `  ${name.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(6)} s   process RSS after: ${Math.round(rss / 2 ** 20)} MB`).join('\n');
  }
}
