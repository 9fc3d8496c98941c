/**
 * The Netlify Function of a hybrid build (Functions v2: `export default async (req, context) =>
 * Response`, https://docs.netlify.com/build/functions/get-started/). esbuild bundles this file with
 * the server renderer and the build's EdgeSite (bundle-function.ts), which also appends the
 * function's `config`: every path, `preferStatic`, so a file of the deploy (every page that earns
 * one, the assets, the record shards) is served by Netlify's CDN and never reaches the function.
 *
 * What reaches it is answered, in order:
 * 1. an old address (the redirect file's rules): its 301, as `_redirects` would have sent it;
 * 2. a long-tail address written with a trailing slash: a 308 to the page, as Netlify does for a file;
 * 3. a long-tail page: rendered from its record, with the headers the file would have had and
 *    the CDN told to keep it (NETLIFY_CDN_CACHE_CONTROL) until the next deploy;
 * 4. anything else: the 404 page, status 404.
 *
 * The record shards are static files of the same deploy: the function reads a shard over HTTP
 * from the site's own origin (as the Cloudflare worker reads it through its assets), so the
 * function is the templates and the EdgeSite only (about 1 MB) whatever the site's size, far
 * within Netlify's function size limit (NETLIFY_FUNCTION in output/hosts/netlify.ts).
 */
import site from 'tradesite:edge-site';
import * as serverEntry from 'tradesite:server-entry';
import { paths } from '../../../src/routing/paths.ts';
import { EdgeRenderer, type EdgeServer } from '../edge-renderer.ts';
import type { EdgeSite } from '../edge-site.ts';
import { isPageAddress, methodNotAllowed, pageHeaders, Redirects } from '../edge-responses.ts';
import { RecordShard, shardOf } from '../record-shard.ts';

/** What the function reads of Netlify's context (https://docs.netlify.com/build/functions/api/#netlify-specific-context-object). */
interface Context {
  deploy?: { id?: string };
}

const edgeSite = site as EdgeSite;
const server = serverEntry as unknown as EdgeServer;
const redirects = new Redirects(edgeSite.redirects);
/**
 * Shards kept by this instance, newest last: a shard is about 400 KB read, and a function has
 * 1,024 MB by default (NETLIFY_FUNCTION); 256 hold half the sample's shards in about 100 MB.
 */
const KEPT_SHARDS = 256;
const shards = new Map<number, Promise<RecordShard>>();
let renderer: Promise<EdgeRenderer> | undefined;

/**
 * The CDN keeps a rendered page for as long as it likes: Netlify purges the CDN's cache on every
 * deploy (Netlify's own example, https://github.com/netlify-labs/cache-control-and-swr: a function's
 * response with a year's Netlify-CDN-Cache-Control "will be cached on Netlify's edge nodes until a
 * new deploy goes live"), so a new deploy never answers with a page of the previous one.
 * `durable` shares one render across Netlify's edge nodes (serverless functions only: "How to
 * control CDN caching on Netlify", https://www.netlify.com/knowledge-base/how-to-control-cdn-caching-on-netlify/).
 * Browsers get PAGE_CACHE_CONTROL, as for a file. The cache tag names the build and the deploy.
 */
export const NETLIFY_CDN_CACHE_CONTROL = 'public, durable, max-age=31536000';

export default async function handler(request: Request, context: Context = {}): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  const head = request.method === 'HEAD';
  if (request.method !== 'GET' && !head) {
    if (!isPageAddress(path) || !(await shardFor(path, url, context)).get(path)) return notFound(url, head);
    const { status, headers, body } = methodNotAllowed(edgeSite);
    return new Response(body, { status, headers });
  }
  const target = redirects.target(path);
  if (target !== undefined) return new Response(null, { status: 301, headers: { Location: target } });
  if (path.length > 1 && path.endsWith('/')) {
    const plain = path.slice(0, -1);
    if (isPageAddress(plain) && (await shardFor(plain, url, context)).get(plain)) return new Response(null, { status: 308, headers: { Location: plain + url.search } });
    return notFound(url, head);
  }
  const entry = isPageAddress(path) ? (await shardFor(path, url, context)).get(path) : undefined;
  if (!entry) return notFound(url, head);
  const { html, noindex } = (await (renderer ??= EdgeRenderer.load(edgeSite, server))).render(path, entry);
  const headers = {
    ...pageHeaders(edgeSite, noindex),
    'Netlify-CDN-Cache-Control': NETLIFY_CDN_CACHE_CONTROL,
    'Netlify-Cache-Tag': [`tradesite-build-${edgeSite.buildId}`, ...(context.deploy?.id ? [`deploy-${context.deploy.id}`] : [])].join(','),
  };
  return new Response(head ? null : html, { status: 200, headers });
}

/** The 404 page (a file of every build) with status 404, as Netlify sends it for a path without a file. */
async function notFound(url: URL, head: boolean): Promise<Response> {
  // The 404 page is a file, which Netlify serves before the function; should it ever be missing,
  // asking for it again would reach this function again.
  if (url.pathname === paths.notFound()) return new Response(head ? null : 'Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const page = await fetch(new URL(paths.notFound(), url.origin));
  const headers = new Headers(page.headers);
  // The body is read and sent again: its length and encoding are this response's, not the fetch's.
  for (const name of ['Content-Encoding', 'Content-Length', 'Transfer-Encoding']) headers.delete(name);
  return new Response(head ? null : await page.arrayBuffer(), { status: 404, headers });
}

/** The shard that would hold this path, read once per instance (KEPT_SHARDS at most, the oldest dropped first). */
function shardFor(path: string, url: URL, context: Context): Promise<RecordShard> {
  const n = shardOf(path, edgeSite.shardStarts);
  let shard = shards.get(n);
  if (shard) {
    shards.delete(n);
  } else {
    shard = readShard(n, url, context);
    // A failed read is not kept: the next request tries again.
    shard.catch(() => shards.delete(n));
  }
  shards.set(n, shard);
  if (shards.size > KEPT_SHARDS) shards.delete(shards.keys().next().value!);
  return shard;
}

/**
 * A shard from the deploy's own files. The build id in the query keeps any cache between from
 * answering with another build's shard (Netlify serves a file whatever its query).
 */
async function readShard(n: number, url: URL, context: Context): Promise<RecordShard> {
  const shardUrl = new URL(paths.edgeRecords(n), url.origin);
  shardUrl.searchParams.set('tradesite-build', edgeSite.buildId);
  if (context.deploy?.id) shardUrl.searchParams.set('deploy', context.deploy.id);
  const response = await fetch(shardUrl);
  if (!response.ok || !response.body) throw new Error(`record shard ${n}: status ${response.status}`);
  return new RecordShard(new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()));
}
