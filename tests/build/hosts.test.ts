import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../generator/output/hosts/index.ts';
import { hostInput } from '../../generator/output/hosts/host-input.ts';
import type { HostInput } from '../../generator/output/hosts/host-target.ts';
import { prepareSite } from '../../generator/prepare-site.ts';
import { readEmbeddedPageData } from '../../src/content/embedded-page-data.ts';
import type { LayoutData } from '../../src/content/page-data.ts';
import { htmlFileFor } from '../../src/routing/paths.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import { builtHtml, builtManifest, siteDir } from '../helpers/site.ts';

/**
 * Each host target's files, read by the host's own code: Netlify's redirect and header parsers,
 * Vercel's routing compiler (the code `vercel build` turns vercel.json with), and Debian's nginx
 * serving the site with the snippet the nginx target writes. The test site is a Netlify build;
 * the other targets' files are made from the same data (pages are the same bytes for every
 * host but `static`, whose build is checked by hand, see the README).
 */
const manifest = builtManifest();
const { site } = prepareSite('data');
const layout = JSON.parse(readFileSync(join(siteDir(), readEmbeddedPageData(builtHtml('/'))!.layout), 'utf8')) as LayoutData;
const redirects = manifest.redirects;
const literalSpecRows = redirects.filter((r) => site.redirects.some((d) => d.from === r.from));
/** One page of every kind (the first, the last and one in the middle of the kind). */
const byKind = new Map<string, RouteEntry[]>();
for (const route of manifest.routes) byKind.set(route.kind, [...(byKind.get(route.kind) ?? []), route]);
const samplePages: RouteEntry[] = [...byKind.values()].flatMap((routes) => [...new Set([routes[0]!, routes[Math.floor(routes.length / 2)]!, routes.at(-1)!])]);
/** Every literal row, and every 50th expanded row (all three patterns, every service). */
const sampleRedirects = [...new Set([...literalSpecRows, ...redirects.filter((_, i) => i % 50 === 0)])];
const pagePaths = manifest.routes.map((r) => r.path);

function inputFor(outDir: string): HostInput {
  return hostInput(site, manifest, layout.form.action, outDir);
}

/** ":name" placeholders match one path segment, as on Netlify and Cloudflare Pages. */
function applyRule(from: string, to: string, path: string): string | undefined {
  const names: string[] = [];
  const regex = new RegExp(`^${from.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  const match = regex.exec(path);
  if (!match) return undefined;
  return to.replace(/:(\w+)/g, (_, name: string) => match[names.indexOf(name) + 1]!);
}

describe('Netlify: _redirects and _headers through @netlify/redirect-parser and @netlify/headers-parser', async () => {
  const parsed = await parseAllRedirects({ redirectsFiles: [join(siteDir(), '_redirects')], configRedirects: [], minimal: true });
  const rules = parsed.redirects as { from: string; to: string; status: number; force: boolean }[];
  const first = (path: string) => rules.find((rule) => applyRule(rule.from, rule.to, path) !== undefined);

  it('parses without errors, in a few dozen lines: forced 301s', () => {
    expect(parsed.errors).toEqual([]);
    expect(rules.length).toBeLessThan(100);
    for (const rule of rules) expect([rule.status, rule.force], rule.from).toEqual([301, true]);
  });

  it('answers every redirect with a direct 301 to its target', () => {
    for (const { from, to } of redirects) {
      const rule = first(from);
      expect(rule && applyRule(rule.from, rule.to, from), from).toBe(to);
    }
  });

  it('never redirects a page (a forced rule would hide it)', () => {
    for (const path of pagePaths) expect(first(path)?.from, path).toBeUndefined();
  });

  it('sends the CSP and the other security headers on every page kind', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(siteDir(), '_headers')], configHeaders: [], minimal: true });
    expect(errors).toEqual([]);
    const all = (headers as { for: string; values: Record<string, string> }[]).filter((h) => h.for === '/*');
    expect(all).toHaveLength(1);
    expect(all[0]!.values['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(Object.keys(all[0]!.values)).toEqual(Object.keys(inputFor(siteDir()).headers));
  });

  it('publishes nothing internal: no dotfiles, no build state, no per-route data files', () => {
    const top = readdirSync(siteDir());
    expect(top.filter((f) => f.startsWith('.'))).toEqual([]);
    expect(top.filter((f) => f.startsWith('_')).sort()).toEqual(['_headers', '_redirects']);
    expect(existsSync(join(siteDir(), '_data'))).toBe(false);
  });
});

describe('Cloudflare Pages: within its documented limits', () => {
  const [[, redirectsText]] = HOSTS.cloudflare.files(inputFor(siteDir())) as [[string, string]];
  const lines = redirectsText.split('\n').filter((l) => l && !l.startsWith('#'));
  const dynamic = lines.filter((l) => l.includes('/:'));

  it('has at most 2,000 static and 100 dynamic redirects, static ones first, none forced', () => {
    expect(lines.length - dynamic.length).toBeLessThanOrEqual(2000);
    expect(dynamic.length).toBeLessThanOrEqual(100);
    expect(lines.findIndex((l) => l.includes('/:'))).toBe(lines.length - dynamic.length);
    for (const line of lines) expect(line, line).toMatch(/^\/\S* \/\S* 301$/);
  });

  it('answers every redirect with its target (first matching row)', () => {
    const rows = lines.map((l) => l.split(' ') as [string, string, string]);
    for (const { from, to } of redirects) {
      const row = rows.find(([f, t]) => applyRule(f, t, from) !== undefined);
      expect(row && applyRule(row[0], row[1], from), from).toBe(to);
    }
  });

  it('fits a deployment: under 20,000 files', () => {
    let files = 0;
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) e.isDirectory() ? walk(join(dir, e.name)) : files++;
    };
    walk(siteDir());
    expect(files).toBeLessThan(20_000);
  });
});

describe("Vercel: vercel.json through Vercel's own route compiler (@vercel/routing-utils)", () => {
  const [[name, text]] = HOSTS.vercel.files(inputFor(siteDir())) as [[string, string]];
  const config = JSON.parse(text);
  const { routes, error } = getTransformedRoutes(config);

  /** Vercel's routing before the filesystem: the first redirect route that matches, and the headers of `continue` routes. */
  function route(path: string): { status?: number; location?: string; headers: Record<string, string> } {
    const headers: Record<string, string> = {};
    for (const r of routes ?? []) {
      if ('handle' in r) break;
      const match = new RegExp(r.src!).exec(path);
      if (!match) continue;
      if (r.status && r.headers?.Location) return { status: r.status, location: r.headers.Location.replace(/\$(\d+)|\$(\w+)/g, (_, n, named) => (n ? match[Number(n)]! : match.groups![named]!)), headers };
      if (r.continue) Object.assign(headers, r.headers);
    }
    return { headers };
  }

  it('compiles without errors, within the 2,048 redirects a project may have', () => {
    expect(name).toBe('vercel.json');
    expect(error).toBeNull();
    expect(config.redirects.length).toBeLessThanOrEqual(2048);
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
  });

  it('answers every redirect with one 301 to its target', () => {
    for (const { from, to } of redirects) expect(route(from), from).toMatchObject({ status: 301, location: to });
  });

  it('serves every page kind at its address without a redirect, with the CSP', () => {
    for (const { path } of samplePages) {
      const answer = route(path);
      expect(answer.status, path).toBeUndefined();
      expect(answer.headers['Content-Security-Policy'], path).toMatch(/script-src 'self'/);
      expect(existsSync(join(siteDir(), htmlFileFor(path))), path).toBe(true);
    }
    // The other spellings of a page lead to its one address.
    expect(route('/about/')).toMatchObject({ status: 308, location: '/about' });
    expect(route('/about.html')).toMatchObject({ status: 308, location: '/about' });
  });
});

describe.skipIf(spawnSync('nginx', ['-v']).error)("nginx: Debian's nginx serving the site with the target's snippet", () => {
  let nginx: ChildProcess;
  let base = '';
  let work = '';

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'tradesite-nginx-'));
    // nginx's workers may run as another user: they must be able to reach the site.
    chmodSync(work, 0o755);
    const out = join(work, 'site');
    // The nginx target's output: the same pages (hard links, at once) without the other hosts' files.
    const copy = spawnSync('cp', ['-al', siteDir(), out]);
    if (copy.status !== 0) cpSync(siteDir(), out, { recursive: true });
    rmSync(join(out, '_redirects'));
    rmSync(join(out, '_headers'));
    writeFileSync(join(out, '.env'), 'SECRET=never-served');
    const [[snippetName, snippet]] = HOSTS.nginx.besideFiles(inputFor(out)) as [[string, string]];
    expect(snippetName).toBe('site.nginx.conf');
    writeFileSync(join(work, snippetName), snippet);
    const port = await freePort();
    writeFileSync(
      join(work, 'nginx.conf'),
      `daemon off;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${work}/tmp;\n  proxy_temp_path ${work}/tmp;\n  fastcgi_temp_path ${work}/tmp;\n  uwsgi_temp_path ${work}/tmp;\n  scgi_temp_path ${work}/tmp;\n  server {\n    listen 127.0.0.1:${port};\n    include ${work}/${snippetName};\n  }\n}\n`,
    );
    nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(base + '/').then(() => true, () => false)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`nginx did not start: ${readFileSync(join(work, 'error.log'), 'utf8')}`);
  });

  afterAll(() => {
    nginx?.kill();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(base + path, { redirect: 'manual' });

  it('answers every spec row and a sample of the expanded rows with one direct 301 to the target', async () => {
    for (const { from, to } of sampleRedirects) {
      const response = await get(from);
      expect([response.status, response.headers.get('location')], from).toEqual([301, to]);
    }
  });

  it('serves every page kind with 200 at its address, no redirect, with the CSP', async () => {
    for (const { path } of samplePages) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(readEmbeddedPageData(await response.text())?.record.route.path, path).toBe(path);
    }
  });

  it('answers an unknown address with the 404 page and status, headers included', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(readEmbeddedPageData(await response.text())?.record.route.kind).toBe('not-found');
  });

  it('keeps one address per page, with relative redirects', async () => {
    for (const [from, to] of [['/about/', '/about'], ['/about.html', '/about'], ['/index.html', '/'], ['/services/', '/services']]) {
      const response = await get(from!);
      expect([response.status, response.headers.get('location')], from).toEqual([301, to]);
    }
  });

  it('serves hashed assets for a year and nothing internal', async () => {
    const asset = readEmbeddedPageData(builtHtml('/'))!.layout;
    const cached = await get(asset);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('cache-control')).toMatch(/immutable/);
    expect(cached.headers.get('content-security-policy')).toBeTruthy();
    for (const path of ['/.env', '/.git/config', '/_redirects', '/_headers', '/.tradesite-build', '/_data/index.json']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
