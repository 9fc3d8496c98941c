import { createHash } from 'node:crypto';
import { cpSync, existsSync, linkSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LayoutData } from '../../src/content/page-data.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { iconSprite } from './icon-sprite.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../load/load-site.ts';
import type { AtomicOutput } from './atomic-output.ts';
import { CLIENT_DIR, ensureBundles } from './bundles.ts';
import { contentDates } from './content-dates.ts';
import { redirectPage, redirectsFile } from './host-redirects.ts';
import { headersFile } from './security-headers.ts';
import { UserError } from '../report/diagnostic.ts';
import { duplicateReport, formatDuplicateReport } from '../report/duplicates.ts';
import { decodeSignature } from '../report/similarity.ts';
import { PageRecords } from './page-records.ts';
import type { RenderBatch } from './prerender-worker.ts';
import { Progress } from './progress.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';
import { renderInWorkers } from './worker-pool.ts';

/** Per-route input hashes of the last build, kept in the output so the next build can skip unchanged pages. */
const STATE_FILE = '.build-state.json';
const BATCH_SIZE = 250;

interface BuildState {
  version: 1;
  /** path -> hash of the page's inputs */
  routes: Record<string, string>;
  /** redirect source -> target */
  redirects: Record<string, string>;
  /** path -> MinHash signature of the page's main text (base64), for the near-duplicate check */
  signatures: Record<string, string>;
}

export interface BuildStats {
  pages: number;
  rendered: number;
  reused: number;
  redirects: number;
  bundlesReused: boolean;
  threads: number;
  /** Nearest-sibling similarity of service-in-suburb pages. */
  similarity: { median: number; max: number } | undefined;
}

/**
 * Renders every manifest route into the staging folder: HTML with the page's data for hydration,
 * a JSON file per route for client navigation, and the files static hosts read.
 *
 * A route's inputs are its record (everything its template reads), the layout and the bundles;
 * when their hash matches the previous build, the previous files are hard-linked instead of
 * rendered again. Rendering runs on worker threads, a batch at a time.
 */
export async function buildSite(
  site: Site,
  manifest: RouteManifest,
  output: AtomicOutput,
  log: (line: string) => void,
  options: { duplicateCheck: boolean } = { duplicateCheck: true },
): Promise<BuildStats> {
  // React's production build renders several times faster than its development build, and it
  // is what visitors get; the workers inherit this environment.
  process.env.NODE_ENV = 'production';
  const business = site.business!;
  const phases = new PhaseTimer();
  const bundles = await ensureBundles(process.cwd(), log);
  const records = new PageRecords(site, business.siteUrl);
  const sprite = iconSprite();
  const spriteUrl = `/assets/icons.${sha256(sprite).slice(0, 12)}.svg`;
  const layout: LayoutData = records.layout(spriteUrl);
  const layoutJson = JSON.stringify(layout);
  const layoutUrl = paths.layoutData(sha256(layoutJson).slice(0, 12));
  const previous = readState(output.outDir);
  phases.mark('bundles and layout');

  const write = (file: string, content: string) => {
    const target = output.path(file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };

  // The client build, less its HTML template and Vite's manifest (build inputs, not site files).
  cpSync(CLIENT_DIR, output.staging, { recursive: true, filter: (src) => !(dirname(src) === CLIENT_DIR && (src.endsWith('index.html') || src.endsWith('.vite'))) });
  write(layoutUrl, layoutJson);
  write(spriteUrl, sprite);

  const state: BuildState = { version: 1, routes: {}, redirects: {}, signatures: {} };
  let reused = 0;
  let rendered = 0;
  const progress = new Progress('Rendering', manifest.routes.length);
  // Records are made and hashed as the workers ask for work: memory holds one batch per worker,
  // not the site. Unchanged pages are linked from the previous build on the way.
  function* changedPages(): Generator<RenderBatch> {
    let batch: RenderBatch = { pages: [] };
    for (const route of manifest.routes) {
      const json = JSON.stringify(records.record(route));
      const hash = sha256(`${bundles.hash}\n${layoutUrl}\n${json}`).slice(0, 20);
      state.routes[route.path] = hash;
      const signature = previous.signatures?.[route.path];
      if (previous.routes[route.path] === hash && signature && reuse(output, route.path)) {
        state.signatures[route.path] = signature;
        reused++;
        progress.add(1);
        continue;
      }
      batch.pages.push({ path: route.path, json });
      rendered++;
      if (batch.pages.length === BATCH_SIZE) {
        yield batch;
        batch = { pages: [] };
      }
    }
    if (batch.pages.length) yield batch;
  }
  const threads = await renderInWorkers(
    {
      root: process.cwd(),
      staging: output.staging,
      documentHtml: readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'),
      layoutJson,
      layoutUrl,
      siteName: business.name,
      logoUrl: records.absolute(business.logo),
    },
    changedPages(),
    (n, signatures) => {
      progress.add(n);
      for (const [path, signature] of signatures) state.signatures[path] = signature;
    },
  );
  phases.mark('rendering');
  const duplicates = duplicateReport(manifest.routes.map((route) => ({ route, signature: decodeSignature(state.signatures[route.path]!) })));
  if (duplicates.overThreshold > 0 && options.duplicateCheck) {
    throw new UserError(`${duplicates.overThreshold} pages are near-copies of another page of their kind:\n${formatDuplicateReport(duplicates)}`, 1, 'Give those pages more content of their own, or publish fewer of them (a service\'s "suburbPages").');
  }
  phases.mark('near-duplicate check');
  for (const redirect of manifest.redirects) {
    // A redirect page depends only on its target: keep the previous one when that is unchanged.
    state.redirects[redirect.from] = redirect.to;
    const file = htmlFileFor(redirect.from);
    if (previous.redirects?.[redirect.from] === redirect.to && linkPrevious(output, file)) continue;
    write(file, redirectPage(redirect.to, records.absolute(redirect.to)));
  }
  write('_redirects', redirectsFile(manifest.redirects));
  write('_headers', headersFile(layout.form.action));
  const dates = contentDates(site);
  for (const [name, content] of sitemapFiles(manifest.routes, (p) => records.absolute(p), (r: RouteEntry) => dates(r))) write(name, content);
  write('robots.txt', robotsTxt((p) => records.absolute(p)));
  write('routes.json', JSON.stringify(manifest, null, 2) + '\n');
  // In route order, so a clean and an incremental build write the same bytes.
  state.signatures = Object.fromEntries(manifest.routes.map((r) => [r.path, state.signatures[r.path]!]));
  write(STATE_FILE, JSON.stringify(state));
  phases.mark('redirects, sitemap, state');
  if (process.env.TRADESITE_PROFILE) log(phases.report());
  const local = duplicates.byKind.find((k) => k.kind === 'service-in-suburb');
  return { pages: manifest.routes.length, rendered, reused, redirects: manifest.redirects.length, bundlesReused: bundles.reused, threads, similarity: local && { median: local.median, max: local.max } };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function readState(outDir: string): BuildState {
  try {
    const state = JSON.parse(readFileSync(join(outDir, STATE_FILE), 'utf8')) as BuildState;
    if (state.version === 1) return state;
  } catch {
    /* no previous build, or an unreadable one: render everything */
  }
  return { version: 1, routes: {}, redirects: {}, signatures: {} };
}

/** Brings a page's files over from the previous build. */
function reuse(output: AtomicOutput, path: string): boolean {
  return [htmlFileFor(path), paths.pageData(path)].every((file) => linkPrevious(output, file));
}

/** One file from the previous build: a hard link where possible (no copy), else a copy. */
function linkPrevious(output: AtomicOutput, file: string): boolean {
  const from = join(output.outDir, file);
  if (!existsSync(from)) return false;
  const to = output.path(file);
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
  return true;
}

/** Where a build's time goes, for `TRADESITE_PROFILE=1` and the benchmark. */
class PhaseTimer {
  private last = performance.now();
  private readonly phases: [string, number][] = [];

  mark(name: string): void {
    const now = performance.now();
    this.phases.push([name, now - this.last]);
    this.last = now;
  }

  report(): string {
    return this.phases.map(([name, ms]) => `  ${name.padEnd(28)} ${(ms / 1000).toFixed(2)} s`).join('\n');
  }
}
