import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { normalisePath } from '../../src/routing/paths.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Parses `_redirects` (Netlify / Cloudflare Pages): "from to status" per line. */
export function readRedirects(root: string): Map<string, { to: string; status: number }> {
  const file = join(root, '_redirects');
  const map = new Map<string, { to: string; status: number }>();
  if (!existsSync(file)) return map;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) map.set(from, { to, status: Number(status ?? 301) });
  }
  return map;
}

/** Parses `_headers`: a path line, then indented "Name: value" lines. Only "/*" blocks are applied here. */
export function readHeaders(root: string): [string, string][] {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const headers: [string, string][] = [];
  let global = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      global = line.trim() === '/*';
      continue;
    }
    const at = line.indexOf(':');
    if (global && at > 0) headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return headers;
}

/** Text formats a static host compresses on the way out (images here are SVG, which is text too). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

/**
 * Serves a built site as a static host would: files, directory index pages, the `_redirects`
 * 301s, the `_headers` headers, 404.html with status 404 for anything else, and text gzipped
 * for browsers that accept it (as Netlify, Cloudflare Pages and every CDN do), so what a phone
 * downloads here is what it downloads in production.
 */
export function createStaticServer(root: string): Server {
  const redirects = readRedirects(root);
  const headers = readHeaders(root);
  return createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const redirect = redirects.get(normalisePath(pathname));
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search });
      res.end();
      return;
    }
    const file = resolveFile(root, pathname);
    if (!file) {
      const gzip = compress(req, res, '.html');
      res.writeHead(404, { 'Content-Type': TYPES['.html']! });
      send(join(root, '404.html'), res, gzip);
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${sep}assets${sep}`);
    const gzip = compress(req, res, extname(file));
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    if (req.method === 'HEAD') res.end();
    else send(file, res, gzip);
  });
}

/** Whether to gzip this response; if so, says so in its headers. */
function compress(req: IncomingMessage, res: ServerResponse, extension: string): boolean {
  if (!COMPRESSIBLE.has(extension)) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
  res.setHeader('Content-Encoding', 'gzip');
  return true;
}

/** Streams a file; if it vanished meanwhile (a rebuild swapped the folder), ends the response instead of crashing. */
function send(file: string, res: ServerResponse, gzip = false): void {
  const stream = createReadStream(file).on('error', () => res.destroy());
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

function resolveFile(root: string, pathname: string): string | undefined {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
