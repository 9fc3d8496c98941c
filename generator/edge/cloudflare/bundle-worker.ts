import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { packageRoot } from '../../load/package-root.ts';
import { SERVER_DIR } from '../../render/bundles.ts';
import type { EdgeSite } from '../edge-site.ts';

/** The worker's file in the output: Pages runs it in advanced mode. */
export const WORKER_FILE = '_worker.js';

/** The worker's source, in tradesite's own folder (this module may run compiled, from .cache/cli/). */
const ENTRY = ['generator', 'edge', 'cloudflare', 'worker.ts'];

/**
 * `_worker.js`: worker.ts bundled by esbuild with Vite's server bundle (the same templates the
 * prerender draws pages with) and this build's EdgeSite, as one ES module for workerd. React is
 * the browser build of react-dom/server (the `workerd`/`worker`/`browser` export conditions), in
 * production mode as the prerender's. Returns the code and its size gzipped, which is how
 * Cloudflare measures a Worker against its plan's limit (CLOUDFLARE_WORKER).
 */
export async function bundleWorker(site: EdgeSite, root = process.cwd()): Promise<{ code: string; gzipBytes: number }> {
  const result = await build({
    entryPoints: [join(packageRoot(), ...ENTRY)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    legalComments: 'none',
    // tradesite's own node_modules, where React is.
    nodePaths: [join(packageRoot(), 'node_modules')],
    logLevel: 'silent',
    plugins: [virtualModules(site, join(root, SERVER_DIR, 'entry-server.js'))],
  });
  const code = result.outputFiles[0]!.text;
  return { code, gzipBytes: gzipSync(code).length };
}

/** The two `tradesite:` imports of a host's function (see virtual-modules.d.ts): the Cloudflare worker's, and the Netlify function's. */
export function virtualModules(site: EdgeSite, serverEntry: string): Plugin {
  return {
    name: 'tradesite-edge',
    setup(b) {
      b.onResolve({ filter: /^tradesite:edge-site$/ }, () => ({ path: 'edge-site', namespace: 'tradesite' }));
      b.onLoad({ filter: /.*/, namespace: 'tradesite' }, () => ({ contents: JSON.stringify(site), loader: 'json' }));
      b.onResolve({ filter: /^tradesite:server-entry$/ }, () => ({ path: serverEntry }));
    },
  };
}
