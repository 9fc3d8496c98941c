import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The folder tradesite is installed in (its package.json, places/, data/ and examples/), found by
 * walking up from this module: the source (generator/load/) and the compiled CLI
 * (.cache/cli/<stamp>/) both sit below it. Never the current directory: a project built with
 * tradesite lives elsewhere.
 */
export function packageRoot(): string {
  if (root) return root;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'places'))) return (root = dir);
    if (dirname(dir) === dir) throw new Error('tradesite is missing its places/ folder: reinstall tradesite.');
  }
}
