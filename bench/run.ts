/**
 * The build benchmark (not a test): builds the real site and synthetic sites with 4x and 10x the
 * suburbs, and prints pages, wall seconds (clean and incremental), pages per second, peak memory
 * and bytes per page. Writes bench/results/latest.json.
 *
 *   npm run bench              1x, 4x and 10x
 *   npm run bench -- 1 4       only those scales
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { stateDirFor } from '../generator/output/build-folder.ts';
import { ROUTES_FILE } from '../generator/incremental/build-state.ts';
import { CLIENT_DIR } from '../generator/render/bundles.ts';
import { IMAGE_CACHE_DIR } from '../generator/images/process-images.ts';
import { parseCache } from '../generator/load/parse-cache.ts';
import { firstLoadWeights, gzipSize } from '../generator/report/page-weight.ts';
import { htmlFileFor } from '../src/routing/paths.ts';
import { HOSTS } from '../generator/output/hosts/index.ts';
// @ts-expect-error: plain JavaScript, beside the package's command
import { buildHeapMb } from '../bin/build-heap.js';
import type { HostName } from '../generator/schema/site-settings.ts';
import { runCli, startCli } from '../tests/helpers/run-cli.ts';
import type { RouteManifest } from '../src/routing/routes.ts';
import { treeRssKb } from './tree-rss.ts';
import { syntheticData } from './synthetic-data.ts';

const WORK = '.cache/bench';
const scales = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SCALES = scales.length ? scales : [1, 4, 10];

interface Run {
  seconds: number;
  cpuSeconds: number;
  maxRssMb: number;
  stdout: string;
}

/**
 * One build, timed. Its peak memory is the most the build and its child processes (Vite's, the
 * pictures') held at once: the build's own peak (exact, from the kernel) or the sum over the
 * process tree sampled every 100 ms (under a millisecond a sample), whichever is more.
 */
async function build(dataDir: string, outDir: string, args: string[] = []): Promise<Run> {
  const started = performance.now();
  // With the heap cap `tradesite build` gives its child (bin/build-heap.js): measured in one process.
  const child = spawn(
    process.execPath,
    // Every page a file unless the caller says (the series of figures since issue 1 is of that build).
    [
      `--max-old-space-size=${buildHeapMb()}`,
      'bench/measure.mjs',
      'build',
      '--data',
      dataDir,
      '--out',
      outDir,
      '--no-duplicate-check',
      ...(args.length ? args : ['--prerender', 'all']),
    ],
    {
      env: { ...process.env, CI: '1' },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  let treePeakKb = 0;
  const sampler = setInterval(() => (treePeakKb = Math.max(treePeakKb, treeRssKb(child.pid!))), 100);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`build failed:\n${stdout}\n${stderr}`);
  const usage = /BENCH (\{.*\})/.exec(stderr);
  const { maxRssKb, cpuSeconds } = usage ? (JSON.parse(usage[1]!) as { maxRssKb: number; cpuSeconds: number }) : { maxRssKb: NaN, cpuSeconds: NaN };
  return { seconds, cpuSeconds, maxRssMb: Math.round(Math.max(maxRssKb, treePeakKb) / 1024), stdout };
}

/**
 * The same one-suburb edit under `build --watch`: seconds from saving the file to the rebuilt
 * site (the watch's settling delay included), and how many pages it rendered.
 */
async function watchedEdit(dataDir: string, outDir: string, edit: () => void): Promise<{ seconds: number; rendered: number }> {
  const watch = startCli(['build', '--watch', '--data', dataDir, '--out', outDir, '--no-duplicate-check', '--prerender', 'all']);
  try {
    await watch.waitFor(/Watching/);
    const from = watch.output().length;
    const started = performance.now();
    edit();
    await watch.waitFor(/Rebuilt after/, from);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, rendered: Number(/\((\d+) rendered/.exec(watch.output().slice(from))?.[1]) };
  } finally {
    await watch.interrupt();
  }
}

/**
 * What each host target's output holds (the build's "For <host>: N files (M MB)" line), built
 * into the same folder one after the other: the pages stay as they are between hosts that send
 * their headers from a file, and the static target, whose pages carry a meta CSP, comes last. A
 * host the site does not fit (Vercel's file limit at scale) is reported with the build's reason.
 */
async function hostOutputs(dataDir: string, outDir: string): Promise<Record<string, { files: number; mb: number } | string>> {
  const outputs: Record<string, { files: number; mb: number } | string> = {};
  const hosts = Object.keys(HOSTS).sort((a, b) => Number(HOSTS[a as HostName].cspInMeta) - Number(HOSTS[b as HostName].cspInMeta));
  for (const host of hosts) {
    try {
      const { stdout } = await build(dataDir, outDir, ['--host', host, '--prerender', 'all']);
      const [, files, mb] = /^For [^:]+: ([\d,]+) files \(([\d.,]+) MB\)/m.exec(stdout) ?? [];
      outputs[host] = { files: Number(files?.replaceAll(',', '')), mb: Number(mb?.replaceAll(',', '')) };
    } catch (error) {
      outputs[host] = /The site does not fit[^\n]*/.exec(String(error))?.[0] ?? 'build failed';
    }
  }
  return outputs;
}

/** Adds a suburb the way a user would, with the CLI (its pages and the menus' counts change). */
function addSuburb(dataDir: string): void {
  const run = runCli(['add', 'suburb', 'Templestowe Lower', '--postcode', '3107', '--region', 'eastern', '--data', dataDir]);
  if (run.code !== 0) throw new Error(`add suburb failed:\n${run.stdout}\n${run.stderr}`);
}

function bytesPerPage(outDir: string) {
  const manifest = JSON.parse(readFileSync(join(stateDirFor(outDir), ROUTES_FILE), 'utf8')) as RouteManifest;
  const pages = manifest.routes.filter((r) => r.kind === 'service-in-suburb');
  const step = Math.max(1, Math.floor(pages.length / 200));
  const sizes: number[] = [];
  for (let i = 0; i < pages.length; i += step) sizes.push(gzipSize(readFileSync(join(outDir, htmlFileFor(pages[i]!.path)))));
  sizes.sort((a, b) => a - b);
  const weights = firstLoadWeights(CLIENT_DIR);
  return {
    serviceInSuburbHtmlGzipMedian: sizes[Math.floor(sizes.length / 2)]!,
    serviceInSuburbHtmlGzipMax: sizes[sizes.length - 1]!,
    firstLoadJsGzipMax: Math.max(...Object.values(weights.js)),
    cssGzip: weights.css,
  };
}

mkdirSync(join('bench', 'results'), { recursive: true });
mkdirSync(WORK, { recursive: true });
const results = [];
for (const scale of SCALES) {
  const dataDir = syntheticData(scale);
  const outDir = join(WORK, `out-${scale}x`);
  removeOutput(outDir);
  // The 1x clean build includes bundling (Vite client and server builds); the others reuse them.
  if (scale === SCALES[0]) rmSync('.cache/bundles.sha256', { force: true });
  // Every clean build parses the data and makes the pictures: what an earlier build left in the
  // caches would otherwise make one run's figure seconds shorter than another's.
  for (const cache of [parseCache.dir, IMAGE_CACHE_DIR]) rmSync(cache, { recursive: true, force: true });
  const clean = await build(dataDir, outDir);
  const pages = Number(/Built (\d+) pages/.exec(clean.stdout)?.[1]);
  const unchanged = await build(dataDir, outDir);
  const suburbs = join(dataDir, 'suburbs.yaml');
  writeFileSync(suburbs, readFileSync(suburbs, 'utf8').replace(/Mostly 1950s to 1970s/, 'Largely 1950s to 1970s'));
  const oneSuburb = await build(dataDir, outDir);
  const watched = await watchedEdit(dataDir, outDir, () => writeFileSync(suburbs, readFileSync(suburbs, 'utf8').replace(/Largely 1950s to 1970s/, 'Mostly 1950s to 1970s')));
  addSuburb(dataDir);
  const added = await build(dataDir, outDir);
  const runs = [clean, unchanged, oneSuburb, added];
  const row = {
    scale: `${scale}x`,
    pages,
    cleanSeconds: round(clean.seconds),
    cleanCpuSeconds: round(clean.cpuSeconds),
    cleanIncludesBundling: scale === SCALES[0],
    pagesPerSecond: Math.round(pages / clean.seconds),
    unchangedRebuildSeconds: round(unchanged.seconds),
    oneSuburbRebuildSeconds: round(oneSuburb.seconds),
    oneSuburbRendered: Number(/\((\d+) rendered/.exec(oneSuburb.stdout)?.[1]),
    watchOneSuburbSeconds: round2(watched.seconds),
    watchOneSuburbRendered: watched.rendered,
    addSuburbRebuildSeconds: round(added.seconds),
    addSuburbRendered: Number(/\((\d+) rendered/.exec(added.stdout)?.[1]),
    addSuburbNewChrome: Number(/(\d+) given the new menus/.exec(added.stdout)?.[1] ?? 0),
    peakRssMb: Math.max(...runs.map((r) => r.maxRssMb)),
    peakRssStep: ['clean', 'unchanged', 'one suburb', 'add suburb'][runs.findIndex((r) => r.maxRssMb === Math.max(...runs.map((x) => x.maxRssMb)))],
    ...bytesPerPage(outDir),
    // Last: the static target renders every page again.
    hosts: await hostOutputs(dataDir, outDir),
  };
  results.push(row);
  console.log(JSON.stringify(row));
  removeOutput(outDir);
}

const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
console.log('\n' + table(results));
console.log('\nOutput per host target (files, MB):\n' + hostTable(results));
console.log(`\nMachine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}`);
writeFileSync(join('bench', 'results', 'latest.json'), JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2) + '\n');

/** A build's folder, its state beside it and the host files written beside it (nginx's). */
function removeOutput(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(stateDirFor(outDir), { recursive: true, force: true });
  const prefix = `${outDir.slice(WORK.length + 1)}.`;
  for (const name of readdirSync(WORK)) if (name.startsWith(prefix)) rmSync(join(WORK, name), { force: true });
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** One line per figure, one column per scale: the figures are many and the scales few. */
function table(rows: Record<string, unknown>[]): string {
  const figures = Object.keys(rows[0] ?? {}).filter((key) => key !== 'scale' && key !== 'hosts');
  return columns(
    ['', ...rows.map((r) => String(r.scale))],
    figures.map((figure) => [figure, ...rows.map((r) => String(r[figure]))]),
  );
}

function hostTable(rows: { scale: string; hosts: Record<string, { files: number; mb: number } | string> }[]): string {
  const hosts = Object.keys(rows[0]?.hosts ?? {});
  const cell = (output: { files: number; mb: number } | string | undefined) => (typeof output === 'object' ? `${output.files} files, ${output.mb} MB` : shortReason(output ?? ''));
  return columns(
    ['', ...rows.map((r) => r.scale)],
    hosts.map((host) => [host, ...rows.map((r) => cell(r.hosts[host]))]),
  );
}

/** "The site does not fit X: 46,182 files in a deployment, at most 20,000 (source)" -> "does not fit: 46,182 files in a deployment > 20,000". */
function shortReason(reason: string): string {
  const limit = /: ([\d,]+) ([^(]+?)(?: \([^)]*\))?, at most ([\d,]+)/.exec(reason);
  return limit ? `does not fit: ${limit[1]} ${limit[2]} > ${limit[3]}` : reason.slice(0, 60);
}

function columns(head: string[], body: string[][]): string {
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((line) => Math.min(60, line[i]!.length))));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}
