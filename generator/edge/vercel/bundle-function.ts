import { bundleFunction } from '../bundle-function.ts';
import type { EdgeSite } from '../edge-site.ts';

/**
 * The function's file in the deployed folder: under api/, where Vercel builds every file as a
 * function ("Vercel Functions", https://vercel.com/docs/functions), reached at /api/tradesite-render
 * (vercel.json rewrites the long tail there, see output/hosts/vercel.ts). Already bundled: Vercel's
 * build has nothing left to resolve.
 */
export const VERCEL_FUNCTION_FILE = 'api/tradesite-render.mjs';

/** The function's source, in tradesite's own folder (this module may run compiled, from .cache/cli/). */
const ENTRY = ['generator', 'edge', 'vercel', 'function.ts'];

/**
 * function.ts bundled by esbuild with Vite's server bundle (the prerender's templates) and this
 * build's EdgeSite, as one ES module for Vercel's Node.js runtime. React is the same build as the
 * other hosts' functions (the `worker`/`browser` export conditions of react-dom/server), so every
 * host renders the same bytes; node: modules stay imports of the runtime.
 */
export async function bundleVercelFunction(site: EdgeSite, root = process.cwd()): Promise<string> {
  return bundleFunction(ENTRY, site, { platform: 'node', target: 'node20', conditions: ['worker', 'browser'], mainFields: ['browser', 'module', 'main'] }, root);
}
