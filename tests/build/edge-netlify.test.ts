import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../generator/edge/edge-responses.ts';
import { NETLIFY_FUNCTION_FILE } from '../../generator/edge/netlify/bundle-function.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { paths } from '../../src/routing/paths.ts';
import { FakePagesAssets } from '../helpers/fake-pages.ts';
import { HYBRID_ROOT, hybridBuild } from '../helpers/hybrid-build.ts';
import { expectLongTailReported, itWritesOnlyFilePages, longTailChecks, longTailSample } from '../helpers/long-tail-checks.ts';
import { builtManifest } from '../helpers/site.ts';

/**
 * The Netlify hybrid output (issue 44): the sample built with `--host netlify --prerender
 * indexable` (helpers/hybrid-build.ts), its function imported in Node and called as Netlify calls
 * a Functions v2 handler (a Web Request and a context object). The deploy's files are what
 * Netlify's CDN would serve: the function reads its record shards and the 404 page from the site's
 * own origin, so `fetch` is answered from the output folder (helpers/fake-pages.ts serves a/b.html
 * at /a/b and applies `_headers`, which Netlify reads in the same format). Its answers are held
 * against the full prerender the site tests share (a Netlify build); the checks every host passes
 * are in helpers/long-tail-checks.ts.
 */
const HYBRID = join(HYBRID_ROOT, 'netlify');
const ORIGIN = 'https://www.northwire.example';
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);
const sample = longTailSample(longTail, 60);

type Handler = (request: Request, context: { deploy: { id: string } }) => Promise<Response>;

let handler: Handler;
let config: { path: string; preferStatic: boolean };
let files: FakePagesAssets;
const realFetch = globalThis.fetch;
let buildOutput = '';

beforeAll(async () => {
  buildOutput = (await hybridBuild('netlify')).stdout;
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
});

const call = (path: string, method = 'GET') => handler(new Request(`${ORIGIN}${path}`, { method }), { deploy: { id: 'deploy-1' } });

describe('the Netlify hybrid build', () => {
  it('says what it left to the function, which is a routed Functions v2 module that lets files win', () => {
    expectLongTailReported(buildOutput, longTail);
    expect(buildOutput).toMatch(/the function is [\d,]+ KB gzipped\./);
    const source = readFileSync(join(HYBRID, NETLIFY_FUNCTION_FILE), 'utf8');
    // Netlify reads the routing from the source: it must be a literal export.
    expect(source).toContain('export const config = { path: "/*", preferStatic: true };');
    expect(config).toEqual({ path: '/*', preferStatic: true });
    expect(typeof handler).toBe('function');
  });

  itWritesOnlyFilePages({ manifest, out: HYBRID });
});

describe('the function answers as the files would have (called as Netlify calls it), and preview serves it so: files first, then the function', () => {
  longTailChecks({
    manifest,
    out: HYBRID,
    sample,
    call,
    siteHeaders: () => files.headersFor('/'),
    notFound: {
      // An indexable page is a file, never the function's.
      paths: () => {
        const local = longTail.find((r) => r.kind === 'service-in-suburb')!.path;
        const indexable = manifest.routes.find((r) => r.indexable && r.kind === 'service-in-suburb')!.path;
        return ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, '/services/x/in/y/', indexable, paths.edgeRecords(0)];
      },
    },
    redirects: { every: 600, atLeast: 5, slashed: true },
    slashStatus: 308,
    preview: {
      functionFile: NETLIFY_FUNCTION_FILE,
      // The function's own requests go to the preview server, as on Netlify to the deploy's origin.
      during: () => {
        const stub = globalThis.fetch;
        globalThis.fetch = realFetch;
        return () => (globalThis.fetch = stub);
      },
    },
  });

  it("tells Netlify's CDN to keep the page until the next deploy (durable), and browsers to revalidate as for a file", async () => {
    const response = await call(sample[0]!.path);
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toMatch(/^public, durable, max-age=\d+$/);
    expect(response.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers.get('Netlify-Cache-Tag')).toMatch(/^tradesite-build-[0-9a-f]{20},deploy-deploy-1$/);
  });
});
