import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NETLIFY_FUNCTION_FILE } from '../edge/netlify/bundle-function.ts';
import { LONG_TAIL_FILE } from '../edge/node/bundle-long-tail.ts';
import { VERCEL_FUNCTION_FILE } from '../edge/vercel/bundle-function.ts';
import { loadLongTail } from './long-tail-server.ts';

/** What answers a request no file of the output answers (static-server.ts): a hybrid build's function. */
export type Fallback = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * A Netlify or Vercel hybrid build's function (or an nginx one's long tail, as `tradesite serve`
 * answers it), loaded from the output and called as its host calls it, for what no file answers: `preview` serves such a build as the host would (files
 * first, then the function), so a developer clicks through long-tail pages locally. Undefined for
 * an output without one. The Cloudflare worker needs workerd instead (pages-dev.ts).
 */
export async function functionFallback(root: string): Promise<{ fallback: Fallback; file: string } | undefined> {
  if (existsSync(join(root, VERCEL_FUNCTION_FILE))) {
    // Vercel runs the function in the project's root; the function reads its shards from there.
    process.env.TRADESITE_FUNCTION_ROOT = root;
    const { default: handler } = (await import(pathToFileURL(join(root, VERCEL_FUNCTION_FILE)).href)) as { default: Fallback };
    return { fallback: handler, file: VERCEL_FUNCTION_FILE };
  }
  if (existsSync(join(root, NETLIFY_FUNCTION_FILE))) {
    const { default: handler } = (await import(pathToFileURL(join(root, NETLIFY_FUNCTION_FILE)).href)) as {
      default: (request: Request, context: object) => Promise<Response>;
    };
    return { fallback: (req, res) => netlifyCall(handler, req, res), file: NETLIFY_FUNCTION_FILE };
  }
  if (existsSync(join(root, LONG_TAIL_FILE))) {
    // An nginx hybrid build: what `tradesite serve` answers behind nginx.
    const { answer } = await loadLongTail(root);
    const fallback: Fallback = async (req, res) => {
      const { status, headers, body } = await answer(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!);
      res.writeHead(status, headers);
      res.end(body);
    };
    return { fallback, file: LONG_TAIL_FILE };
  }
  return undefined;
}

/**
 * A Functions v2 call: a Web Request of the address asked for, a context naming the deploy, and
 * its Response written back. The function reads its shards from this same server (its origin).
 */
async function netlifyCall(handler: (request: Request, context: object) => Promise<Response>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method });
  const response = await handler(request, { deploy: { id: 'preview' } });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}
