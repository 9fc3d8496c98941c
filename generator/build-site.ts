import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bodyLayout } from '../src/content/page-data.ts';
import { paths } from '../src/routing/paths.ts';
import type { RouteManifest } from '../src/routing/routes.ts';
import { checkNearCopies } from './build/build-checks.ts';
import { prepareBuild, type BuildOptions, type BuildRun } from './build/prepare-build.ts';
import { renderAllPages } from './build/render-all-pages.ts';
import { EdgeBuild } from './edge/edge-build.ts';
import { UserError } from './diagnostics/user-error.ts';
import { HOSTS } from './output/hosts/index.ts';
import { sha256 } from './build/sha256.ts';
import { contentDates } from './content/content-dates.ts';
import { deployedEditorFiles } from './editor/deployed-editor.ts';
import { lastCommitDates } from './load/git-dates.ts';
import { ROUTES_FILE, SIGNATURES_FILE, STATE_FILE, STATE_FILES, readPriorBuild, type BuildState, type PriorBuild } from './incremental/build-state.ts';
import { ReusePlan, droppedFiles, relativeFile } from './incremental/reuse-plan.ts';
import { openOutput, type SiteOutput } from './output/atomic-output.ts';
import { clearState, writeState } from './output/build-folder.ts';
import { jsonChunks } from './output/json-chunks.ts';
import { faultPoint } from './output/fault-point.ts';
import { hostFiles } from './output/host-files.ts';
import type { HostTarget, OutputCounts } from './output/hosts/host-target.ts';
import { checkLimits } from './output/hosts/check-limits.ts';
import { CLIENT_DIR } from './render/bundles.ts';
import { PhaseTimer } from './report/phase-timer.ts';
import type { Site } from './schema/site.ts';

export interface BuildStats {
  pages: number;
  rendered: number;
  /** Pages whose own content was unchanged and which only got the new chrome. */
  rechromed: number;
  reused: number;
  redirects: number;
  bundlesReused: boolean;
  host: HostTarget;
  /** Lines of redirect rules the host reads (0 where each redirect is a forwarding page). */
  redirectLines: number;
  /** Files in the published folder. */
  files: number;
  /** Bytes in the published folder. */
  bytes: number;
  /** Files written beside the published folder for the host (nginx's snippet). */
  besideFiles: string[];
  threads: number;
  /** Nearest-sibling similarity of service-in-suburb pages. */
  similarity: { median: number; max: number } | undefined;
  /** Pictures the pages use, and how many this build processed (the rest came from the image cache). */
  pictures: { used: number; processed: number };
  /** A hybrid build's long tail: pages left to the host's function, its record shards, and the function's size as the host measures it. */
  onRequest?: { pages: number; shards: number; functionBytes: number; functionMeasure: string };
}

/**
 * Builds the site into `outDir`: HTML with the page's data for hydration and client navigation
 * (one file per page), and the files the chosen host reads. In order: the bundles, the layout and
 * the chrome (drawn once per menu section and spliced into every page); then each page, kept,
 * re-chromed or rendered as the reuse plan decides (incremental/reuse-plan.ts); the near-copy
 * check; the host files; the state the next build compares against (kept beside the output,
 * output/build-folder.ts). When the code (bundles or generator), the document template, the
 * site's name, logo or address changed, nothing of the previous build is kept. The output
 * replaces the previous one only when all of it was written (output/atomic-output.ts).
 */
export async function buildSite(
  site: Site,
  manifest: RouteManifest,
  outDir: string,
  log: (line: string) => void,
  options: BuildOptions,
  phases = new PhaseTimer(),
): Promise<BuildStats> {
  const host = HOSTS[options.host];
  if (options.prerender === 'indexable' && !host.edgeFunction)
    throw new UserError(
      // A static host serves files only: every page is a file there (issue 44).
      `--prerender indexable needs a host that runs tradesite's code for the long tail (Cloudflare Pages, Netlify, Vercel, or nginx with \`tradesite serve\`); ${host.label} serves files, so every page is prerendered for it.`,
      1,
      'Build with --prerender all, or choose --host cloudflare, netlify, vercel or nginx.',
    );
  const run = await prepareBuild(site, manifest, outDir, options, log, phases);
  const previous = readPriorBuild(outDir);
  const output = openOutput(outDir, previous?.state.context === run.context, run.host.keeps, options.next);
  phases.mark('layout and chrome');
  try {
    const { stats, state } = await writeSite(run, output, output.incremental ? previous : undefined, phases);
    commitBuild(run, output, state);
    phases.mark('commit');
    if (process.env.TRADESITE_PROFILE) log(phases.report());
    return stats;
  } catch (error) {
    output.abort();
    throw error;
  }
}

/** The build state's files, each made when it is written: at scale each is tens of megabytes of JSON, and together they were the build's peak. */
type StateFiles = [string, () => string | Uint8Array | Iterable<string>][];

/** Phases 2 to 5, into the output's staging folder; returns the stats and what the build state files will hold. */
async function writeSite(run: BuildRun, output: SiteOutput, priorBuild: PriorBuild | undefined, phases: PhaseTimer): Promise<{ stats: BuildStats; state: StateFiles }> {
  const { manifest, host, hostData } = run;
  const prior = priorBuild?.state;
  const files: Record<string, string> = {};
  // Site-wide files (sitemap, host files...) run to tens of megabytes at scale: compared by
  // hash with the previous build's rather than by reading them back.
  const write = (file: string, content: string | Uint8Array) => {
    const hash = sha256(content);
    files[relativeFile(file)] = hash;
    if (prior?.files[relativeFile(file)] !== hash) output.write(file, content);
  };
  writeSharedFiles(run, output, write);
  const state: BuildState = { version: 7, context: run.context, layoutUrl: run.layoutUrl, chrome: run.chrome, routes: {}, inputs: {}, readSets: [], redirects: {}, files };
  const plan = new ReusePlan(priorBuild, state, run.records, run.variantOf, { bodyLayoutJson: JSON.stringify(bodyLayout(run.layout)), code: run.code });
  // On top of a previous hybrid build (the same `context`), the long-tail records left unchanged come from its shards.
  const previousShards = priorBuild?.state.edgeStarts && { dir: run.outDir, starts: priorBuild.state.edgeStarts };
  const edge = run.options.prerender === 'indexable' ? new EdgeBuild(manifest, write, previousShards) : undefined;
  if (edge) state.edgeStarts = [...edge.starts];
  const pages = await renderAllPages(run, output, prior, plan, edge);
  phases.mark('rendering, redirect pages');
  const shards = edge?.finish({ setup: run.setup, hostData: run.hostData, variantOf: run.variantOf, context: run.context });
  if (shards) phases.mark('last record shards');
  // Made while the pages were rendered (see startImagesInChild).
  await run.pictures.made;
  writePictures(run, output, prior, files);
  phases.mark(`pictures (${run.pictures.processed} processed)`);
  const duplicates = checkNearCopies(run, pages.signatures);
  phases.mark('near-duplicate check');
  for (const [name, content] of hostFiles(host, hostData, manifest, (p) => run.records.absolute(p), contentDates(run.site, lastCommitDates(run.site.dataDir))))
    write(name, content);
  // The editor goes out only with data/site.yaml's `editor`; without it a previous build's /admin/ is dropped with the rest.
  const editor = run.site.settings?.editor;
  if (editor) for (const file of deployedEditorFiles(editor, run.site.business!)) write(file.path, file.text ?? readFileSync(file.copy!));
  // Last of the files: the host's function is told which files are not pages (Cloudflare's _routes.json).
  const onRequest = edge && shards && (await writeEdgeFunction(run, edge, shards, files, write));
  if (prior) for (const file of droppedFiles(prior, state)) output.remove(file);
  const counts: OutputCounts = {
    // The long tail's pages are no files of a hybrid build (its shards and function are in `files`).
    files: manifest.routes.length - (onRequest?.pages ?? 0) + Object.keys(state.redirects).length + Object.keys(files).length + clientFiles(),
    bytes: output.bytes(prior?.bytes),
    ...(onRequest ? { functionBytes: onRequest.functionBytes } : {}),
  };
  checkLimits(host, hostData, counts);
  state.bytes = counts.bytes;
  phases.mark('sitemap, host files, state');
  const local = duplicates?.byKind.find((k) => k.kind === 'service-in-suburb');
  const stats: BuildStats = {
    pages: manifest.routes.length,
    rendered: pages.rendered,
    rechromed: pages.rechromed,
    reused: plan.reused,
    redirects: manifest.redirects.length,
    bundlesReused: run.bundlesReused,
    host,
    redirectLines: host.redirectLines(hostData),
    files: counts.files,
    bytes: counts.bytes,
    besideFiles: host.besideFiles(hostData).map(([file]) => join(dirname(run.outDir), file)),
    threads: pages.threads,
    similarity: local && { median: local.median, max: local.max },
    pictures: { used: run.pictures.count, processed: run.pictures.processed },
    ...(onRequest ? { onRequest } : {}),
  };
  const stateFiles: StateFiles = [
    [ROUTES_FILE, () => jsonChunks(manifest, { end: '\n' })],
    [SIGNATURES_FILE, () => pages.signatures],
    // Last: its presence says the other two belong to it.
    [STATE_FILE, () => jsonChunks(state)],
  ];
  return { stats, state: stateFiles };
}

/** A hybrid build's function, written (its record shards were, by EdgeBuild.finish); what the stats say of it. */
async function writeEdgeFunction(
  run: BuildRun,
  edge: EdgeBuild,
  { site, shards, shardBytes }: ReturnType<EdgeBuild['finish']>,
  files: Record<string, string>,
  write: (file: string, content: string | Uint8Array) => void,
): Promise<NonNullable<BuildStats['onRequest']>> {
  const fn = await run.host.edgeFunction!(site, staticFiles(Object.keys(files)), { shardBytes }, run.hostData);
  for (const [file, content] of fn.files) write(file, content);
  return { pages: edge.paths.size, shards, functionBytes: fn.bytes, functionMeasure: fn.measure };
}

/**
 * The files of the output that are not pages, as URL patterns ("/assets/*", "/robots.txt"): the
 * client build's and the build's own (`written`, relative), less the host's configuration and the
 * record shards, which only the function reads.
 */
function staticFiles(written: readonly string[]): string[] {
  const top = new Map<string, boolean>();
  for (const entry of readdirSync(CLIENT_DIR, { withFileTypes: true })) if (entry.name !== 'index.html' && entry.name !== '.vite') top.set(entry.name, entry.isDirectory());
  for (const file of written) {
    const [first, ...rest] = file.split('/');
    top.set(first!, rest.length > 0 || top.get(first!) === true);
  }
  const records = dirname(paths.edgeRecords(0)).slice(1);
  return [...top]
    .filter(([name]) => !name.startsWith('_') && !name.endsWith('.html') && name !== records)
    .map(([name, folder]) => (folder ? `${paths.siteFile(name)}/*` : paths.siteFile(name)))
    .sort();
}

/** Phase 2: what every page shares: the client build (on a clean build), the layout data, the icon sprite. */
function writeSharedFiles(run: BuildRun, output: SiteOutput, write: (file: string, content: string | Uint8Array) => void): void {
  if (!output.incremental) {
    // The client build, less its HTML template and Vite's manifest (build inputs, not site files).
    cpSync(CLIENT_DIR, output.staging, { recursive: true, filter: (src) => !(dirname(src) === CLIENT_DIR && (src.endsWith('index.html') || src.endsWith('.vite'))) });
  }
  write(run.layoutUrl, run.layoutJson);
  write(run.spriteUrl, run.sprite);
  write(run.finderUrl, run.finderJson);
  // The business's own mark is its favicon too (the document links /favicon.svg).
  if (run.ownLogo) for (const url of new Set([run.ownLogo.url, '/favicon.svg'])) write(url, run.ownLogo.svg);
}

/** The picture variants, once made. A variant's name carries its source's hash: an unchanged name is an unchanged file. */
function writePictures(run: BuildRun, output: SiteOutput, prior: BuildState | undefined, files: Record<string, string>): void {
  for (const [url, cached] of run.pictures.files()) {
    files[relativeFile(url)] = url;
    if (prior?.files[relativeFile(url)] !== url) output.write(url, readFileSync(cached));
  }
}

/** Phase 6: the staged output replaces the previous one, then the build state and the host's files beside it are written. */
function commitBuild(run: BuildRun, output: SiteOutput, state: StateFiles): void {
  clearState(run.outDir, STATE_FILES);
  output.commit();
  faultPoint('published');
  for (const [file, content] of state) writeState(run.outDir, file, content());
  for (const [file, content] of run.host.besideFiles(run.hostData)) writeFileSync(join(dirname(run.outDir), file), content);
}

/** Files of the client build copied into every output (its HTML template and Vite's manifest stay behind). */
function clientFiles(): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(join(dir, entry.name));
      } else if (!(dir === CLIENT_DIR && entry.name === 'index.html')) count++;
    }
  };
  walk(CLIENT_DIR);
  return count;
}
