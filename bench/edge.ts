/**
 * The hybrid output's benchmark (issue 44; not a test): builds the sample for Cloudflare Pages
 * both ways (every page a file, and `--prerender indexable`), and prints for each the build's wall
 * and CPU time, its peak memory, the files and bytes a deploy uploads; for the hybrid build the
 * worker's size (gzipped, as Cloudflare measures it against its 3 MB free limit) and the time of
 * one long-tail page answered by `_worker.js`:
 * - in Node, the worker imported with the static assets read from the folder and a cache that
 *   never hits (median and p95 over 200 routes spread over the long tail, wall and CPU time; cold:
 *   the first request of each shard reads and gunzips it; warm: the same routes again, the shards
 *   the isolate kept);
 * - in workerd (`wrangler pages dev`, offline), timed from outside, since a Worker's clock stands
 *   still while it computes: the first request of each of 200 routes (rendered: nothing cached
 *   yet), the same again (from the Cache API), and 200 pages that are files (Pages' own serving,
 *   the floor of the local server's overhead).
 * Then the same hybrid build for each other host that runs code (Netlify, Vercel, nginx with
 * `tradesite serve`), with the same figures: its build, what it uploads, its function's size as
 * that host measures it, and one long-tail page answered by that host's function called as the
 * host calls it (function-preview.ts, what `tradesite preview` serves), files first, over HTTP and
 * timed from outside: the first request of each route (rendered), then the same again.
 * Every page answered is compared with the full build's file (built at 1x only: at 10x Cloudflare's
 * file limit refuses the full prerender). Scales are bench/run.ts's synthetic sites (made-up
 * neighbours of every suburb). Writes bench/results/edge.json.
 *
 *   npm run bench:edge                          1x, every host
 *   npm run bench:edge -- 1 10                  those scales
 *   npm run bench:edge -- 10 --hosts netlify    those hosts only (cloudflare, netlify, vercel, nginx)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { stateDirFor } from '../generator/output/build-folder.ts';
import { ROUTES_FILE } from '../generator/incremental/build-state.ts';
import { servedOnRequest } from '../generator/edge/on-request.ts';
import { htmlFileFor } from '../src/routing/paths.ts';
import type { RouteManifest } from '../src/routing/routes.ts';
import { FakePagesAssets } from '../tests/helpers/fake-pages.ts';
import { startPagesDev } from '../generator/serve/pages-dev.ts';
import { functionFallback } from '../generator/serve/function-preview.ts';
import { createStaticServer } from '../generator/serve/static-server.ts';
import type { AddressInfo } from 'node:net';
// @ts-expect-error: plain JavaScript, beside the package's command
import { buildHeapMb } from '../bin/build-heap.js';
import { syntheticData } from './synthetic-data.ts';
import { treeRssKb } from './tree-rss.ts';

const WORK = '.cache/bench';
/** The hosts whose hybrid output has a function (the static host has none). */
const EDGE_HOSTS = ['cloudflare', 'netlify', 'vercel', 'nginx'] as const;
type EdgeHost = (typeof EDGE_HOSTS)[number];

const ROUTES = 200;
const args = process.argv.slice(2);
const hostsAt = args.indexOf('--hosts');
const HOSTS_RUN = hostsAt === -1 ? EDGE_HOSTS : (args[hostsAt + 1] ?? '').split(',').filter((h): h is EdgeHost => (EDGE_HOSTS as readonly string[]).includes(h));
if (hostsAt !== -1 && HOSTS_RUN.length === 0) throw new Error(`--hosts takes a comma-separated list of ${EDGE_HOSTS.join(', ')}`);
const chosen = args
  .filter((_, i) => hostsAt === -1 || (i !== hostsAt && i !== hostsAt + 1))
  .map(Number)
  .filter((n) => n > 0);
const SCALES = chosen.length ? chosen : [1];

interface Built {
  seconds: number;
  cpuSeconds: number;
  maxRssMb: number;
  files: number;
  mb: number;
  /** A hybrid build's function, as the build measured it against its host's limit ("gzipped", "zipped"...). */
  fn?: { kb: number; measure: string };
}

/** One clean build for a host, timed as bench/run.ts times builds (bench/measure.mjs). */
async function build(dataDir: string, outDir: string, args: string[], host: EdgeHost = 'cloudflare'): Promise<Built> {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(stateDirFor(outDir), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${buildHeapMb()}`, 'bench/measure.mjs', 'build', '--data', dataDir, '--out', outDir, '--host', host, '--no-duplicate-check', ...args],
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
  const usage = JSON.parse(/BENCH (\{.*\})/.exec(stderr)![1]!) as { maxRssKb: number; cpuSeconds: number };
  const [, files, mb] = /For [^:\n]+: ([\d,]+) files \(([\d.,]+) MB\)/.exec(stdout)!;
  const fn = /the function is ([\d,]+) KB ([^.\n]+)\./.exec(stdout);
  return {
    seconds,
    cpuSeconds: usage.cpuSeconds,
    maxRssMb: Math.round(Math.max(usage.maxRssKb, treePeakKb) / 1024),
    files: Number(files!.replaceAll(',', '')),
    mb: Number(mb!.replaceAll(',', '')),
    ...(fn ? { fn: { kb: Number(fn[1]!.replaceAll(',', '')), measure: fn[2]! } } : {}),
  };
}

function quantiles(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: round(at(0.5)), p95: round(at(0.95)) };
}

const round = (n: number) => Math.round(n * 100) / 100;

interface Timed {
  median: number;
  p95: number;
  /** This process's CPU time per answer (ms): what a Worker's CPU limit counts, when the answer is made in this process (Node), not in workerd. */
  cpu: { median: number; p95: number };
  same: number;
}

/** Times each path's answer (ms, wall and this process's CPU) and counts the answers that are the full build's file, byte for byte. */
async function timeAnswers(paths: string[], answer: (path: string) => Promise<Response>, fullDir: string | undefined): Promise<Timed> {
  const times: number[] = [];
  const cpu: number[] = [];
  let same = 0;
  for (const path of paths) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await answer(path);
    const html = await response.text();
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    if (response.status === 200 && fullDir && html === readFileSync(join(fullDir, htmlFileFor(path)), 'utf8')) same++;
  }
  return { ...quantiles(times), cpu: quantiles(cpu), same };
}

/** A hybrid build's routes: how many, the long tail, and samples of long-tail pages and of pages that are files. */
function routesOf(hybridDir: string): { pages: number; longTail: number; sample: string[]; fileSample: string[] } {
  const manifest = JSON.parse(readFileSync(join(stateDirFor(hybridDir), ROUTES_FILE), 'utf8')) as RouteManifest;
  const longTail = manifest.routes.filter(servedOnRequest).map((r) => r.path);
  const step = Math.max(1, Math.floor(longTail.length / ROUTES));
  const sample = longTail.filter((_, i) => i % step === 0).slice(0, ROUTES);
  // Pages that are files, answered 200 (the 404 page's own address is answered 404).
  const files = manifest.routes.filter((r) => !servedOnRequest(r) && r.kind !== 'not-found').map((r) => r.path);
  const fileSample = Array.from({ length: ROUTES }, (_, i) => files[i % files.length]!);
  return { pages: manifest.routes.length, longTail: longTail.length, sample, fileSample };
}

/** Cloudflare Pages: the worker in Node (a cache that never hits) and in workerd, timed from outside. */
async function cloudflare(scale: number, hybridDir: string, fullDir: string | undefined) {
  const { sample, fileSample } = routesOf(hybridDir);
  const workerJs = readFileSync(join(hybridDir, '_worker.js'));
  const worker = { bytes: statSync(join(hybridDir, '_worker.js')).size, gzipBytes: gzipSync(workerJs).length };

  // In Node: a cache that never hits, so every answer is a render. A query makes each scale's
  // worker a module of its own.
  (globalThis as { caches?: unknown }).caches = { default: { match: async () => undefined, put: async () => {} } };
  const assets = new FakePagesAssets(hybridDir);
  const { default: edge } = (await import(`${pathToFileURL(join(hybridDir, '_worker.js')).href}?scale=${scale}`)) as {
    default: { fetch(request: Request, env: object): Promise<Response> };
  };
  const nodeAnswer = (path: string) => edge.fetch(new Request(`https://bench.example${path}`), { ASSETS: assets });
  const node = { cold: await timeAnswers(sample, nodeAnswer, fullDir), again: await timeAnswers(sample, nodeAnswer, fullDir) };

  // In workerd, timed from outside.
  const pages = await startPagesDev(hybridDir);
  try {
    // The isolate starts (and loads the worker) on its first request: not a render's time.
    await (await fetch(pages.url + '/')).text();
    const local = (path: string) => fetch(pages.url + path);
    const rendered = await timeAnswers(sample, local, fullDir);
    const cached = await timeAnswers(sample, local, fullDir);
    return { worker, node, workerd: { rendered, cached, files: await timeAnswers(fileSample, local, fullDir) } };
  } finally {
    await pages.stop();
  }
}

/**
 * Netlify, Vercel or nginx: the output served as `tradesite preview` serves it (files first, then
 * the host's function called as the host calls it), timed from outside over HTTP.
 */
async function viaPreview(hybridDir: string, fullDir: string | undefined) {
  const { sample, fileSample } = routesOf(hybridDir);
  const fn = await functionFallback(hybridDir);
  if (!fn) throw new Error(`${hybridDir} has no function to answer its long tail`);
  const server = createStaticServer(hybridDir, fn.fallback);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const local = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    // The function's module is loaded; its first request warms nothing else a render needs.
    await (await local('/')).text();
    const rendered = await timeAnswers(sample, local, fullDir);
    const again = await timeAnswers(sample, local, fullDir);
    return { function: fn.file, rendered, again, files: await timeAnswers(fileSample, local, fullDir) };
  } finally {
    // fetch keeps its connections open: closed here, or close() would wait on them for good.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One scale: the builds, each host's function, the timings. */
async function measure(scale: number) {
  const data = syntheticData(scale, WORK);
  const fullDir = scale === 1 ? join(WORK, `edge-full-${scale}x`) : undefined;
  const full = fullDir ? await build(data, fullDir, ['--prerender', 'all']) : undefined;
  const hosts = [];
  for (const host of HOSTS_RUN) {
    const hybridDir = join(WORK, `edge-${host}-${scale}x`);
    const built = await build(data, hybridDir, ['--prerender', 'indexable'], host);
    const { pages, longTail, sample } = routesOf(hybridDir);
    const answered = host === 'cloudflare' ? { cloudflare: await cloudflare(scale, hybridDir, fullDir) } : { preview: await viaPreview(hybridDir, fullDir) };
    hosts.push({ host, pages, longTail, routes: sample.length, hybrid: built, ...answered });
    // Each host's output is a copy of the site's size: at 100x, 1.5 GB.
    rmSync(hybridDir, { recursive: true, force: true });
  }
  return { scale, full, hosts };
}

const results = [];
for (const scale of SCALES) results.push(await measure(scale));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/edge.json', JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + '\n');

const row = (name: string, b: Built) =>
  `| ${name} | ${b.seconds.toFixed(1)} s (${b.cpuSeconds.toFixed(1)} s CPU) | ${b.maxRssMb} MB | ${b.files.toLocaleString('en-AU')} | ${b.mb} MB | ${b.fn ? `${b.fn.kb.toLocaleString('en-AU')} KB ${b.fn.measure}` : ''} |`;
const time = (t: Timed, n: number, compared = true) => `${t.median} ms / ${t.p95} ms${compared ? ` (${t.same} of ${n} the full build's bytes)` : ''}`;
const withCpu = (t: Timed, n: number, compared = true) => `${time(t, n, compared)}; CPU ${t.cpu.median} ms / ${t.cpu.p95} ms`;
const lines: string[] = [];
for (const r of results) {
  const first = r.hosts[0];
  lines.push(
    `${r.scale}x: ${first ? `${first.pages.toLocaleString('en-AU')} pages, ${first.longTail.toLocaleString('en-AU')} of them long-tail` : 'no host chosen'}.`,
    '',
    '| build | clean build | peak RSS | files uploaded | bytes uploaded | function |',
    '|---|---|---|---|---|---|',
    ...(r.full ? [row('Cloudflare, --prerender all', r.full)] : ['| --prerender all | refused by Cloudflare Pages (files) at this scale | | | | |']),
    ...r.hosts.map((h) => row(`${h.host}, --prerender indexable`, h.hybrid)),
    '',
  );
  const compared = r.full !== undefined;
  for (const h of r.hosts) {
    const n = h.routes;
    lines.push(`${h.host}: one long-tail page, median / p95 over ${n} routes${r.full ? '' : ' (no full build to compare bytes with)'}:`);
    if (h.cloudflare) {
      const c = h.cloudflare;
      lines.push(
        `- _worker.js: ${(c.worker.bytes / 1e3).toFixed(0)} KB, ${(c.worker.gzipBytes / 1e3).toFixed(0)} KB gzipped (Cloudflare's free plan: 3,000 KB)`,
        `- Node, rendered (cold shards): ${withCpu(c.node.cold, n, compared)}`,
        `- Node, rendered again (the shards the isolate kept): ${withCpu(c.node.again, n, compared)}`,
        `- workerd via wrangler pages dev, first request (rendered): ${time(c.workerd.rendered, n, compared)}`,
        `- workerd, again (Cache API): ${time(c.workerd.cached, n, compared)}`,
        `- workerd, pages that are files: ${time(c.workerd.files, n, compared)}`,
      );
    }
    if (h.preview) {
      const p = h.preview;
      lines.push(
        `- ${p.function}, called as the host calls it, first request (rendered): ${time(p.rendered, n, compared)}`,
        `- the same routes again: ${time(p.again, n, compared)}`,
        `- pages that are files, from the same server: ${time(p.files, n, compared)}`,
      );
    }
    lines.push('');
  }
}
process.stdout.write(lines.join('\n'));
