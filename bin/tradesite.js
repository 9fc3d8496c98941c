#!/usr/bin/env node
// The package's command. Runs the CLI compiled to JavaScript in .cache/cli/, compiling it first
// (esbuild, about half a second) whenever the TypeScript source changed. Running the source
// through tsx costs about 0.4 s more on every command: most of a one-suburb rebuild. Should the
// compile fail, the source runs through tsx as before.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildHeapMb } from './build-heap.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the compiled CLI is made from. */
const SOURCES = ['cli.ts', 'generator', 'src', 'package-lock.json', 'tsconfig.json'];
const COMPILED = join(root, '.cache', 'cli');

// tradesite runs in its own folder (its bundles, caches and sample data live there); a project
// elsewhere is where the user stands, named to the commands (generator/commands/options.ts).
if (resolve(process.cwd()) !== resolve(root)) {
  process.env.TRADESITE_PROJECT ??= process.cwd();
  process.chdir(root);
}

// A build runs in a child Node with its heap capped (see build-heap.js), unless the user chose a heap.
const chosenHeap = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag.startsWith('--max-old-space-size'));
const heapMb = buildHeapMb();
if (process.argv[2] === 'build' && !chosenHeap && heapMb > 0) await buildUnderCap(heapMb);
else await runCli();

async function runCli() {
  const cli = await compiledCli().catch(() => undefined);
  if (!cli) {
    const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), join(root, 'cli.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
    process.exitCode = run.status ?? 1;
    return;
  }
  // Stacks of internal errors point into the TypeScript source.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(cli).href);
}

/**
 * This command again, in a child Node whose heap is capped; should a site need more than the cap
 * (V8 then aborts the child), it is built once more with three quarters of the machine's memory
 * (V8's own limit is about 4 GB whatever the machine has: a site at a hundred times the sample's
 * suburbs needed more). A failed build leaves the output as it was, so building again is safe.
 * V8's report of running out (its last collections and a native stack) is no use to the person
 * building, so it is held back and said in words instead.
 */
async function buildUnderCap(heapMb) {
  const args = [fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  let outcome = await child([`--max-old-space-size=${heapMb}`, ...args]);
  if (!outOfMemory(outcome)) return exitAs(outcome);
  const machineMb = Math.floor((totalmem() * 0.75) / 2 ** 20);
  process.stderr.write(
    `\nThe build needed more than the ${heapMb} MB heap it runs with (a cap that keeps big builds small: TRADESITE_BUILD_HEAP_MB); building again with ${machineMb} MB, three quarters of this machine's memory.\n` +
      `To skip the first try, build with TRADESITE_BUILD_HEAP_MB set to a bigger cap in MB.\n\n`,
  );
  outcome = await child([`--max-old-space-size=${machineMb}`, ...args], { ...process.env, TRADESITE_BUILD_HEAP_MB: '0' });
  if (outOfMemory(outcome))
    process.stderr.write(
      `\nThe build ran out of memory with ${machineMb} MB too: this site is too large to build on this machine. ` +
        'Every local page is a route the build holds in memory (`tradesite routes --count` says how many); build on a machine with more memory, or give fewer services suburb pages (suburbPages in data/services/).\n',
    );
  exitAs(outcome);
}

/** V8 aborts a Node that runs out of heap. */
function outOfMemory(outcome) {
  return outcome.signal === 'SIGABRT' || outcome.code === 134;
}

function exitAs(outcome) {
  if (outcome.signal) process.kill(process.pid, outcome.signal);
  else process.exitCode = outcome.code ?? 1;
}

/**
 * Runs Node on `args` with this terminal, passing on the signals this process is sent (a test or
 * a supervisor stopping it). Its stderr is passed on as it comes, up to V8's out-of-memory report.
 */
function child(args, env = process.env) {
  // Named to the build, whose lock records it: SIGKILL cannot be passed on, so a build whose
  // command was killed runs on alone, and the next build takes its lock over (output-lock.ts).
  const run = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'pipe'], env: { ...env, TRADESITE_BUILD_LAUNCHER: String(process.pid) } });
  // Where V8's report of running out of heap begins. (Declared here: the module's top level awaits
  // the build before any later declaration is reached.)
  const v8OutOfMemory = /\n?<--- Last few GCs --->|FATAL ERROR: .*heap out of memory/;
  let silenced = false;
  run.stderr.on('data', (chunk) => {
    if (silenced) return;
    const text = chunk.toString('utf8');
    const at = text.search(v8OutOfMemory);
    if (at === -1) return void process.stderr.write(chunk);
    silenced = true;
    process.stderr.write(text.slice(0, at));
  });
  const forward = (signal) => run.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    run.on('close', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve({ code, signal });
    });
  });
}

/** The compiled CLI for the source as it is now, compiled if need be. */
async function compiledCli() {
  const dir = join(COMPILED, sourceStamp());
  const entry = join(dir, 'cli.js');
  if (existsSync(entry)) return entry;
  const { build } = await import('esbuild');
  // Compiled beside the final folder and renamed into place: commands started together (the
  // test suite runs several) never load a half-written CLI, and the first to finish wins.
  const partial = `${dir}.partial-${process.pid}`;
  await build({
    absWorkingDir: root,
    entryPoints: ['cli.ts', 'generator/render/prerender-worker.ts', 'generator/images/picture-process-main.ts'],
    outdir: partial,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'silent',
  });
  try {
    renameSync(partial, dir);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
  pruneOld(dir);
  return entry;
}

/** Names the source as it is: every file's path, size and modification time. */
function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
      return;
    }
    hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const source of SOURCES) walk(join(root, source));
  return hash.digest('hex').slice(0, 16);
}

/** Compiles of older source, unused for a day (a command still running may be using a newer one). */
function pruneOld(keep) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(COMPILED)) {
    const path = join(COMPILED, name);
    if (path !== keep && statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
  }
}
