/**
 * The Cloudflare Pages function of a hybrid build (advanced mode: `_worker.js` in the output, a
 * module worker that receives every request; https://developers.cloudflare.com/pages/functions/advanced-mode/).
 * esbuild bundles this file with the server renderer and the build's EdgeSite (bundle-worker.ts);
 * the two `tradesite:` imports are filled in then.
 *
 * A request is answered, in order:
 * 1. an old address (the redirect file's rules): its 301, as Pages would have sent it;
 * 2. a long-tail page this build cached already: from the edge cache;
 * 3. a file (every page that earns one, the assets): by Pages' static assets, with the `_headers`
 *    the build wrote (Pages applies them to asset responses);
 * 4. a long-tail page: rendered from its record (its shard read through the assets) with the
 *    headers the file would have had;
 * 5. anything else (a record shard asked for from outside too): the 404 page, status 404.
 */
import site from 'tradesite:edge-site';
import * as serverEntry from 'tradesite:server-entry';
import { paths } from '../../../src/routing/paths.ts';
import { EdgeRenderer, type EdgeServer } from '../edge-renderer.ts';
import type { EdgeSite } from '../edge-site.ts';
import { isPageAddress, methodNotAllowed, PAGE_CACHE_CONTROL, Redirects, pageHeaders } from '../edge-responses.ts';
import { RecordShard, shardOf, type ShardEntry } from '../record-shard.ts';

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
/**
 * Shards kept by this isolate, newest last: a shard is about 400 KB, and a Worker has 128 MB (see
 * CLOUDFLARE_WORKER); 64 hold a quarter of the sample's shards in 26 MB.
 */
const KEPT_SHARDS = 64;
const shards = new Map<number, Promise<RecordShard>>();
/** The same shards once read, for a request that can use one without waiting. */
const loaded = new Map<number, RecordShard>();
let renderer: Promise<EdgeRenderer> | undefined;

/**
 * How long the edge keeps a rendered page: as long as it likes, since the key names the build
 * (see cacheKey); browsers are told PAGE_CACHE_CONTROL when it is served.
 */
const EDGE_CACHE_CONTROL = 'public, max-age=31536000';

export default {
  async fetch(request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A file's answer is the assets' own; a long-tail page's is what a file's would be.
      if (!isPageAddress(path) || !(await shardFor(path, url, env)).get(path)) return env.ASSETS.fetch(request);
      const { status, headers, body } = methodNotAllowed(edgeSite);
      return new Response(body, { status, headers });
    }
    if (path.startsWith(paths.edgeRecordsFolder())) return notFound(request, env);
    const target = redirects.target(path);
    if (target !== undefined) return new Response(null, { status: 301, headers: { Location: target } });
    // A long-tail page is never a file (the build writes none for it): one this build cached, or
    // whose shard this isolate holds, is answered without asking the assets first, which would
    // answer 404 (and read the 404 page) before the page could be. Page addresses have no
    // extension (src/routing/paths.ts): the assets' files are not looked for in the cache.
    const pageAddress = !/\.[^/]*$/.test(path) && !path.endsWith('/');
    if (pageAddress) {
      const cached = await caches.default.match(cacheKey(url));
      if (cached) return forBrowser(cached, request);
      const kept = keptShard(path)?.get(path);
      if (kept) return render(path, kept, url, request, ctx);
    }
    const asset = await env.ASSETS.fetch(request);
    if (asset.status !== 404) return asset;
    // Pages answers /a/b/ for a file a/b.html with a 308 to /a/b: a long-tail page does the same.
    if (path.length > 1 && path.endsWith('/')) {
      const plain = path.slice(0, -1);
      if ((await shardFor(plain, url, env)).get(plain)) return new Response(null, { status: 308, headers: { Location: plain + url.search } });
      return notFound(request, env);
    }
    const entry = pageAddress ? (await shardFor(path, url, env)).get(path) : undefined;
    if (!entry) return notFound(request, env);
    return render(path, entry, url, request, ctx);
  },
};

/** A long-tail page rendered from its record, with the headers its file would have had, and kept in the edge cache under this build's key. */
async function render(path: string, entry: ShardEntry, url: URL, request: Request, ctx: ExecutionContext | undefined): Promise<Response> {
  const { html, noindex } = (await (renderer ??= EdgeRenderer.load(edgeSite, server))).render(path, entry);
  const headers = pageHeaders(edgeSite, noindex);
  const stored = caches.default.put(cacheKey(url), new Response(html, { headers: { ...headers, 'Cache-Control': EDGE_CACHE_CONTROL } }));
  if (ctx) ctx.waitUntil(stored);
  else await stored;
  return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers });
}

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

/** The shard that would hold this path, if this isolate has it read already. */
function keptShard(path: string): RecordShard | undefined {
  return loaded.get(shardOf(path, edgeSite.shardStarts));
}

/** The shard that would hold this path, read once per isolate (and kept, KEPT_SHARDS at most). */
function shardFor(path: string, url: URL, env: Env): Promise<RecordShard> {
  const n = shardOf(path, edgeSite.shardStarts);
  let shard = shards.get(n);
  if (shard) {
    shards.delete(n);
  } else {
    shard = readShard(n, url, env);
    shard.then(
      (read) => shards.has(n) && loaded.set(n, read),
      // A failed read is not kept: the next request tries again.
      () => shards.delete(n),
    );
  }
  shards.set(n, shard);
  if (shards.size > KEPT_SHARDS) {
    const oldest = shards.keys().next().value!;
    shards.delete(oldest);
    loaded.delete(oldest);
  }
  return shard;
}

async function readShard(n: number, url: URL, env: Env): Promise<RecordShard> {
  const response = await env.ASSETS.fetch(new URL(paths.edgeRecords(n), url.origin));
  if (!response.ok || !response.body) throw new Error(`record shard ${n}: status ${response.status}`);
  return new RecordShard(new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()));
}
