import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ChromeHtml } from '../src/entry-server.tsx';
import { bodyLayout, type LayoutData } from '../src/content/page-data.ts';
import { paths } from '../src/routing/paths.ts';
import type { RouteManifest } from '../src/routing/routes.ts';
import { contentDates } from './content/content-dates.ts';
import type { FormOverrides } from './content/form-config.ts';
import { PageRecords } from './content/page-records.ts';
import { Pictures } from './images/pictures.ts';
import { ROUTES_FILE, SIGNATURES_FILE, STATE_FILE, STATE_FILES, readPriorBuild, type BuildState, type PriorBuild } from './incremental/build-state.ts';
import { ReusePlan, droppedFiles, relativeFile } from './incremental/reuse-plan.ts';
import { openOutput, type SiteOutput } from './output/atomic-output.ts';
import { clearState, writeState } from './output/build-folder.ts';
import { hostFiles } from './output/host-files.ts';
import { hostInput } from './output/hosts/host-input.ts';
import type { HostInput, HostTarget, OutputCounts } from './output/hosts/host-target.ts';
import { HOSTS } from './output/hosts/index.ts';
import { cspMetaTag } from './output/security-headers.ts';
import { CLIENT_DIR, SPRITE_FILE, ensureBundles, importServerEntry, treeHash } from './render/bundles.ts';
import { inlineStylesheets, scriptsAfterPaint } from './render/html-document.ts';
import { documentIdentity } from './render/page-document.ts';
import type { RenderSetup } from './render/page-renderer.ts';
import { Progress } from './render/progress.ts';
import { renderPages } from './render/render-pages.ts';
import { UserError } from './report/diagnostic.ts';
import { duplicateReport, formatDuplicateReport } from './report/duplicates.ts';
import { PhaseTimer } from './report/phase-timer.ts';
import { SIGNATURE_BYTES } from './report/similarity.ts';
import type { HostName } from './schema/site-settings.ts';
import type { Site } from './schema/site.ts';

export interface BuildOptions {
  /** Fail on near-copy pages (off only for synthetic benchmark data). */
  duplicateCheck: boolean;
  /** The lead form's overrides, read from the environment by the command. */
  form: FormOverrides;
  /** Where the site is published: what host files it gets, and whether the CSP goes into each page. */
  host: HostName;
}

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
  /** Files written beside the published folder for the host (nginx's snippet). */
  besideFiles: string[];
  threads: number;
  /** Nearest-sibling similarity of service-in-suburb pages. */
  similarity: { median: number; max: number } | undefined;
  /** Pictures the pages use, and how many this build processed (the rest came from the image cache). */
  pictures: { used: number; processed: number };
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
export async function buildSite(site: Site, manifest: RouteManifest, outDir: string, log: (line: string) => void, options: BuildOptions): Promise<BuildStats> {
  // React's production build renders several times faster than its development build, and it
  // is what visitors get; the workers inherit this environment.
  process.env.NODE_ENV = 'production';
  const business = site.business!;
  const phases = new PhaseTimer();
  const bundles = await ensureBundles(process.cwd(), log);
  // Records and pages are made by the generator's code as well as the bundled code; a change to
  // either changes `context` below, and then nothing of the previous build is kept.
  const code = treeHash(process.cwd(), ['generator']);
  // Pictures first: records carry their variants' names, sizes and placeholders.
  const pictures = await Pictures.prepare(site, process.cwd());
  phases.mark(`images (${pictures.processed} processed)`);
  const records = new PageRecords(site, manifest, business.siteUrl, pictures);
  const sprite = readFileSync(SPRITE_FILE, 'utf8');
  const spriteUrl = `/assets/icons.${sha256(sprite).slice(0, 12)}.svg`;
  const finderJson = JSON.stringify(records.suburbFinder());
  const finderUrl = paths.suburbFinder(sha256(finderJson).slice(0, 12));
  const layout: LayoutData = records.layout(spriteUrl, options.form, finderUrl);
  const layoutJson = JSON.stringify(layout);
  const layoutUrl = paths.layoutData(sha256(layoutJson).slice(0, 12));
  const host = HOSTS[options.host];
  const server = await importServerEntry();
  const variantOf = (path: string) => server.chromeVariant(path);
  const chrome: Record<string, ChromeHtml> = {};
  for (const route of manifest.routes) chrome[variantOf(route.path)] ??= server.renderChrome(route.path, layout);
  const setup: RenderSetup = {
    root: process.cwd(),
    documentHtml: scriptsAfterPaint(inlineStylesheets(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'), (href) => readFileSync(join(CLIENT_DIR, href), 'utf8'))),
    layoutJson,
    layoutUrl,
    ...documentIdentity(business, (path) => records.absolute(path)),
    cspMeta: host.cspInMeta ? cspMetaTag(layout.form.action) : '',
    chrome,
  };
  // What every page shares besides the chrome: when it changes, no previous page can be kept.
  // The generator's code and the document it fills are in it: a page is drawn by them as much as
  // by its record (a new head tag must reach every page, though no record changed).
  const context = sha256([bundles.hash, code, setup.documentHtml, setup.siteName, setup.logoUrl, business.siteUrl, setup.cspMeta].join('\n'));
  const hostData: HostInput = hostInput(site, manifest, layout.form.action, outDir);
  const previous = readPriorBuild(outDir);
  const output = openOutput(outDir, previous?.state.context === context);
  const prior = output.incremental ? previous : undefined;
  phases.mark('bundles, layout and chrome');
  try {
    const { stats, state } = await writeSite(output, prior);
    clearState(outDir, STATE_FILES);
    output.commit();
    for (const [file, content] of state) writeState(outDir, file, content);
    for (const [file, content] of host.besideFiles(hostData)) writeFileSync(join(dirname(outDir), file), content);
    phases.mark('commit');
    if (process.env.TRADESITE_PROFILE) log(phases.report());
    return stats;
  } catch (error) {
    output.abort();
    throw error;
  }

  /** Writes the site into the output's staging folder; returns what the build state files will hold. */
  async function writeSite(output: SiteOutput, priorBuild: PriorBuild | undefined): Promise<{ stats: BuildStats; state: [string, string | Uint8Array][] }> {
    const prior = priorBuild?.state;
    const files: Record<string, string> = {};
    // Site-wide files (sitemap, host files...) run to tens of megabytes at scale: compared by
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
    write(finderUrl, finderJson);
    // A variant's name carries its source's hash: an unchanged name is an unchanged file.
    for (const [url, cached] of pictures.files()) {
      files[relativeFile(url)] = url;
      if (prior?.files[relativeFile(url)] !== url) output.write(url, readFileSync(cached));
    }

    const state: BuildState = { version: 6, context, layoutUrl, chrome, routes: {}, inputs: {}, readSets: [], redirects: {}, files };
    const plan = new ReusePlan(priorBuild, state, records, variantOf, { bodyLayoutJson: JSON.stringify(bodyLayout(layout)), code });
    // Each page's signature, in route order (see SIGNATURES_FILE).
    const signatures = new Uint8Array(manifest.routes.length * SIGNATURE_BYTES);
    const routeIndex = new Map(manifest.routes.map((route, i) => [route.path, i]));
    const progress = new Progress('Rendering', manifest.routes.length);
    let rechromed = 0;
    let rendered = 0;
    if (prior) {
      const surroundings = Object.fromEntries(Object.entries(prior.chrome).map(([variant, old]) => [variant, { layoutUrl: prior.layoutUrl, chrome: old }]));
      setup.previous = { dir: outDir, surroundings };
    }
    const pages = plan.pages(manifest.routes, (i, signature) => signatures.set(signature, i * SIGNATURE_BYTES), () => progress.add(1));
    // Redirect pages for hosts without redirect rules: written by the renderers once the pages are done.
    const threads = await renderPages(pages, host.fallbackPages ? plan.redirectPages(manifest.redirects) : [], output, setup, (done, fresh) => {
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

    for (const [name, content] of hostFiles(host, hostData, manifest, (p) => records.absolute(p), contentDates(site))) write(name, content);
    if (prior) for (const file of droppedFiles(prior, state)) output.remove(file);
    const counts: OutputCounts = {
      files: manifest.routes.length + Object.keys(state.redirects).length + Object.keys(files).length + clientFiles(),
      literalRedirects: hostData.rules.literal.length,
      patternRedirects: hostData.rules.patterns.length,
    };
    const over = host.limits.filter((limit) => limit.actual(counts) > limit.max);
    if (over.length) {
      throw new UserError(
        `The site does not fit ${host.label}: ${over.map((l) => `${l.actual(counts).toLocaleString('en-AU')} ${l.what} (at most ${l.max.toLocaleString('en-AU')}, ${l.source})`).join('; ')}.`,
        1,
        'Publish fewer pages or redirects, or choose another host in data/site.yaml (deploy.host) or with --host.',
      );
    }
    phases.mark('sitemap, host files, state');
    const local = duplicates?.byKind.find((k) => k.kind === 'service-in-suburb');
    const stateFiles: [string, string | Uint8Array][] = [
      [ROUTES_FILE, JSON.stringify(manifest) + '\n'],
      [SIGNATURES_FILE, signatures],
      // Last: its presence says the other two belong to it.
      [STATE_FILE, JSON.stringify(state)],
    ];
    const stats: BuildStats = {
      pages: manifest.routes.length,
      rendered,
      rechromed,
      reused: plan.reused,
      redirects: manifest.redirects.length,
      bundlesReused: bundles.reused,
      host,
      redirectLines: host.redirectLines(hostData),
      files: counts.files,
      besideFiles: host.besideFiles(hostData).map(([file]) => join(dirname(outDir), file)),
      threads,
      similarity: local && { median: local.median, max: local.max },
      pictures: { used: pictures.count, processed: pictures.processed },
    };
    return { stats, state: stateFiles };
  }
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

function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}
