import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../generator/edge/edge-responses.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { RecordShard } from '../../generator/edge/record-shard.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import { FakeEdgeCache, FakePagesAssets } from '../helpers/fake-pages.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCliAsync } from '../helpers/run-cli.ts';
import { startPagesDev } from '../../generator/serve/pages-dev.ts';
import { TEST_FORM_TIMEOUT_MS } from '../helpers/site-setup.ts';
import { builtHtml, builtManifest } from '../helpers/site.ts';

/**
 * The Cloudflare hybrid output (issue 44): the sample built with `--host cloudflare --prerender
 * indexable`, its `_worker.js` imported in Node with Pages' static assets and the edge cache faked
 * (helpers/fake-pages.ts), and its answers held against the full prerender the site tests share
 * (a Netlify build: its pages are the same bytes as Cloudflare's, both send the CSP as a header).
 */
const HYBRID = join(ROOT, '.cache', 'test-site-hybrid');
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);

/** Of each long-tail kind: the first, the middle and the last page, and every 40th. */
const sample: RouteEntry[] = [];
for (const kind of new Set(longTail.map((r) => r.kind))) {
  const ofKind = longTail.filter((r) => r.kind === kind);
  sample.push(...new Set([ofKind[0]!, ofKind[Math.floor(ofKind.length / 2)]!, ofKind.at(-1)!, ...ofKind.filter((_, i) => i % 40 === 0)]));
}

interface Worker {
  fetch(request: Request, env: { ASSETS: FakePagesAssets }): Promise<Response>;
}

let worker: Worker;
let assets: FakePagesAssets;
const cache = new FakeEdgeCache();
let buildOutput = '';

beforeAll(async () => {
  const build = await runCliAsync(['build', '--out', HYBRID, '--host', 'cloudflare', '--prerender', 'indexable'], {
    env: { FORM_ENDPOINT: inject('formServiceUrl'), FORM_TIMEOUT_MS: String(TEST_FORM_TIMEOUT_MS) },
  });
  if (build.code !== 0) throw new Error(`the hybrid build failed:\n${build.stdout}\n${build.stderr}`);
  buildOutput = build.stdout;
  (globalThis as { caches?: unknown }).caches = { default: cache };
  assets = new FakePagesAssets(HYBRID);
  worker = ((await import(pathToFileURL(join(HYBRID, '_worker.js')).href)) as { default: Worker }).default;
}, 180_000);

afterAll(() => {
  delete (globalThis as { caches?: unknown }).caches;
  rmSync(HYBRID, { recursive: true, force: true });
  rmSync(join(ROOT, '.cache', '.test-site-hybrid.tradesite'), { recursive: true, force: true });
});

const get = (path: string, method = 'GET') => worker.fetch(new Request(`https://www.northwire.example${path}`, { method }), { ASSETS: assets });

describe('the hybrid build writes only the pages that earn a file', () => {
  it('says what it left to the function, and stays far within the free plan', () => {
    expect(buildOutput).toMatch(new RegExp(`Rendered on request by the host's function: ${longTail.length.toLocaleString('en-AU')} long-tail pages`));
    const files = Number(/For Cloudflare Pages: ([\d,]+) files/.exec(buildOutput)![1]!.replaceAll(',', ''));
    expect(files).toBeLessThan(1000);
  });

  it('every other page is a file, the same bytes as the full prerender; no long-tail page is', () => {
    for (const route of manifest.routes) {
      const file = join(HYBRID, htmlFileFor(route.path));
      if (servedOnRequest(route)) expect(() => readFileSync(file), route.path).toThrow();
      else expect(readFileSync(file, 'utf8') === builtHtml(route.path), route.path).toBe(true);
    }
  });

  it('lets Pages serve the files that are not pages without the worker (_routes.json, within its limits); pages and shards go through it', () => {
    const routes = JSON.parse(readFileSync(join(HYBRID, '_routes.json'), 'utf8')) as { version: number; include: string[]; exclude: string[] };
    expect(routes.version).toBe(1);
    expect(routes.include).toEqual(['/*']);
    expect(routes.exclude).toContain('/assets/*');
    expect(routes.exclude).toContain('/robots.txt');
    expect(routes.include.length + routes.exclude.length).toBeLessThanOrEqual(100);
    for (const rule of [...routes.include, ...routes.exclude]) expect(rule.length).toBeLessThanOrEqual(100);
    const excluded = (path: string) => routes.exclude.some((rule) => (rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : path === rule));
    for (const route of manifest.routes) expect(excluded(route.path), route.path).toBe(false);
    expect(excluded(paths.edgeRecords(0))).toBe(false);
    for (const { from } of manifest.redirects) expect(excluded(from), from).toBe(false);
  });

  it('the record shards hold exactly the long tail: never an indexable page', () => {
    const dir = join(HYBRID, paths.edgeRecords(0).split('/')[1]!);
    const held = readdirSync(dir).flatMap((file) => [...new RecordShard(gunzipSync(readFileSync(join(dir, file)))).paths()]);
    expect(held.length).toBe(longTail.length);
    expect(new Set(held)).toEqual(new Set(longTail.map((r) => r.path)));
    const indexable = new Set(manifest.routes.filter((r) => r.indexable).map((r) => r.path));
    expect(held.filter((path) => indexable.has(path))).toEqual([]);
  });
});

describe('_worker.js answers as the files would have (fake Pages assets and edge cache)', () => {
  it(`renders long-tail pages of every kind byte for byte as the full prerender wrote them (${sample.length} pages)`, async () => {
    const siteHeaders = assets.headersFor('/');
    expect(siteHeaders.get('Content-Security-Policy')).toMatch(/^default-src 'self'/);
    for (const route of sample) {
      const response = await get(route.path);
      expect(response.status, route.path).toBe(200);
      expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
      expect(response.headers.get('X-Robots-Tag'), route.path).toBe('noindex');
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
      for (const [name, value] of siteHeaders) expect(response.headers.get(name), `${route.path} ${name}`).toBe(value);
    }
  });

  it("answers a second request from the edge cache without rendering, and never with a previous build's page", async () => {
    const path = sample[1]!.path;
    await get(path);
    const key = [...cache.stored.keys()].find((k) => new URL(k).pathname === path)!;
    expect(key).toMatch(/\?tradesite-build=[0-9a-f]{20}$/);
    // What the cache holds is served as it is: a render would give the page, not this.
    const stored = cache.stored.get(key)!;
    cache.stored.set(key, { ...stored, body: new TextEncoder().encode('from the cache').buffer });
    const hits = cache.hits;
    const again = await get(path);
    expect(await again.text()).toBe('from the cache');
    expect(cache.hits).toBe(hits + 1);
    expect(again.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
    expect(again.headers.get('X-Robots-Tag')).toBe('noindex');
    // The same page cached by another deploy (another build id) is not this build's.
    const other = sample[2]!.path;
    cache.stored.set(`https://www.northwire.example${other}?tradesite-build=00000000000000000000`, { ...stored, body: new TextEncoder().encode('old deploy').buffer });
    expect((await (await get(other)).text()) === builtHtml(other)).toBe(true);
  });

  it('answers a path outside the manifest, and the records themselves, with the 404 page and status 404', async () => {
    const local = longTail.find((r) => r.kind === 'service-in-suburb')!.path;
    for (const path of ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, paths.edgeRecords(0), '/services/x/in/y/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect((await response.text()) === builtHtml(paths.notFound()), path).toBe(true);
    }
  });

  it('answers an old address with its 301, before any file or page', async () => {
    const sampled = manifest.redirects.filter((_, i) => i % 400 === 0);
    expect(sampled.length).toBeGreaterThan(10);
    for (const { from, to } of sampled) {
      for (const path of [from, `${from}/`]) {
        const response = await get(path);
        expect([response.status, response.headers.get('Location')], path).toEqual([301, to]);
      }
    }
  });

  it('sends a long-tail address written with a trailing slash to the page, as Pages does for a file', async () => {
    const { path } = sample[0]!;
    const response = await get(`${path}/`);
    expect([response.status, response.headers.get('Location')]).toEqual([308, path]);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(sample.at(-1)!.path, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await response.text()).toBe('');
  });

  it('leaves every page that earns a file to the files: an indexable local page never reaches a shard', async () => {
    const indexableLocal = manifest.routes.filter((r) => r.indexable && ['service-in-suburb', 'emergency-suburb', 'suburb-hub'].includes(r.kind));
    expect(indexableLocal.length).toBeGreaterThan(0);
    for (const route of [...indexableLocal, manifest.routes.find((r) => r.kind === 'home')!]) {
      const before = assets.requested.length;
      const response = await get(route.path);
      expect(response.status, route.path).toBe(200);
      expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
      expect(response.headers.get('X-Robots-Tag'), route.path).toBeNull();
      expect(assets.requested.slice(before), route.path).toEqual([route.path]);
    }
  });
});

describe('in workerd: `wrangler pages dev` serving the hybrid output, offline', () => {
  let pages: Awaited<ReturnType<typeof startPagesDev>>;
  beforeAll(async () => {
    pages = await startPagesDev(HYBRID);
  }, 120_000);
  afterAll(async () => {
    await pages?.stop();
  });

  it("renders long-tail pages of every kind to the full prerender's bytes, with noindex and the CSP as headers", async () => {
    const csp = assets.headersFor('/').get('Content-Security-Policy');
    for (const route of sample.filter((_, i) => i % 8 === 0)) {
      const response = await fetch(pages.url + route.path);
      expect(response.status, route.path).toBe(200);
      expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
      expect(response.headers.get('X-Robots-Tag'), route.path).toBe('noindex');
      expect(response.headers.get('Content-Security-Policy'), route.path).toBe(csp);
    }
  });

  it('answers the same page again (from the edge cache) with the same bytes', async () => {
    const { path } = sample[3]!;
    const first = await (await fetch(pages.url + path)).text();
    const second = await fetch(pages.url + path);
    expect([second.status, (await second.text()) === first, first === builtHtml(path)]).toEqual([200, true, true]);
  });

  it('answers 404s with the 404 page, old addresses with their 301, and files as files', async () => {
    for (const path of ['/no-such-page', paths.edgeRecords(0)]) {
      const response = await fetch(pages.url + path);
      expect(response.status, path).toBe(404);
      expect((await response.text()) === builtHtml(paths.notFound()), path).toBe(true);
    }
    const { from, to } = manifest.redirects[0]!;
    const moved = await fetch(pages.url + from, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('Location')]).toEqual([301, to]);
    const home = await fetch(pages.url + '/');
    expect([home.status, (await home.text()) === builtHtml('/'), home.headers.get('X-Robots-Tag')]).toEqual([200, true, null]);
  });
});
