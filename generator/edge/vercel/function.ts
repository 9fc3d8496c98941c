/**
 * The Vercel Function of a hybrid build: a Node.js function (`api/tradesite-render.mjs` in the
 * deployed folder, built by Vercel like any file under api/, https://vercel.com/docs/functions),
 * in the Node signature `(req: IncomingMessage, res: ServerResponse)`. vercel.json rewrites every
 * path that no file answers to it (output/hosts/vercel.ts: Vercel checks the filesystem before
 * the rewrites), so it sees only what is not a file. esbuild bundles this file with the server
 * renderer and the build's EdgeSite (bundle-function.ts).
 *
 * What reaches it is answered, in order:
 * 1. an old address (the redirect rules): its 301, as vercel.json would have sent it;
 * 2. a long-tail address written with a trailing slash: a 301 to the page (vercel.json's
 *    page-slash rule does the same for a file);
 * 3. a long-tail page: rendered from its record, with the headers the file would have had and
 *    `s-maxage` for Vercel's CDN (VERCEL_CACHE_CONTROL);
 * 4. anything else: the 404 page, status 404.
 *
 * The record shards and the 404 page travel with the function (vercel.json's `includeFiles`) and
 * are read from its own files, never over HTTP, so a deployment behind Vercel's deployment
 * protection answers too. Their bytes count against the function's size (VERCEL_FUNCTION).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import site from 'tradesite:edge-site';
import * as serverEntry from 'tradesite:server-entry';
import { EdgeRenderer, type EdgeServer } from '../edge-renderer.ts';
import type { EdgeSite } from '../edge-site.ts';
import { isPageAddress, methodNotAllowed, PAGE_CACHE_CONTROL, pageHeaders, Redirects } from '../edge-responses.ts';
import { diskShards } from '../disk-shards.ts';

const edgeSite = site as EdgeSite;
const server = serverEntry as unknown as EdgeServer;
const redirects = new Redirects(edgeSite.redirects);
/**
 * Where the deployed folder's files are: Vercel runs a function with the project's root as its
 * working directory, the included files at their paths in it ("includeFiles",
 * https://vercel.com/docs/project-configuration#functions). TRADESITE_FUNCTION_ROOT lets the tests
 * and `preview` point it at a build's output.
 */
const ROOT = process.env.TRADESITE_FUNCTION_ROOT ?? process.cwd();
/** The shard that would hold a path, read once per instance. */
const shardFor = diskShards(ROOT, edgeSite.shardStarts);
let renderer: Promise<EdgeRenderer> | undefined;
let notFoundPage: Promise<Buffer> | undefined;

/**
 * Vercel's CDN keeps a rendered page for a year: its cache key names the deployment ("each
 * deployment has a different cache key", https://vercel.com/docs/caching/cdn-cache/purge#cache-keys),
 * so a new deploy never answers with a page of the previous one. Vercel consumes `s-maxage` and
 * leaves it out of the response the browser gets ("Cache-Control headers",
 * https://vercel.com/docs/caching/cache-control-headers), which then reads PAGE_CACHE_CONTROL, as
 * for a file.
 */
export const VERCEL_CACHE_CONTROL = `${PAGE_CACHE_CONTROL}, s-maxage=31536000`;

export default async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    if (!isPageAddress(path) || !(await shardFor(path)).get(path)) return notFound(res, head);
    const { status, headers, body } = methodNotAllowed(edgeSite);
    return send(res, status, headers, body);
  }
  const target = redirects.target(path);
  if (target !== undefined) return send(res, 301, { Location: target });
  if (path.length > 1 && path.endsWith('/')) {
    const plain = path.slice(0, -1);
    if (isPageAddress(plain) && (await shardFor(plain)).get(plain)) return send(res, 301, { Location: plain + url.search });
    return notFound(res, head);
  }
  const entry = isPageAddress(path) ? (await shardFor(path)).get(path) : undefined;
  if (!entry) return notFound(res, head);
  const { html, noindex } = (await (renderer ??= EdgeRenderer.load(edgeSite, server))).render(path, entry);
  send(res, 200, { ...pageHeaders(edgeSite, noindex), 'Cache-Control': VERCEL_CACHE_CONTROL }, head ? undefined : html);
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer): void {
  res.writeHead(status, headers);
  res.end(body);
}

/** The 404 page (a file of every build, included with the function) with status 404 and the headers of every page. */
async function notFound(res: ServerResponse, head: boolean): Promise<void> {
  const page = await (notFoundPage ??= readFile(join(ROOT, '404.html')));
  send(res, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, ...edgeSite.headers }, head ? undefined : page);
}
