import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../generator/edge/edge-responses.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { VERCEL_FUNCTION_FILE } from '../../generator/edge/vercel/bundle-function.ts';
import { paths } from '../../src/routing/paths.ts';
import { HYBRID_ROOT, hybridBuild } from '../helpers/hybrid-build.ts';
import { expectLongTailReported, itWritesOnlyFilePages, longTailChecks, longTailSample } from '../helpers/long-tail-checks.ts';
import { builtManifest } from '../helpers/site.ts';

/**
 * The Vercel hybrid output (issue 44): the sample built with `--host vercel --prerender
 * indexable` (helpers/hybrid-build.ts), its function imported in Node and run as Vercel's Node.js
 * runtime runs a default export, behind a node:http server (an IncomingMessage and a
 * ServerResponse), with the project's root the output folder (TRADESITE_FUNCTION_ROOT stands for
 * the working directory Vercel gives it). vercel.json is compiled by Vercel's own route compiler to
 * check that files come first. Answers are held against the full prerender the site tests share
 * (its pages are the same bytes on every host that sends the CSP as a header); the checks every
 * host passes are in helpers/long-tail-checks.ts.
 */
const HYBRID = join(HYBRID_ROOT, 'vercel');
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);
const sample = longTailSample(longTail, 60);

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
  buildOutput = (await hybridBuild('vercel')).stdout;
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
});

const call = (path: string, method = 'GET') => fetch(origin + path, { method, redirect: 'manual' });
const siteHeaders = () => Object.fromEntries(config.headers[0]!.headers.map(({ key, value }) => [key, value]));

describe('the Vercel hybrid build', () => {
  it('says what it left to the function, and routes what no file answers to it, files first', () => {
    expectLongTailReported(buildOutput, longTail);
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

  itWritesOnlyFilePages({ manifest, out: HYBRID });
});

describe("the function answers as the files would have (Vercel's Node.js signature), and preview serves it so: files first, then the function", () => {
  longTailChecks({
    manifest,
    out: HYBRID,
    sample,
    call,
    siteHeaders: () => Object.entries(siteHeaders()),
    notFound: {
      // An indexable page is a file, never the function's.
      paths: () => {
        const local = longTail.find((r) => r.kind === 'service-in-suburb')!.path;
        const indexable = manifest.routes.find((r) => r.indexable && r.kind === 'service-in-suburb')!.path;
        return ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, '/services/x/in/y/', indexable, paths.edgeRecords(0)];
      },
      check: (response, path) => expect(response.headers.get('Content-Security-Policy'), path).toBe(siteHeaders()['Content-Security-Policy']),
    },
    redirects: { every: 600, atLeast: 5, slashed: true },
    slashStatus: 301,
    preview: { functionFile: VERCEL_FUNCTION_FILE },
  });

  it("tells Vercel's CDN to keep the page (s-maxage, which Vercel strips), browsers to revalidate as for a file", async () => {
    const response = await call(sample[0]!.path);
    expect(response.headers.get('Cache-Control')).toBe(`${PAGE_CACHE_CONTROL}, s-maxage=31536000`);
  });
});
