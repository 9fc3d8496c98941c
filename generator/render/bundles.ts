import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CACHE_DIR = '.cache';
export const CLIENT_DIR = join(CACHE_DIR, 'client');
export const SERVER_DIR = join(CACHE_DIR, 'server');
const STAMP = join(CACHE_DIR, 'bundles.sha256');
/** The icon sprite, drawn from the same code as the bundles and so made with them. */
export const SPRITE_FILE = join(CACHE_DIR, 'icons.svg');

/** What the bundles are made from: when none of it changed, a data-only rebuild reuses them. */
const BUNDLE_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'generator/schema'];

/** A hash of the files under `inputs` (folders walked in name order), their names included; paths `skip` accepts are left out. */
export function treeHash(root: string, inputs: readonly string[], skip: (path: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    if (!existsSync(path) || skip(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of inputs) walk(join(root, input));
  return hash.digest('hex');
}

/** All the code a build runs: the bundles' inputs and the generator. */
export function codeHash(root = process.cwd()): string {
  return treeHash(root, [...BUNDLE_INPUTS, 'generator']);
}

export type ServerEntry = typeof import('../../src/entry-server.tsx');

export interface Bundles {
  /** Unchanged since the last build: not bundled again. */
  reused: boolean;
  /** The hash of their inputs. */
  hash: string;
}

/**
 * Makes the client and server bundles with Vite (production), unless their inputs are unchanged
 * since the last build. Vite runs in a child process, so a caller that starts this first and then
 * loads the data (which holds this thread for seconds) gets both done side by side.
 */
export async function ensureBundles(root = process.cwd(), log: (line: string) => void = () => {}, signal?: AbortSignal, checked = checkBundles(root)): Promise<Bundles> {
  const { hash, fresh } = checked;
  if (fresh) return { reused: true, hash };
  // Until the new bundles are whole, no stamp: a build stopped half way is bundled again next time.
  rmSync(join(root, STAMP), { force: true });
  await viteInChild(root, log, signal);
  // Imported only now, with NODE_ENV set: React's production build for this process too.
  const { iconSprite } = await import('./icon-sprite.ts');
  writeFileSync(join(root, SPRITE_FILE), iconSprite());
  writeFileSync(join(root, STAMP), hash);
  return { reused: false, hash };
}

/**
 * Whether the bundles on disk were made from the code as it is now: known before any bundling,
 * so a build can start its render workers on them (see RenderThreads) while it reads the data.
 */
export function checkBundles(root = process.cwd()): { hash: string; fresh: boolean } {
  // The one place NODE_ENV is set. Always production, whatever the caller runs under (vitest sets
  // "test"): a test run can never leave a development bundle behind for the next real build, and
  // this process, Vite's and the render workers (which inherit it) get React's production build,
  // several times faster than its development build and what visitors get. Set before anything
  // imports React, even when the bundles are reused.
  process.env.NODE_ENV = 'production';
  const hash = treeHash(root, BUNDLE_INPUTS);
  const fresh =
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === hash &&
    [join(SERVER_DIR, 'entry-server.js'), join(CLIENT_DIR, 'index.html'), SPRITE_FILE].every((f) => existsSync(join(root, f)));
  return { hash, fresh };
}

/** The child's code: both Vite builds, one after the other, saying when each starts. */
const VITE_CHILD = `
const [viteUrl, root, configFile, serverDir] = process.argv.slice(1);
const { build } = await import(viteUrl);
const common = { root, mode: 'production', logLevel: 'warn', configFile };
process.stdout.write('client\\n');
await build(common);
process.stdout.write('server\\n');
await build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false } });
`;

function viteInChild(root: string, log: (line: string) => void, signal: AbortSignal | undefined): Promise<void> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', VITE_CHILD, import.meta.resolve('vite'), root, join(root, 'vite.config.ts'), SERVER_DIR], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(signal ? { signal } : {}),
  });
  const said: Record<string, string> = { client: 'Bundling the client with Vite...', server: 'Bundling the server renderer...' };
  let errors = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (said[line]) log(said[line]);
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`Vite could not bundle the site (${signal ?? `exit code ${code}`}):\n${errors.trim()}`));
      // Vite's warnings, where they went when it ran in this process.
      process.stderr.write(errors);
      resolve();
    });
  });
}

export async function importServerEntry(root = process.cwd()): Promise<ServerEntry> {
  const file = join(root, SERVER_DIR, 'entry-server.js');
  // No cache-busting query: the template chunks import this file by its plain URL, and two URLs
  // would load two copies of React contexts. Long-lived processes rebuild in a child process.
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
