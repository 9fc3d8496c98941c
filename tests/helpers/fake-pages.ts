import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

/**
 * Cloudflare Pages' static assets as an advanced-mode worker sees them through `env.ASSETS`, over a
 * built output folder, for running `_worker.js` in Node: a/b.html answers /a/b, index.html answers /,
 * /a/b/ is a 308 to /a/b when a/b.html exists, any other file answers its own path, and a path with
 * no file gets 404.html with status 404 (https://developers.cloudflare.com/pages/configuration/serving-pages/).
 * The `_headers` rules are applied to every answer, as Pages applies them to static asset responses
 * (only the forms tradesite writes: "/*" prefixes, exact paths, "! Name" to detach).
 */
export class FakePagesAssets {
  /** Every path asked for, in order. */
  readonly requested: string[] = [];
  private readonly rules: { pattern: string; set: [string, string][]; detach: string[] }[] = [];

  constructor(private readonly dir: string) {
    const headersFile = join(dir, '_headers');
    if (existsSync(headersFile)) this.rules = parseHeaders(readFileSync(headersFile, 'utf8'));
  }

  fetch = async (input: Request | string | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const path = decodeURIComponent(url.pathname);
    this.requested.push(path);
    if (path.length > 1 && path.endsWith('/') && this.isFile(`${path.slice(1, -1)}.html`)) return new Response(null, { status: 308, headers: { Location: path.slice(0, -1) } });
    const file = path === '/' ? 'index.html' : [`${path.slice(1)}.html`, path.slice(1)].find((f) => !f.endsWith('/') && this.isFile(f));
    if (!file) return this.answer('/404', '404.html', 404);
    return this.answer(path, file, 200);
  };

  /** The headers `_headers` gives this path. */
  headersFor(path: string): Headers {
    const headers = new Headers();
    for (const rule of this.rules) {
      const matches = rule.pattern.endsWith('*') ? path.startsWith(rule.pattern.slice(0, -1)) : path === rule.pattern;
      if (!matches) continue;
      for (const name of rule.detach) headers.delete(name);
      for (const [name, value] of rule.set) headers.set(name, value);
    }
    return headers;
  }

  private answer(path: string, file: string, status: number): Response {
    const headers = this.headersFor(path);
    headers.set('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    return new Response(readFileSync(join(this.dir, file)), { status, headers });
  }

  private isFile(file: string): boolean {
    const full = join(this.dir, file);
    return existsSync(full) && statSync(full).isFile();
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function parseHeaders(text: string): { pattern: string; set: [string, string][]; detach: string[] }[] {
  const rules: { pattern: string; set: [string, string][]; detach: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1)!;
    const entry = line.trim();
    if (entry.startsWith('!')) rule.detach.push(entry.slice(1).trim());
    else {
      const colon = entry.indexOf(':');
      rule.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Workers' `caches.default`, in memory: what was put, by key URL, and how often a match found something. */
export class FakeEdgeCache {
  readonly stored = new Map<string, { status: number; headers: [string, string][]; body: ArrayBuffer }>();
  hits = 0;

  match = async (key: Request | string): Promise<Response | undefined> => {
    const found = this.stored.get(typeof key === 'string' ? key : key.url);
    if (!found) return undefined;
    this.hits++;
    return new Response(found.body.slice(0), { status: found.status, headers: found.headers });
  };

  put = async (key: Request | string, response: Response): Promise<void> => {
    this.stored.set(typeof key === 'string' ? key : key.url, { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() });
  };
}
