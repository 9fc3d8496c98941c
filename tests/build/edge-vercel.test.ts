import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../generator/edge/edge-responses.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { VERCEL_FUNCTION_FILE } from '../../generator/edge/vercel/bundle-function.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCliAsync } from '../helpers/run-cli.ts';
import { TEST_FORM_TIMEOUT_MS } from '../helpers/site-setup.ts';
import { builtHtml, builtManifest } from '../helpers/site.ts';
import { functionFallback } from '../../generator/serve/function-preview.ts';
import { createStaticServer } from '../../generator/serve/static-server.ts';

/**
 * The Vercel hybrid output (issue 44): the sample built with `--host vercel --prerender
 * indexable`, its function imported in Node and run as Vercel's Node.js runtime runs a default
 * export, behind a node:http server (an IncomingMessage and a ServerResponse), with the project's
 * root the output folder (TRADESITE_FUNCTION_ROOT stands for the working directory Vercel gives
 * it). vercel.json is compiled by Vercel's own route compiler to check that files come first.
 * Answers are held against the full prerender the site tests share (its pages are the same
 * bytes on every host that sends the CSP as a header).
 */
const HYBRID = join(ROOT, '.cache', 'test-site-hybrid-vercel');
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);

/** Of each long-tail kind: the first, the middle and the last page, and every 60th. */
const sample: RouteEntry[] = [];
for (const kind of new Set(longTail.map((r) => r.kind))) {
  const ofKind = longTail.filter((r) => r.kind === kind);
  sample.push(...new Set([ofKind[0]!, ofKind[Math.floor(ofKind.length / 2)]!, ofKind.at(-1)!, ...ofKind.filter((_, i) => i % 60 === 0)]));
}

interface VercelJson {
  rewrites: { source: string; destination: string }[];
  functions: Record<string, { includeFiles: string }>;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

let server: Server;
let origin = '';
let config: VercelJson;
let buildOutput = '';
const previousRoot = process.env.TRADESITE_FUNCTION_ROOT;

beforeAll(async () => {
  const build = await runCliAsync(['build', '--out', HYBRID, '--host', 'vercel', '--prerender', 'indexable'], {
    env: { FORM_ENDPOINT: inject('formServiceUrl'), FORM_TIMEOUT_MS: String(TEST_FORM_TIMEOUT_MS) },
  });
  if (build.code !== 0) throw new Error(`the hybrid build failed:\n${build.stdout}\n${build.stderr}`);
  buildOutput = build.stdout;
  config = JSON.parse(readFileSync(join(HYBRID, 'vercel.json'), 'utf8')) as VercelJson;
  process.env.TRADESITE_FUNCTION_ROOT = HYBRID;
  const handler = ((await import(pathToFileURL(join(HYBRID, VERCEL_FUNCTION_FILE)).href)) as { default: (req: IncomingMessage, res: ServerResponse) => Promise<void> }).default;
  server = createServer((req, res) => void handler(req, res).catch((error: Error) => res.writeHead(500).end(error.stack)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  if (previousRoot === undefined) delete process.env.TRADESITE_FUNCTION_ROOT;
  else process.env.TRADESITE_FUNCTION_ROOT = previousRoot;
  await new Promise((resolve) => server?.close(resolve));
  rmSync(HYBRID, { recursive: true, force: true });
  rmSync(join(ROOT, '.cache', '.test-site-hybrid-vercel.tradesite'), { recursive: true, force: true });
});

const call = (path: string, method = 'GET') => fetch(origin + path, { method, redirect: 'manual' });

describe('the Vercel hybrid build', () => {
  it('says what it left to the function, and routes what no file answers to it, files first', () => {
    expect(buildOutput).toMatch(new RegExp(`Rendered on request by the host's function: ${longTail.length.toLocaleString('en-AU')} long-tail pages`));
    expect(buildOutput).toMatch(/the function is [\d,]+ KB uncompressed with the record shards it carries\./);
    expect(config.rewrites).toEqual([{ source: '/(.*)', destination: '/api/tradesite-render' }]);
    expect(config.functions).toEqual({ [VERCEL_FUNCTION_FILE]: { includeFiles: '{edge-records/**,404.html}' } });
    const { routes, error } = getTransformedRoutes(config as never);
    expect(error).toBeNull();
    const filesystem = routes!.findIndex((r) => 'handle' in r && r.handle === 'filesystem');
    const rewrite = routes!.findIndex((r) => 'dest' in r && r.dest === '/api/tradesite-render');
    expect(filesystem).toBeGreaterThanOrEqual(0);
    expect(rewrite).toBeGreaterThan(filesystem);
  });

  it('writes every page that earns a file, the same bytes as the full prerender, and no long-tail page', () => {
    for (const route of manifest.routes) {
      const file = join(HYBRID, htmlFileFor(route.path));
      if (servedOnRequest(route)) expect(existsSync(file), route.path).toBe(false);
      else expect(readFileSync(file, 'utf8') === builtHtml(route.path), route.path).toBe(true);
    }
  });
});

describe("the function answers as the files would have (Vercel's Node.js signature)", () => {
  const siteHeaders = () => Object.fromEntries(config.headers[0]!.headers.map(({ key, value }) => [key, value]));

  it(`renders long-tail pages of every kind byte for byte as the full prerender wrote them (${sample.length} pages)`, async () => {
    expect(siteHeaders()['Content-Security-Policy']).toMatch(/^default-src 'self'/);
    for (const route of sample) {
      const response = await call(route.path);
      expect(response.status, route.path).toBe(200);
      expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
      expect(response.headers.get('X-Robots-Tag'), route.path).toBe('noindex');
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      for (const [name, value] of Object.entries(siteHeaders())) expect(response.headers.get(name), `${route.path} ${name}`).toBe(value);
    }
  });

  it("tells Vercel's CDN to keep the page (s-maxage, which Vercel strips), browsers to revalidate as for a file", async () => {
    const response = await call(sample[0]!.path);
    expect(response.headers.get('Cache-Control')).toBe(`${PAGE_CACHE_CONTROL}, s-maxage=31536000`);
  });

  it('answers a path outside the manifest, and an indexable page (a file, never the function), with the 404 page and status 404', async () => {
    const local = longTail.find((r) => r.kind === 'service-in-suburb')!.path;
    const indexable = manifest.routes.find((r) => r.indexable && r.kind === 'service-in-suburb')!.path;
    for (const path of ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, '/services/x/in/y/', indexable, paths.edgeRecords(0)]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect((await response.text()) === builtHtml(paths.notFound()), path).toBe(true);
      expect(response.headers.get('Content-Security-Policy'), path).toBe(siteHeaders()['Content-Security-Policy']);
    }
  });

  it('answers an old address with its 301', async () => {
    const sampled = manifest.redirects.filter((_, i) => i % 600 === 0);
    expect(sampled.length).toBeGreaterThan(5);
    for (const { from, to } of sampled) {
      for (const path of [from, `${from}/`]) {
        const response = await call(path);
        expect([response.status, response.headers.get('Location')], path).toEqual([301, to]);
      }
    }
  });

  it('sends a long-tail address written with a trailing slash to the page, and answers HEAD without a body', async () => {
    const { path } = sample[0]!;
    const slashed = await call(`${path}/`);
    expect([slashed.status, slashed.headers.get('Location')]).toEqual([301, path]);
    const head = await call(sample.at(-1)!.path, 'HEAD');
    expect([head.status, head.headers.get('X-Robots-Tag'), await head.text()]).toEqual([200, 'noindex', '']);
  });
});

describe('preview serves the hybrid build as Vercel would: files first, then the function', () => {
  it('answers a long-tail page, a file and a 404 over HTTP', async () => {
    const fn = await functionFallback(HYBRID);
    expect(fn?.file).toBe(VERCEL_FUNCTION_FILE);
    const preview = createStaticServer(HYBRID, fn!.fallback);
    await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
      const { path } = sample[1]!;
      const page = await fetch(url + path);
      expect([page.status, page.headers.get('X-Robots-Tag'), (await page.text()) === builtHtml(path)]).toEqual([200, 'noindex', true]);
      const home = await fetch(url + '/');
      expect([home.status, (await home.text()) === builtHtml('/')]).toEqual([200, true]);
      const missing = await fetch(url + '/no-such-page');
      expect([missing.status, (await missing.text()) === builtHtml(paths.notFound())]).toEqual([404, true]);
    } finally {
      await new Promise((resolve) => preview.close(resolve));
    }
  });
});
