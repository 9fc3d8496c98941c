/**
 * The build benchmark (not a test): builds the real site and synthetic sites with 4x and 10x the
 * suburbs, and prints pages, wall seconds (clean and incremental), pages per second, peak memory
 * and bytes per page. Writes bench/results/latest.json.
 *
 *   npm run bench              1x, 4x and 10x
 *   npm run bench -- 1 4       only those scales
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { stateDirFor } from '../generator/output/build-folder.ts';
import { ROUTES_FILE } from '../generator/incremental/build-state.ts';
import { CLIENT_DIR } from '../generator/render/bundles.ts';
import { firstLoadWeights, gzipSize } from '../generator/report/page-weight.ts';
import { htmlFileFor } from '../src/routing/paths.ts';
import { runCli, startCli } from '../tests/helpers/run-cli.ts';
import type { RouteManifest } from '../src/routing/routes.ts';

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

function build(dataDir: string, outDir: string): Run {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['bench/measure.mjs', 'build', '--data', dataDir, '--out', outDir, '--no-duplicate-check'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const usage = /BENCH (\{.*\})/.exec(run.stderr);
  const { maxRssKb, cpuSeconds } = usage ? (JSON.parse(usage[1]!) as { maxRssKb: number; cpuSeconds: number }) : { maxRssKb: NaN, cpuSeconds: NaN };
  return { seconds, cpuSeconds, maxRssMb: Math.round(maxRssKb / 1024), stdout: run.stdout };
}

/**
 * A copy of data/ with every suburb repeated `scale` times (each copy its own slug and name).
 * The copies are near-duplicates by construction, so these builds skip the duplicate check.
 */
function syntheticData(scale: number): string {
  const dir = join(WORK, `data-${scale}x`);
  rmSync(dir, { recursive: true, force: true });
  cpSync('data', dir, { recursive: true });
  if (scale === 1) return dir;
  const file = join(dir, 'suburbs.yaml');
  const { suburbs } = parse(readFileSync(file, 'utf8')) as { suburbs: { slug: string; name: string; nearby?: string[] }[] };
  const copies = suburbs.flatMap((suburb) =>
    Array.from({ length: scale - 1 }, (_, i) => ({
      ...suburb,
      slug: `${suburb.slug}-${i + 2}`,
      name: `${suburb.name} ${i + 2}`,
      nearby: (suburb.nearby ?? []).map((n) => `${n}-${i + 2}`),
    })),
  );
  writeFileSync(file, stringify({ suburbs: [...suburbs, ...copies] }, { lineWidth: 0 }));
  return dir;
}

/**
 * The same one-suburb edit under `build --watch`: seconds from saving the file to the rebuilt
 * site (the watch's settling delay included), and how many pages it rendered.
 */
async function watchedEdit(dataDir: string, outDir: string, edit: () => void): Promise<{ seconds: number; rendered: number }> {
  const watch = startCli(['build', '--watch', '--data', dataDir, '--out', outDir, '--no-duplicate-check']);
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
  rmSync(outDir, { recursive: true, force: true });
  // The 1x clean build includes bundling (Vite client and server builds); the others reuse them.
  if (scale === SCALES[0]) rmSync('.cache/bundles.sha256', { force: true });
  const clean = build(dataDir, outDir);
  const pages = Number(/Built (\d+) pages/.exec(clean.stdout)?.[1]);
  const unchanged = build(dataDir, outDir);
  const suburbs = join(dataDir, 'suburbs.yaml');
  writeFileSync(suburbs, readFileSync(suburbs, 'utf8').replace(/Mostly 1950s to 1970s/, 'Largely 1950s to 1970s'));
  const oneSuburb = build(dataDir, outDir);
  const watched = await watchedEdit(dataDir, outDir, () => writeFileSync(suburbs, readFileSync(suburbs, 'utf8').replace(/Largely 1950s to 1970s/, 'Mostly 1950s to 1970s')));
  addSuburb(dataDir);
  const added = build(dataDir, outDir);
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
  };
  results.push(row);
  console.log(JSON.stringify(row));
  rmSync(outDir, { recursive: true, force: true });
}

const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
console.log('\n' + table(results));
console.log(`\nMachine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}`);
writeFileSync(join('bench', 'results', 'latest.json'), JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2) + '\n');

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function table(rows: Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c]))))].join('\n');
}
