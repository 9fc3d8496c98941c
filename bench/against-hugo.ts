/**
 * Build speed against Hugo, paired in one run (a benchmark, not a test). The peer benchmark
 * (`../shared/bench-peers`, see its README) builds a site of this one's shape with Hugo; this
 * runs a warm-up round, then in each round Hugo's clean build of that site and a clean build of
 * this one (no output, no `.cache` but the compiled CLI), and prints each pair's ratios and their
 * medians. Machines' speed drifts from minute to minute, so only a ratio taken in the same run
 * means anything; pairs taken in turn hold better than runs taken back to back.
 *
 *   npm run bench:hugo                      a warm-up, then 5 pairs
 *   npm run bench:hugo -- 3                 3 pairs
 *   npm run bench:hugo -- 5 ../before       also a clean build of another checkout in each round
 *                                           (a git worktree of the commit before a change, with
 *                                           its own node_modules or a link to these): before and after
 *
 * TRADESITE_BUILD_ARGS adds options to every build of this site, e.g. "--host cloudflare --prerender
 * indexable" for the hybrid output (issue 44); the results name them. Default: "--prerender all".
 *
 * TRADESITE_PEERS names the peer benchmark's folder when it is not `../shared/bench-peers`. Every
 * output goes to memory-backed /dev/shm where there is one: a disk's writeback made the system
 * time of every build, Hugo's too, swing from 1 s to 12 s. Writes bench/results/against-hugo.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { stateDirFor } from '../generator/output/build-folder.ts';
import { treeHash } from '../generator/render/bundles.ts';
import { summarisePairs, childCpuSeconds, type Pair, type Timed } from './pairs.ts';
import { treeRssKb } from './tree-rss.ts';

/** What the peer benchmark makes or installs itself: never copied, never part of its stamp. */
const GENERATED = /[/\\](out|node_modules|data|content)$/;

const [count, ...others] = process.argv.slice(2);
/**
 * Options given to every tradesite build (TRADESITE_BUILD_ARGS). Without any, every page a file,
 * as Hugo writes them: the sample's host (Netlify) would otherwise leave the long tail to its function.
 */
const buildArgs = (process.env.TRADESITE_BUILD_ARGS ?? '--prerender all').split(/\s+/).filter(Boolean);
const rounds = Number(count ?? 5);
if (!Number.isInteger(rounds) || rounds < 1) stop(`The number of pairs must be a whole number from 1 up, not "${count}".`);
/** This checkout first, then any other named. */
const checkouts = [process.cwd(), ...others.map((dir) => resolve(dir))];
for (const dir of checkouts) if (!existsSync(join(dir, 'bin', 'tradesite.js'))) stop(`${dir} is not a checkout of tradesite (it has no bin/tradesite.js).`);

const source = resolve(process.env.TRADESITE_PEERS ?? join('..', 'shared', 'bench-peers'));
if (!existsSync(join(source, 'tools', 'build.sh')))
  stop(`No peer benchmark at ${source} (its tools/build.sh is missing). Set TRADESITE_PEERS to the folder of ../shared/bench-peers.`);
if (spawnSync('hugo', ['version'], { stdio: 'ignore' }).status !== 0)
  stop('Hugo is not installed: apt-get install -y hugo (Debian 12 has 0.111, the version the peer site was written for).');

const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'tradesite-vs-hugo-'));
// However the run ends (its last pair, a failed build, Ctrl+C), the outputs it held in memory go
// with it; each build's state and staging folders are beside its output, in here too.
process.on('exit', () => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }));
// Stopped (Ctrl+C, or a SIGTERM from npm), the run passes it on to the build being timed, which
// runs in a process group of its own, and stops once that build has: nothing is still writing
// into the folder when it is removed.
let interrupted = false;
let timing: ChildProcess | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    interrupted = true;
    if (timing?.pid) process.kill(-timing.pid, 'SIGINT');
  });
const peers = preparePeers(source, scratch);
const outs = checkouts.map((_, i) => join(scratch, `tradesite-${i}`));
const labels = checkouts.map(label);
/** Per checkout, its pairs. */
const pairs: Pair[][] = checkouts.map(() => []);
// Round 0 warms the disk cache and the compiled CLI, and is not counted.
for (let round = 0; round <= rounds; round++) {
  rmSync(join(peers, 'out', '.trash'), { recursive: true, force: true });
  const hugo = await timed('sh', [join(peers, 'tools', 'build.sh'), 'hugo']);
  const line = [`pair ${round}: Hugo ${describe(hugo)}`];
  for (const [i, dir] of checkouts.entries()) {
    cleanBuildState(dir, outs[i]!);
    const tradesite = await timed(process.execPath, [join(dir, 'bin', 'tradesite.js'), 'build', '--out', outs[i]!, ...buildArgs], dir);
    pairs[i]!.push({ hugo, tradesite });
    line.push(`${labels[i]} ${describe(tradesite)} (${(tradesite.wall / hugo.wall).toFixed(2)}x wall, ${(tradesite.cpu / hugo.cpu).toFixed(2)}x CPU)`);
  }
  if (round === 0) for (const list of pairs) list.pop();
  else console.log(line.join('; '));
}

const summaries = pairs.map(summarisePairs);
const machine = `${cpus().length} x ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
console.log(`\nMedians of ${rounds} pairs (${machine}):\n  Hugo  ${describe(summaries[0]!.hugo)}`);
for (const [i, summary] of summaries.entries())
  console.log(
    `  ${labels[i]}  ${describe(summary.tradesite)}: ${summary.wallRatio.toFixed(2)}x Hugo's wall time (pairs ${summary.wallRatioRange.map((r) => r.toFixed(2)).join('-')}), ${summary.cpuRatio.toFixed(2)}x its CPU time`,
  );
mkdirSync(join('bench', 'results'), { recursive: true });
const results = labels.map((checkout, i) => ({ checkout, pairs: pairs[i], summary: summaries[i] }));
writeFileSync(join('bench', 'results', 'against-hugo.json'), JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2) + '\n');

/** A checkout as the results name it: its commit, and whether its code has uncommitted changes. */
function label(dir: string): string {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' }).stdout.trim();
  const dirty = git('status', '--porcelain', '--', 'cli.ts', 'generator', 'src', 'bin', 'package-lock.json');
  return `${git('rev-parse', '--short', 'HEAD') || dir}${dirty ? '+changes' : ''}${buildArgs.length ? ` (build ${buildArgs.join(' ')})` : ''}`;
}

/**
 * A copy of the peer benchmark to build in (its folder may be read-only), its data and Hugo's
 * content made once and kept in .cache/bench/peers until the benchmark itself changes; its `out`
 * in the scratch folder.
 */
function preparePeers(from: string, scratchDir: string): string {
  const dir = resolve('.cache', 'bench', 'peers');
  const stampFile = join(dir, '.source-stamp');
  // The peer benchmark's own files (names and contents): a new version is copied again.
  const stamp = treeHash(from, ['.'], (path) => GENERATED.test(path));
  if (!existsSync(join(dir, 'hugo', 'content')) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(from, dir, { recursive: true, filter: (path) => !GENERATED.test(path) });
    // The generators need only `yaml`, which this package has (Node finds it up the folder tree).
    for (const script of [join('gen', 'generate-data.mjs'), join('hugo', 'gen-content.mjs')]) {
      const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
      if (run.status !== 0) stop(`The peer benchmark's ${script} failed:\n${run.stderr}`);
    }
    writeFileSync(stampFile, stamp);
  }
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  const peerOut = join(scratchDir, 'peers-out');
  mkdirSync(peerOut);
  symlinkSync(peerOut, join(dir, 'out'));
  return dir;
}

/** What a clean build starts from: no output, no build state, nothing in the checkout's .cache but the compiled CLI (and the benchmarks' own folder, which no build reads). */
function cleanBuildState(checkout: string, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(stateDirFor(outDir), { recursive: true, force: true });
  const cache = join(checkout, '.cache');
  for (const name of existsSync(cache) ? readdirSync(cache) : []) if (name !== 'cli' && name !== 'bench') rmSync(join(cache, name), { recursive: true, force: true });
}

/**
 * Runs a command under bash, whose `times` gives the CPU time of everything it started (child
 * processes of children included, once waited for), and samples the process tree's memory
 * every 100 ms.
 */
async function timed(command: string, args: string[], cwd = process.cwd()): Promise<Timed> {
  if (interrupted) stop('Stopped before the pairs were done: nothing was written.');
  const started = performance.now();
  const child = spawn('bash', ['-c', '"$@" >/dev/null 2>&3; status=$?; times >&4; exit $status', 'bash', command, ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  timing = child;
  let errors = '';
  let times = '';
  (child.stdio[3] as Readable).setEncoding('utf8').on('data', (text: string) => (errors += text));
  (child.stdio[4] as Readable).setEncoding('utf8').on('data', (text: string) => (times += text));
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid!))), 100);
  const status = await new Promise<number | null>((done) => child.on('close', done));
  timing = undefined;
  clearInterval(sampler);
  const wall = (performance.now() - started) / 1000;
  if (interrupted) stop('Stopped before the pairs were done: nothing was written.');
  if (status !== 0) stop(`${command} ${args.join(' ')} failed (exit ${status}):\n${errors.trim()}`);
  return { wall, cpu: childCpuSeconds(times), peakMb: Math.round(peakKb / 1024) };
}

function describe(t: Timed): string {
  return `${t.wall.toFixed(2)} s, ${t.cpu.toFixed(1)} s CPU, ${Math.round(t.peakMb)} MB`;
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}
