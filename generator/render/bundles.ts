import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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

/** A hash of the files under `inputs` (folders walked in name order), their names included. */
export function treeHash(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    if (!existsSync(path)) return;
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

/** Builds the client and server bundles with Vite (production), unless their inputs are unchanged since the last build. */
export async function ensureBundles(root = process.cwd(), log: (line: string) => void = () => {}): Promise<{ reused: boolean; hash: string }> {
  // The one place NODE_ENV is set. Always production, whatever the caller runs under (vitest sets
  // "test"): a test run can never leave a development bundle behind for the next real build, and
  // this process and the render workers (which inherit it) get React's production build, several
  // times faster than its development build and what visitors get. Set before anything imports
  // React, even when the bundles are reused.
  process.env.NODE_ENV = 'production';
  const hash = treeHash(root, BUNDLE_INPUTS);
  const fresh =
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === hash &&
    [join(SERVER_DIR, 'entry-server.js'), join(CLIENT_DIR, 'index.html'), SPRITE_FILE].every((f) => existsSync(join(root, f)));
  if (fresh) return { reused: true, hash };
  const { build } = await import('vite');
  log('Bundling the client with Vite...');
  await build({ root, mode: 'production', logLevel: 'warn', configFile: join(root, 'vite.config.ts') });
  log('Bundling the server renderer...');
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    configFile: join(root, 'vite.config.ts'),
    build: { ssr: 'src/entry-server.tsx', outDir: SERVER_DIR, emptyOutDir: true, copyPublicDir: false },
  });
  // Imported only now, with NODE_ENV set: React's production build for this process too.
  const { iconSprite } = await import('./icon-sprite.ts');
  writeFileSync(join(root, SPRITE_FILE), iconSprite());
  writeFileSync(STAMP, hash);
  return { reused: false, hash };
}

export async function importServerEntry(root = process.cwd()): Promise<ServerEntry> {
  const file = join(root, SERVER_DIR, 'entry-server.js');
  // No cache-busting query: the template chunks import this file by its plain URL, and two URLs
  // would load two copies of React contexts. Long-lived processes rebuild in a child process.
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
