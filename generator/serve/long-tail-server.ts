import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LONG_TAIL_FILE, type LongTailAnswer, type LongTailModule } from '../edge/node/bundle-long-tail.ts';

/** Rendered pages kept in memory (about 100 KB each, so some 30 MB), the least recently asked for dropped first. */
export const KEPT_PAGES = 300;

/** How often, at most, the renderer's file is looked at for a new build (a deploy that replaced the output). */
const RELOAD_CHECK_MS = 1000;

/** A hybrid nginx build's renderer, loaded from its output. */
export interface LoadedLongTail {
  buildId: string;
  /** The port the build's nginx configuration sends to. */
  port: number;
  answer: (method: string, path: string) => Promise<LongTailAnswer>;
  /** The renderer file's modification time when loaded: a new deploy changes it. */
  version: number;
}

/** The renderer of the build at `root` (the output folder), as `tradesite serve` runs it. */
export async function loadLongTail(root: string): Promise<LoadedLongTail> {
  const file = join(root, LONG_TAIL_FILE);
  const version = statSync(file).mtimeMs;
  // The query makes a replaced file a new module: Node keeps every module it imported by its URL.
  const module = (await import(`${pathToFileURL(file).href}?v=${version}`)) as LongTailModule;
  return { buildId: module.buildId, port: module.port, answer: module.longTail(root), version };
}

/**
 * The long-tail process behind nginx's `proxy_pass` (edge/node/long-tail.ts answers each request:
 * a long-tail page, or the 404 page with status 404). Pages rendered are kept (KEPT_PAGES), keyed
 * by the build's id; when a deploy replaces the output, the next request after RELOAD_CHECK_MS
 * loads the new renderer, and no page of the previous build is answered again.
 */
export function createLongTailServer(root: string, first: LoadedLongTail, onError: (error: unknown) => void = () => {}): Server {
  let current = first;
  let loading: Promise<LoadedLongTail> | undefined;
  let checked = Date.now();
  const pages = new Map<string, LongTailAnswer>();

  /** The renderer of the build now in the output: the loaded one unless its file changed. */
  async function renderer(): Promise<LoadedLongTail> {
    if (loading) return loading;
    if (Date.now() - checked < RELOAD_CHECK_MS) return current;
    checked = Date.now();
    let version: number;
    try {
      version = statSync(join(root, LONG_TAIL_FILE)).mtimeMs;
    } catch {
      // Between a deploy's removal and its rename, say: the loaded build answers meanwhile.
      return current;
    }
    if (version === current.version) return current;
    loading = loadLongTail(root).finally(() => (loading = undefined));
    current = await loading;
    return current;
  }

  async function answer(method: string, path: string): Promise<LongTailAnswer> {
    const { buildId, answer: render } = await renderer();
    const key = `${buildId} ${path}`;
    // Only a GET or HEAD is answered with a kept page: any other method gets what the renderer says of it (405).
    const kept = method === 'GET' || method === 'HEAD' ? pages.get(key) : undefined;
    if (kept) {
      pages.delete(key);
      pages.set(key, kept);
      return method === 'HEAD' ? { status: kept.status, headers: kept.headers } : kept;
    }
    const fresh = await render(method, path);
    if (fresh.status === 200 && method === 'GET') {
      pages.set(key, fresh);
      if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value!);
    }
    return fresh;
  }

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    // The path as nginx passed it, without the query (never parsed as a URL: `//x/y` is a path here).
    const path = (req.url ?? '/').split('?')[0]!;
    answer(req.method ?? 'GET', path).then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error\n');
      },
    );
  });
}
