import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalisePath } from '../../src/routing/paths.ts';
import { matchRedirect, patternProblem, SLUG_SOURCE } from '../../src/routing/redirect-pattern.ts';
import type { Fallback } from './function-preview.ts';

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
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.webmanifest': 'application/manifest+json',
};

/** `_redirects` rules: literal rows by address, then placeholder rows in order (as Netlify and Cloudflare Pages apply them). */
export interface RedirectRows {
  literal: Map<string, { to: string; status: number }>;
  patterns: { from: string; to: string; status: number }[];
}

/**
 * Parses `_redirects` (Netlify / Cloudflare Pages): "from to status" per line, "301!" forced,
 * ":name" placeholders. A source written with a trailing slash (Cloudflare's second row for old
 * links) is the same rule here, which matches with or without the slash as Netlify does.
 */
export function readRedirects(root: string): RedirectRows {
  const file = join(root, '_redirects');
  const rows: RedirectRows = { literal: new Map(), patterns: [] };
  if (!existsSync(file)) return rows;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [written, to, status] = line.trim().split(/\s+/);
    if (!written || !to || written.startsWith('#')) continue;
    const from = normalisePath(written);
    // Rows in the redirect language only: the build writes nothing else.
    if (patternProblem(from) !== undefined || patternProblem(to) !== undefined) continue;
    const row = { to, status: Number((status ?? '301').replace(/!$/, '')) };
    if (from.includes('/:')) {
      if (!rows.patterns.some((p) => p.from === from)) rows.patterns.push({ from, ...row });
    } else if (!rows.literal.has(from)) rows.literal.set(from, row);
  }
  return rows;
}

function redirectFor(rows: RedirectRows, path: string): { to: string; status: number } | undefined {
  const literal = rows.literal.get(path);
  if (literal) return literal;
  for (const pattern of rows.patterns) {
    const to = matchRedirect([pattern], path);
    if (to !== undefined) return { to, status: pattern.status };
  }
  return undefined;
}

/** A path whose segments are all slugs: the only kind a redirect built from the request may name. */
const SLUG_PATH = new RegExp(`^(?:/${SLUG_SOURCE})+$`);

/**
 * The request's path, decoded, or undefined when it is malformed (a broken percent-encoding such
 * as "%E0%A4%A", or a target that is not a path): real hosts answer those with 400. Read from the
 * request line itself: a URL parser would take "//evil.example/" for a host.
 */
export function requestPath(url: string | undefined): { pathname: string; search: string } | undefined {
  const raw = url ?? '/';
  const at = raw.indexOf('?');
  const [path, search] = at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at)];
  if (!path.startsWith('/')) return undefined;
  try {
    return { pathname: decodeURIComponent(path), search };
  } catch {
    return undefined;
  }
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

/**
 * Files in the output that are for the host or the next build, never for visitors: the host's
 * own configuration (`_headers`, `_redirects`) and anything whose name starts with a dot (the
 * build's state and marker, editor and system files). Netlify and Cloudflare Pages answer them
 * with 404, and so does this server.
 */
export function isInternalFile(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.some((segment) => segment.startsWith('.')) || (segments.length === 1 && HOST_FILES.has(segments[0]!));
}

const HOST_FILES = new Set(['_headers', '_redirects']);

/** Text formats a static host compresses on the way out (images here are SVG, which is text too). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

/**
 * Serves a built site as Netlify or Cloudflare Pages would: files, a/b.html at /a/b (and /a/b/
 * and /a/b.html redirected there), the `_redirects` 301s (literal rows, then patterns), the
 * `_headers` headers, and 404.html with status 404 for anything else, including the output's
 * internal files. GET and HEAD only; HEAD gets the headers GET would, without a body. With a
 * `fallback` (a hybrid build's function, function-preview.ts), what no file answers goes to it.
 * Text is gzipped for browsers that accept it (as Netlify, Cloudflare Pages and every CDN do), so
 * what a phone downloads here is what it downloads in production.
 */
export function createStaticServer(root: string, fallback?: Fallback): Server {
  const redirects = readRedirects(root);
  const headers = readHeaders(root);
  return createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': TYPES['.txt']! });
      res.end('Method not allowed\n');
      return;
    }
    const url = requestPath(req.url);
    if (!url) {
      res.writeHead(400, { 'Content-Type': TYPES['.txt']! });
      res.end(head ? undefined : 'Bad request\n');
      return;
    }
    const { pathname } = url;
    const redirect = redirectFor(redirects, normalisePath(pathname));
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search });
      res.end();
      return;
    }
    // One address per page, as the hosts keep it: /a/b/ and /a/b.html lead to /a/b.
    const canonical =
      pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname.endsWith('.html') ? pathname.slice(0, -'.html'.length).replace(/\/index$/, '/') : undefined;
    const safe = canonical !== undefined && (canonical === '/' || SLUG_PATH.test(canonical));
    if (safe && canonical !== pathname && !isInternalFile(pathname) && resolveFile(root, canonical)?.endsWith('.html')) {
      res.writeHead(301, { Location: canonical + url.search });
      res.end();
      return;
    }
    const file = isInternalFile(pathname) ? undefined : resolveFile(root, pathname);
    // A hybrid Netlify or Vercel build: what is no file goes to its function, as on the host.
    if (!file && fallback) {
      fallback(req, res).catch((error: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt']! });
        res.end(`The function failed: ${error.message}\n`);
      });
      return;
    }
    if (!file) {
      send(join(root, '404.html'), 404, { 'Content-Type': TYPES['.html']! }, head, res, gzipFor(req, '.html'));
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${sep}assets${sep}`);
    send(file, 200, { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' }, head, res, gzipFor(req, extname(file)));
  });
}

/** Whether to gzip this response: a text format, asked for by a client that accepts gzip (undefined: not compressible). */
function gzipFor(req: IncomingMessage, extension: string): boolean | undefined {
  if (!COMPRESSIBLE.has(extension)) return undefined;
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Compressed bodies by file, size and time of change. A crawl (linkinator, Lighthouse) asks for
 * the same scripts, styles and pages again and again; compressing each anew blocked the server for
 * seconds under load. Production hosts keep compressed copies too. Bounded, oldest out first.
 */
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;
const gzipCache = new Map<string, Buffer>();
let gzipCacheBytes = 0;

function gzipped(file: string, { size, mtimeMs }: Stats): Buffer {
  const key = `${file}\0${size}\0${mtimeMs}`;
  const cached = gzipCache.get(key);
  if (cached) return cached;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(key, body);
  gzipCacheBytes += body.length;
  for (const [old, oldBody] of gzipCache) {
    if (gzipCacheBytes <= GZIP_CACHE_BYTES) break;
    gzipCache.delete(old);
    gzipCacheBytes -= oldBody.length;
  }
  return body;
}

/**
 * Answers with a file (gzipped when asked), its length in the headers; for HEAD, the headers alone. If the file vanished meanwhile (a rebuild
 * swapped the folder), ends the response instead of crashing.
 */
function send(file: string, status: number, headers: Record<string, string>, head: boolean, res: ServerResponse, gzip?: boolean): void {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const vary: Record<string, string> = gzip === undefined ? {} : { Vary: 'Accept-Encoding' };
  if (gzip) {
    // Compressed whole (pages and chunks are tens of kilobytes), so the length is known for HEAD too.
    let body: Buffer;
    try {
      body = gzipped(file, stats);
    } catch {
      res.destroy();
      return;
    }
    res.writeHead(status, { ...headers, ...vary, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    res.end(head ? undefined : body);
    return;
  }
  res.writeHead(status, { ...headers, ...vary, 'Content-Length': String(stats.size) });
  if (head) {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function resolveFile(root: string, pathname: string): string | undefined {
  if (pathname.includes('\0')) return undefined;
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  // A page /a/b is the file a/b.html (see htmlFileFor); the home page is index.html.
  const page = pathname === '/' || pathname.endsWith('/') ? join(base, 'index.html') : `${base}.html`;
  for (const candidate of [base, page]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* not there: try the next */
    }
  }
  return undefined;
}
