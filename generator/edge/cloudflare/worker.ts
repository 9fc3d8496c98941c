/**
 * The Cloudflare Pages function of a hybrid build (advanced mode: `_worker.js` in the output, a
 * module worker that receives every request; https://developers.cloudflare.com/pages/functions/advanced-mode/).
 * esbuild bundles this file with the server renderer and the build's EdgeSite (bundle-worker.ts);
 * the two `tradesite:` imports are filled in then.
 *
 * A request is answered, in order:
 * 1. an old address (the redirect file's rules): its 301, as Pages would have sent it;
 * 2. a file (every page that earns one, the assets): by Pages' static assets, with the `_headers`
 *    the build wrote (Pages applies them to asset responses);
 * 3. a long-tail page: from the edge cache if this build cached it already, else rendered from its
 *    record (its shard read through the assets) with the headers the file would have had;
 * 4. anything else (a record shard asked for from outside too): the 404 page, status 404.
 */
import site from 'tradesite:edge-site';
import * as serverEntry from 'tradesite:server-entry';
import { paths } from '../../../src/routing/paths.ts';
import { EdgeRenderer, type EdgeServer } from '../edge-renderer.ts';
import type { EdgeSite } from '../edge-site.ts';
import { PAGE_CACHE_CONTROL, Redirects, pageHeaders } from '../edge-responses.ts';
import { RecordShard, shardOf } from '../record-shard.ts';

/** The bindings Pages gives an advanced-mode worker: its static assets. */
interface Env {
  ASSETS: { fetch(request: Request | string | URL): Promise<Response> };
}

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** Workers' default cache (https://developers.cloudflare.com/workers/runtime-apis/cache/), where the Cache API keeps what this data centre rendered. */
declare const caches: { default: Cache };

const edgeSite = site as EdgeSite;
const server = serverEntry as unknown as EdgeServer;
const redirects = new Redirects(edgeSite.redirects);
/** The records' folder: from outside, nothing in it is a page. */
const RECORDS_PREFIX = paths.edgeRecords(0).slice(0, paths.edgeRecords(0).lastIndexOf('/') + 1);
/**
 * Shards kept by this isolate, newest last: a shard is about 400 KB, and a Worker has 128 MB (see
 * CLOUDFLARE_WORKER); 64 hold a quarter of the sample's shards in 26 MB.
 */
const KEPT_SHARDS = 64;
const shards = new Map<number, Promise<RecordShard>>();
let renderer: Promise<EdgeRenderer> | undefined;

/**
 * How long the edge keeps a rendered page: as long as it likes, since the key names the build
 * (see cacheKey); browsers are told PAGE_CACHE_CONTROL when it is served.
 */
const EDGE_CACHE_CONTROL = 'public, max-age=31536000';

export default {
  async fetch(request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(request);
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith(RECORDS_PREFIX)) return notFound(request, env);
    const target = redirects.target(path);
    if (target !== undefined) return new Response(null, { status: 301, headers: { Location: target } });
    const asset = await env.ASSETS.fetch(request);
    if (asset.status !== 404) return asset;
    // Pages answers /a/b/ for a file a/b.html with a 308 to /a/b: a long-tail page does the same.
    if (path.length > 1 && path.endsWith('/')) {
      const plain = path.slice(0, -1);
      if ((await shardFor(plain, url, env)).get(plain)) return new Response(null, { status: 308, headers: { Location: plain + url.search } });
      return notFound(request, env);
    }
    const key = cacheKey(url);
    const cached = await caches.default.match(key);
    if (cached) return forBrowser(cached, request);
    const entry = (await shardFor(path, url, env)).get(path);
    if (!entry) return notFound(request, env);
    const { html, noindex } = (await (renderer ??= EdgeRenderer.load(edgeSite, server))).render(path, entry);
    const headers = pageHeaders(edgeSite, noindex);
    const stored = caches.default.put(key, new Response(html, { headers: { ...headers, 'Cache-Control': EDGE_CACHE_CONTROL } }));
    if (ctx) ctx.waitUntil(stored);
    else await stored;
    return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers });
  },
};

/** The cache's key for a page: its path and this build's id, never the query (a page is the same whatever it says). */
function cacheKey(url: URL): Request {
  return new Request(`${url.origin}${url.pathname}?tradesite-build=${edgeSite.buildId}`);
}

/** A cached page as browsers get it: revalidated every time, like a file. */
function forBrowser(cached: Response, request: Request): Response {
  const headers = new Headers(cached.headers);
  headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  return new Response(request.method === 'HEAD' ? null : cached.body, { status: 200, headers });
}

/** The 404 page (a file of every build) with status 404, as Pages sends it for a path without a file. */
async function notFound(request: Request, env: Env): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL(paths.notFound(), request.url));
  return new Response(request.method === 'HEAD' ? null : page.body, { status: 404, headers: page.headers });
}

/** The shard that would hold this path, read once per isolate (and kept, KEPT_SHARDS at most). */
function shardFor(path: string, url: URL, env: Env): Promise<RecordShard> {
  const n = shardOf(path, edgeSite.shards);
  let shard = shards.get(n);
  if (shard) {
    shards.delete(n);
  } else {
    shard = readShard(n, url, env);
    // A failed read is not kept: the next request tries again.
    shard.catch(() => shards.delete(n));
  }
  shards.set(n, shard);
  if (shards.size > KEPT_SHARDS) shards.delete(shards.keys().next().value!);
  return shard;
}

async function readShard(n: number, url: URL, env: Env): Promise<RecordShard> {
  const response = await env.ASSETS.fetch(new URL(paths.edgeRecords(n), url.origin));
  if (!response.ok || !response.body) throw new Error(`record shard ${n}: status ${response.status}`);
  return new RecordShard(new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()));
}
