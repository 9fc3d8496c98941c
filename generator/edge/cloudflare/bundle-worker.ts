import { gzipSync } from 'node:zlib';
import { bundleFunction } from '../bundle-function.ts';
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
  const code = await bundleFunction(ENTRY, site, { platform: 'browser', target: 'es2022', conditions: ['workerd', 'worker', 'browser'] }, root);
  return { code, gzipBytes: gzipSync(code).length };
}
