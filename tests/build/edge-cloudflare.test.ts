import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../generator/edge/edge-responses.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { RecordShard } from '../../generator/edge/record-shard.ts';
import { paths } from '../../src/routing/paths.ts';
import { FakeEdgeCache, FakePagesAssets } from '../helpers/fake-pages.ts';
import { HYBRID_ROOT, hybridBuild } from '../helpers/hybrid-build.ts';
import { expectLongTailReported, itWritesOnlyFilePages, longTailChecks, longTailSample } from '../helpers/long-tail-checks.ts';
import { startPagesDev } from '../../generator/serve/pages-dev.ts';
import { builtHtml, builtManifest } from '../helpers/site.ts';

/**
 * The Cloudflare hybrid output (issue 44): the sample built with `--host cloudflare --prerender
 * indexable` (helpers/hybrid-build.ts), its `_worker.js` imported in Node with Pages' static assets
 * and the edge cache faked (helpers/fake-pages.ts), and its answers held against the full
 * prerender the site tests share (a Netlify build: its pages are the same bytes as Cloudflare's,
 * both send the CSP as a header); the checks every host passes are in helpers/long-tail-checks.ts.
 */
const HYBRID = join(HYBRID_ROOT, 'cloudflare');
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);
/** Every 40th page of each kind besides the first, middle and last: the worker is the host most tested here. */
const sample = longTailSample(longTail, 40);

interface Worker {
  fetch(request: Request, env: { ASSETS: FakePagesAssets }): Promise<Response>;
}

let worker: Worker;
let assets: FakePagesAssets;
const cache = new FakeEdgeCache();
let buildOutput = '';

beforeAll(async () => {
  buildOutput = (await hybridBuild('cloudflare')).stdout;
  (globalThis as { caches?: unknown }).caches = { default: cache };
  assets = new FakePagesAssets(HYBRID);
  worker = ((await import(pathToFileURL(join(HYBRID, '_worker.js')).href)) as { default: Worker }).default;
}, 180_000);

afterAll(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

const get = (path: string, method = 'GET') => worker.fetch(new Request(`https://www.northwire.example${path}`, { method }), { ASSETS: assets });

describe('the hybrid build writes only the pages that earn a file', () => {
  it('says what it left to the function, and stays far within the free plan', () => {
    expectLongTailReported(buildOutput, longTail);
    const files = Number(/For Cloudflare Pages: ([\d,]+) files/.exec(buildOutput)![1]!.replaceAll(',', ''));
    expect(files).toBeLessThan(1000);
  });

  itWritesOnlyFilePages({ manifest, out: HYBRID });

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
  longTailChecks({
    manifest,
    out: HYBRID,
    sample,
    call: get,
    siteHeaders: () => assets.headersFor('/'),
    pageHeaders: { 'Cache-Control': PAGE_CACHE_CONTROL },
    // The records themselves are no page.
    notFound: {
      paths: () => {
        const local = longTail.find((r) => r.kind === 'service-in-suburb')!.path;
        return ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, paths.edgeRecords(0), '/services/x/in/y/'];
      },
    },
    // Before any file or page.
    redirects: { every: 400, atLeast: 10, slashed: true },
    // As Pages does for a file.
    slashStatus: 308,
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
