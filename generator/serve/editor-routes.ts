import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, relative, resolve } from 'node:path';
import { ADMIN_PATH, ADMIN_SCRIPT, ADMIN_SCRIPT_TEXT, ADMIN_STYLE, ADMIN_STYLE_TEXT, adminHeaders, adminPageHtml, decapFiles } from '../editor/admin-page.ts';
import { decapConfig } from '../editor/decap-config.ts';
import { normalisePath, paths } from '../../src/routing/paths.ts';

/** The path the editing server answers the editor's backend requests on (Decap's proxy protocol). */
export const BACKEND_PATH = paths.editorBackend();

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface EditorRoutesOptions {
  dataDir: string;
  /** The local backend (generator/editor/local-backend.ts), mounted at /api/v1. */
  backend: RequestHandler;
  /** The business's name, for the page title; read per request, so a rename shows at once. */
  businessName: () => string;
}

/**
 * /admin/ and /api/v1 on the editing server: the editor's page (its configuration generated from
 * the schemas on every load, so a schema change needs no restart), editor.js, Decap's files
 * straight from node_modules, and the local backend. Returns false for any other path.
 */
export function editorRoutes(options: EditorRoutesOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const dataDir = resolve(options.dataDir);
  // The backend names files relative to the folder holding data/ (the repository, for the default data).
  const dataFolder = relative(dirname(dataDir), dataDir) || basename(dataDir);
  const files = new Map(decapFiles().map((f) => [`${ADMIN_PATH}${f.name}`, f.path]));
  const headers = adminHeaders();
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === BACKEND_PATH) {
      if (req.method !== 'POST') return (send(res, 405, 'text/plain', 'The editor backend takes POST requests.\n', { Allow: 'POST' }), true);
      await options.backend(req, res);
      return true;
    }
    if (path === normalisePath(ADMIN_PATH)) {
      res.writeHead(301, { Location: ADMIN_PATH });
      res.end();
      return true;
    }
    if (!path.startsWith(ADMIN_PATH)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return (send(res, 405, 'text/plain', 'Method not allowed\n', { Allow: 'GET, HEAD', ...headers }), true);
    if (path === ADMIN_PATH || path === `${ADMIN_PATH}index.html`) {
      const config = decapConfig({ backend: { name: 'proxy', proxy_url: BACKEND_PATH }, dataFolder });
      return (send(res, 200, 'text/html; charset=utf-8', adminPageHtml(config, options.businessName()), headers), true);
    }
    if (path === `${ADMIN_PATH}${ADMIN_SCRIPT}`) return (send(res, 200, 'text/javascript; charset=utf-8', ADMIN_SCRIPT_TEXT, headers), true);
    if (path === `${ADMIN_PATH}${ADMIN_STYLE}`) return (send(res, 200, 'text/css; charset=utf-8', ADMIN_STYLE_TEXT, headers), true);
    const file = files.get(path);
    if (!file) return (send(res, 404, 'text/plain', 'Not found\n', headers), true);
    const type = file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/javascript; charset=utf-8';
    return (send(res, 200, type, await readFile(file), { ...headers, 'Cache-Control': 'max-age=3600' }), true);
  };
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
