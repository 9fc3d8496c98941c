import { gzipSync } from 'node:zlib';
import { bundleFunction } from '../bundle-function.ts';
import type { EdgeSite } from '../edge-site.ts';

/**
 * Where the function goes in the output: a dot folder, which `netlify deploy --dir` does not
 * publish as files, named as the functions folder of the deploy (`netlify deploy --dir dist
 * --functions dist/.netlify/functions`, or `functions = "dist/.netlify/functions"` in netlify.toml,
 * https://docs.netlify.com/build/functions/optional-configuration/). Already bundled: Netlify's
 * bundler has nothing left to resolve.
 */
export const NETLIFY_FUNCTIONS_DIR = '.netlify/functions';
export const NETLIFY_FUNCTION_FILE = `${NETLIFY_FUNCTIONS_DIR}/tradesite-render.mjs`;

/** The function's source, in tradesite's own folder (this module may run compiled, from .cache/cli/). */
const ENTRY = ['generator', 'edge', 'netlify', 'function.ts'];

/**
 * The function's routing, as Netlify reads it from the source ("in-source configuration": a
 * literal `config` export, which minified code would no longer be, so it is written after the
 * bundle): every path, files first (`preferStatic`, https://docs.netlify.com/build/functions/configuration/#routing).
 */
const CONFIG = `export const config = { path: "/*", preferStatic: true };\n`;

/**
 * function.ts bundled by esbuild with Vite's server bundle (the prerender's templates) and this
 * build's EdgeSite, as one ES module for Netlify's Node.js runtime, with the same React build and
 * conditions as the Cloudflare worker (bundle-worker.ts), so both render the same bytes. Returns
 * the code and its size gzipped (a function is uploaded zipped; NETLIFY_FUNCTION holds it).
 */
export async function bundleNetlifyFunction(site: EdgeSite, root = process.cwd()): Promise<{ code: string; gzipBytes: number }> {
  const code = (await bundleFunction(ENTRY, site, { platform: 'browser', target: 'es2022', conditions: ['worker', 'browser'] }, root)) + CONFIG;
  return { code, gzipBytes: gzipSync(code).length };
}
