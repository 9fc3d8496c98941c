/**
 * The long tail of a hybrid nginx build (`build --host nginx --prerender indexable`), run by
 * `tradesite serve` behind nginx's `proxy_pass` (output/hosts/nginx.ts). nginx serves every file
 * (the pages that earn one, the assets), answers the redirects and the one-address rules itself,
 * and sends only what no file answers here. esbuild bundles this file with the server renderer and
 * the build's EdgeSite (bundle-long-tail.ts) into the output's LONG_TAIL_FILE.
 *
 * What reaches it is answered:
 * 1. a long-tail page: rendered from its record, byte for byte the page `--prerender all` writes,
 *    with the headers its file would have had and `X-Robots-Tag: noindex`;
 * 2. a long-tail page asked for with another method than GET or HEAD: 405, as nginx answers for a file;
 * 3. anything else: the 404 page (the output's 404.html), status 404, which nginx replaces with
 *    its own answer for a missing file (`proxy_intercept_errors`), so a 404 is the same either way.
 *
 * The record shards are files of the output, read from the disk (as the Vercel function reads
 * the ones it carries). Redirects are nginx's alone: its locations take them before any request
 * could reach here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import site from 'tradesite:edge-site';
import * as serverEntry from 'tradesite:server-entry';
import { htmlFileFor, paths } from '../../../src/routing/paths.ts';
import { EdgeRenderer, type EdgeServer } from '../edge-renderer.ts';
import type { EdgeSite } from '../edge-site.ts';
import { isPageAddress, methodNotAllowed, PAGE_CACHE_CONTROL, pageHeaders } from '../edge-responses.ts';
import { diskShards } from '../disk-shards.ts';
import type { LongTailAnswer } from './bundle-long-tail.ts';

const edgeSite = site as EdgeSite;
const server = serverEntry as unknown as EdgeServer;

export const buildId = edgeSite.buildId;

/** The answers for the output at `root`, each shard (disk-shards.ts) and the 404 page read once. */
export function longTail(root: string): (method: string, path: string) => Promise<LongTailAnswer> {
  let renderer: Promise<EdgeRenderer> | undefined;
  let notFoundPage: Promise<Buffer> | undefined;

  const shardFor = diskShards(root, edgeSite.shardStarts);

  async function notFound(head: boolean): Promise<LongTailAnswer> {
    const page = await (notFoundPage ??= readFile(join(root, htmlFileFor(paths.notFound()))));
    return { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, ...edgeSite.headers }, ...(head ? {} : { body: page }) };
  }

  return async (method, path) => {
    const head = method === 'HEAD';
    const entry = isPageAddress(path) ? (await shardFor(path)).get(path) : undefined;
    if (!entry) return notFound(head);
    if (method !== 'GET' && !head) return methodNotAllowed(edgeSite);
    const { html, noindex } = (await (renderer ??= EdgeRenderer.load(edgeSite, server))).render(path, entry);
    return { status: 200, headers: pageHeaders(edgeSite, noindex), ...(head ? {} : { body: html }) };
  };
}
