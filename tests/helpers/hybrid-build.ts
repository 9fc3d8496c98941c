import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { STATE_FILE } from '../../generator/incremental/build-state.ts';
import { isOwned, stateDirFor } from '../../generator/output/build-folder.ts';
import { copyBuild } from './build-copy.ts';
import { ROOT } from './paths.ts';
import { runCliAsync } from './run-cli.ts';
import { TEST_FORM_TIMEOUT_MS } from './site-setup.ts';

export type HybridHost = 'cloudflare' | 'netlify' | 'vercel' | 'nginx';
const HOSTS: readonly HybridHost[] = ['cloudflare', 'netlify', 'vercel', 'nginx'];

/**
 * Where each host's hybrid output of the sample is kept, one folder a host: in the system's
 * temporary folder, since nginx's workers (www-data) must be able to reach the nginx one, named
 * after this checkout so that two checkouts never share it.
 */
export const HYBRID_ROOT = join(tmpdir(), `tradesite-test-hybrid-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);

export interface HybridBuild {
  /** The output folder (`<out>.nginx.conf` and the build state are beside it). */
  out: string;
  /** What the build printed. */
  stdout: string;
}

/**
 * The sample built for `host` with `--prerender indexable` (issue 44's hybrid output), with the
 * form settings of the full prerender the site tests share, so every page is the same bytes.
 *
 * Only the host's files and its function differ between hosts: the pages that earn a file, the
 * record shards and the shared files are the same for all four (none puts the CSP in a meta tag,
 * so all have the same build context). So a host's build starts from a copy of the newest hybrid
 * output of any host (the first of a run is a clean build), and is the incremental build a change
 * of host makes: it keeps every page and shard, writes that host's files and function and removes
 * the other host's. Each edge test ran a clean build of its own before, about 30 s on a loaded
 * 2-core machine; the build itself decides what of the copy is still current (the code's hash, the
 * data and the form settings are in its state), so no stale page is ever tested. The folders stay
 * between runs.
 */
export async function hybridBuild(host: HybridHost): Promise<HybridBuild> {
  const out = join(HYBRID_ROOT, host);
  if (!existsSync(HYBRID_ROOT)) {
    mkdirSync(HYBRID_ROOT, { recursive: true });
    // nginx's workers run as www-data (Debian's nginx.conf): they must be able to reach the site.
    chmodSync(HYBRID_ROOT, 0o755);
  }
  const seed = newestBuild();
  if (seed && seed !== out) copyBuild(seed, out);
  const build = await runCliAsync(['build', '--out', out, '--host', host, '--prerender', 'indexable'], {
    env: { FORM_ENDPOINT: inject('formServiceUrl'), FORM_TIMEOUT_MS: String(TEST_FORM_TIMEOUT_MS) },
  });
  if (build.code !== 0) throw new Error(`the ${host} hybrid build failed:\n${build.stdout}\n${build.stderr}`);
  return { out, stdout: build.stdout };
}

/** The host folder whose build finished last (its state is written last of all), if any. */
function newestBuild(): string | undefined {
  let newest: { out: string; at: number } | undefined;
  for (const host of HOSTS) {
    const out = join(HYBRID_ROOT, host);
    const state = join(stateDirFor(out), STATE_FILE);
    if (!isOwned(out) || !existsSync(state)) continue;
    const at = statSync(state).mtimeMs;
    if (!newest || at > newest.at) newest = { out, at };
  }
  return newest?.out;
}
