import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../generator/edge/edge-responses.ts';
import { NETLIFY_FUNCTION_FILE } from '../../generator/edge/netlify/bundle-function.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import { FakePagesAssets } from '../helpers/fake-pages.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCliAsync } from '../helpers/run-cli.ts';
import { TEST_FORM_TIMEOUT_MS } from '../helpers/site-setup.ts';
import { builtHtml, builtManifest } from '../helpers/site.ts';
import { functionFallback } from '../../generator/serve/function-preview.ts';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import type { AddressInfo } from 'node:net';

/**
 * The Netlify hybrid output (issue 44): the sample built with `--host netlify --prerender
 * indexable`, its function imported in Node and called as Netlify calls a Functions v2 handler (a
 * Web Request and a context object). The deploy's files are what Netlify's CDN would serve: the
 * function reads its record shards and the 404 page from the site's own origin, so `fetch` is
 * answered from the output folder (helpers/fake-pages.ts serves a/b.html at /a/b and applies
 * `_headers`, which Netlify reads in the same format). Its answers are held against the full
 * prerender the site tests share (a Netlify build).
 */
const HYBRID = join(ROOT, '.cache', 'test-site-hybrid-netlify');
const ORIGIN = 'https://www.northwire.example';
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);

/** Of each long-tail kind: the first, the middle and the last page, and every 60th. */
const sample: RouteEntry[] = [];
for (const kind of new Set(longTail.map((r) => r.kind))) {
  const ofKind = longTail.filter((r) => r.kind === kind);
  sample.push(...new Set([ofKind[0]!, ofKind[Math.floor(ofKind.length / 2)]!, ofKind.at(-1)!, ...ofKind.filter((_, i) => i % 60 === 0)]));
}

type Handler = (request: Request, context: { deploy: { id: string } }) => Promise<Response>;

let handler: Handler;
let config: { path: string; preferStatic: boolean };
let files: FakePagesAssets;
const realFetch = globalThis.fetch;
let buildOutput = '';

beforeAll(async () => {
  const build = await runCliAsync(['build', '--out', HYBRID, '--host', 'netlify', '--prerender', 'indexable'], {
    env: { FORM_ENDPOINT: inject('formServiceUrl'), FORM_TIMEOUT_MS: String(TEST_FORM_TIMEOUT_MS) },
  });
  if (build.code !== 0) throw new Error(`the hybrid build failed:\n${build.stdout}\n${build.stderr}`);
  buildOutput = build.stdout;
  files = new FakePagesAssets(HYBRID);
  // The function's own requests (shards, the 404 page) go to the deploy's files on its origin.
  globalThis.fetch = (async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== ORIGIN) throw new Error(`the function fetched another origin: ${url.href}`);
    return files.fetch(url);
  }) as typeof fetch;
  const module = (await import(pathToFileURL(join(HYBRID, NETLIFY_FUNCTION_FILE)).href)) as { default: Handler; config: typeof config };
  handler = module.default;
  config = module.config;
}, 180_000);

afterAll(() => {
  globalThis.fetch = realFetch;
  rmSync(HYBRID, { recursive: true, force: true });
  rmSync(join(ROOT, '.cache', '.test-site-hybrid-netlify.tradesite'), { recursive: true, force: true });
});

const call = (path: string, method = 'GET') => handler(new Request(`${ORIGIN}${path}`, { method }), { deploy: { id: 'deploy-1' } });

describe('the Netlify hybrid build', () => {
  it('says what it left to the function, which is a routed Functions v2 module that lets files win', () => {
    expect(buildOutput).toMatch(new RegExp(`Rendered on request by the host's function: ${longTail.length.toLocaleString('en-AU')} long-tail pages`));
    expect(buildOutput).toMatch(/the function is [\d,]+ KB gzipped\./);
    const source = readFileSync(join(HYBRID, NETLIFY_FUNCTION_FILE), 'utf8');
    // Netlify reads the routing from the source: it must be a literal export.
    expect(source).toContain('export const config = { path: "/*", preferStatic: true };');
    expect(config).toEqual({ path: '/*', preferStatic: true });
    expect(typeof handler).toBe('function');
  });

  it('writes every page that earns a file, the same bytes as the full prerender, and no long-tail page', () => {
    for (const route of manifest.routes) {
      const file = join(HYBRID, htmlFileFor(route.path));
      if (servedOnRequest(route)) expect(existsSync(file), route.path).toBe(false);
      else expect(readFileSync(file, 'utf8') === builtHtml(route.path), route.path).toBe(true);
    }
  });
});

describe('the function answers as the files would have (called as Netlify calls it)', () => {
  it(`renders long-tail pages of every kind byte for byte as the full prerender wrote them (${sample.length} pages)`, async () => {
    const siteHeaders = files.headersFor('/');
    expect(siteHeaders.get('Content-Security-Policy')).toMatch(/^default-src 'self'/);
    for (const route of sample) {
      const response = await call(route.path);
      expect(response.status, route.path).toBe(200);
      expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
      expect(response.headers.get('X-Robots-Tag'), route.path).toBe('noindex');
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      for (const [name, value] of siteHeaders) expect(response.headers.get(name), `${route.path} ${name}`).toBe(value);
    }
  });

  it("tells Netlify's CDN to keep the page until the next deploy (durable), and browsers to revalidate as for a file", async () => {
    const response = await call(sample[0]!.path);
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toMatch(/^public, durable, max-age=\d+$/);
    expect(response.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers.get('Netlify-Cache-Tag')).toMatch(/^tradesite-build-[0-9a-f]{20},deploy-deploy-1$/);
  });

  it('answers a path outside the manifest, and an indexable page (a file, never the function), with the 404 page and status 404', async () => {
    const local = longTail.find((r) => r.kind === 'service-in-suburb')!.path;
    const indexable = manifest.routes.find((r) => r.indexable && r.kind === 'service-in-suburb')!.path;
    for (const path of ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, '/services/x/in/y/', indexable, paths.edgeRecords(0)]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect((await response.text()) === builtHtml(paths.notFound()), path).toBe(true);
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
    expect([slashed.status, slashed.headers.get('Location')]).toEqual([308, path]);
    const head = await call(sample.at(-1)!.path, 'HEAD');
    expect([head.status, head.headers.get('X-Robots-Tag'), await head.text()]).toEqual([200, 'noindex', '']);
  });
});

describe('preview serves the hybrid build as Netlify would: files first, then the function', () => {
  it('answers a long-tail page, a file and a 404 over HTTP, the function reading its shards from the same server', async () => {
    const fn = await functionFallback(HYBRID);
    expect(fn?.file).toBe(NETLIFY_FUNCTION_FILE);
    const server = createStaticServer(HYBRID, fn!.fallback);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The function's own requests go to this server, as on Netlify to the deploy's origin.
    const stub = globalThis.fetch;
    globalThis.fetch = realFetch;
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { path } = sample[1]!;
      const page = await fetch(url + path);
      expect([page.status, page.headers.get('X-Robots-Tag'), (await page.text()) === builtHtml(path)]).toEqual([200, 'noindex', true]);
      const home = await fetch(url + '/');
      expect([home.status, (await home.text()) === builtHtml('/')]).toEqual([200, true]);
      const missing = await fetch(url + '/no-such-page');
      expect([missing.status, (await missing.text()) === builtHtml(paths.notFound())]).toEqual([404, true]);
    } finally {
      globalThis.fetch = stub;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
