import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LONG_TAIL_PORT, LONG_TAIL_FILE } from '../../generator/edge/node/bundle-long-tail.ts';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { debianLayout, freePort, hasDebianNginx, nginxTest, startNginx } from '../helpers/debian-nginx.ts';
import { HOSTILE_PATHS, leavesSite, rawGet } from '../helpers/hostile-paths.ts';
import { HYBRID_ROOT, hybridBuild } from '../helpers/hybrid-build.ts';
import { expectLongTailReported, longTailChecks, longTailSample } from '../helpers/long-tail-checks.ts';
import { runCli, startCli, type RunningCli } from '../helpers/run-cli.ts';
import { builtHtml, builtManifest, siteDir } from '../helpers/site.ts';

/**
 * The nginx hybrid output (issue 44): the sample built with `--host nginx --prerender indexable`
 * (helpers/hybrid-build.ts, in a temporary folder nginx's workers can read), served by Debian's nginx with the server block the build wrote (in
 * Debian's layout, tests/helpers/debian-nginx.ts, as tests/build/hosts.test.ts runs it) and by
 * `tradesite serve` behind its proxy_pass, both on free ports. Every answer is asked of nginx, as
 * a visitor would, and held against the full prerender the site tests share; the checks every
 * host passes are in helpers/long-tail-checks.ts.
 */
const manifest = builtManifest();
const longTail = manifest.routes.filter(servedOnRequest);
/** Of each long-tail kind: the first, the middle and the last page. */
const sample = longTailSample(longTail);
/** Headers of one response rather than of the page: left out when a long-tail page's headers are held against a file's. */
const PER_RESPONSE = new Set(['date', 'content-length', 'last-modified', 'etag', 'accept-ranges', 'transfer-encoding', 'connection', 'keep-alive', 'content-type']);

describe.skipIf(!hasDebianNginx)('the nginx hybrid build: nginx serves the files, `tradesite serve` the long tail behind proxy_pass', () => {
  let work = '';
  const out = join(HYBRID_ROOT, 'nginx');
  let base = '';
  let nginx: ChildProcess | undefined;
  let serve: RunningCli | undefined;
  let buildOutput = '';
  let config = '';

  beforeAll(async () => {
    // nginx's configuration and logs; the site is where hybridBuild keeps it.
    work = mkdtempSync(join(tmpdir(), 'tradesite-nginx-hybrid-'));
    buildOutput = (await hybridBuild('nginx')).stdout;
    config = readFileSync(`${out}.nginx.conf`, 'utf8');
    const [ours, theirs, longTailPort] = [await freePort(), await freePort(), await freePort()];
    const proxy = `proxy_pass http://127.0.0.1:${DEFAULT_LONG_TAIL_PORT};`;
    if (!config.includes(proxy)) throw new Error(`the server block has no "${proxy}"`);
    serve = startCli(['serve', '--out', out, '--port', String(longTailPort)]);
    await serve.waitFor(/Serving the long tail of/);
    const etc = debianLayout(work, config.replace(proxy, `proxy_pass http://127.0.0.1:${longTailPort};`), { ours, theirs });
    base = `http://127.0.0.1:${ours}`;
    nginx = await startNginx(etc, work, base);
  }, 180_000);

  afterAll(() => {
    serve?.child.kill('SIGTERM');
    nginx?.kill();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
  const pageHeaders = (response: Response) => new Map([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));

  it('writes the pages that earn a file, the shards and the long-tail renderer, and a server block that sends what no file answers to it', () => {
    expectLongTailReported(buildOutput, longTail);
    expect(existsSync(join(out, LONG_TAIL_FILE))).toBe(true);
    expect(existsSync(join(out, paths.edgeRecords(0).slice(1)))).toBe(true);
    for (const route of sample) expect(existsSync(join(out, htmlFileFor(route.path))), route.path).toBe(false);
    expect(config).toContain('try_files $uri $uri.html @tradesite;');
    expect(config).toMatch(/location @tradesite \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:\d+;/);
  });

  it("passes `nginx -t` in its include form too, inside a server block of the user's own", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-nginx-hybrid-i-'));
    try {
      const conf = debianLayout(dir, `server {\n    listen 80;\n    server_name example.com.au;\n    root "${out}";\n    include ${out}.nginx-include.conf;\n}\n`);
      const result = nginxTest(conf, dir);
      expect(result.status, result.stderr).toBe(0);
      expect(readFileSync(`${out}.nginx-include.conf`, 'utf8')).toContain('location @tradesite {');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`answers long-tail pages of every kind through nginx: 200, byte for byte the full prerender, noindex, a file's headers (${sample.length} pages)`, async () => {
    const file = await get('/about');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    const fileHeaders = pageHeaders(file);
    for (const route of sample) {
      const response = await get(route.path);
      expect(response.status, route.path).toBe(200);
      expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
      expect(response.headers.get('content-type'), route.path).toMatch(/^text\/html/);
      const headers = pageHeaders(response);
      expect(headers.get('x-robots-tag'), route.path).toBe('noindex');
      headers.delete('x-robots-tag');
      // The security headers and Cache-Control once each, with the values a file has.
      expect(headers, route.path).toEqual(fileHeaders);
    }
  });

  it('compresses a long-tail page as it does a file', async () => {
    const gzipped = await get(sample[0]!.path, { headers: { 'accept-encoding': 'gzip' } });
    expect([gzipped.status, gzipped.headers.get('content-encoding')]).toEqual([200, 'gzip']);
  });

  it('serves an indexable page as the file it is, without noindex', async () => {
    const indexable = manifest.routes.find((r) => r.indexable && r.kind === 'service-in-suburb')!.path;
    expect(existsSync(join(out, htmlFileFor(indexable)))).toBe(true);
    const response = await get(indexable);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect((await response.text()) === builtHtml(indexable)).toBe(true);
  });

  longTailChecks({
    manifest,
    out,
    sample,
    call: (path, method = 'GET') => get(path, { method }),
    // The shards and the renderer are no pages; the 404 page has the headers a page has.
    notFound: {
      paths: () => {
        const local = sample[0]!.path;
        return ['/no-such-page', `${local.slice(0, local.lastIndexOf('/'))}/nowhere`, paths.edgeRecords(0), `/${LONG_TAIL_FILE}`];
      },
      check: (response, path) => {
        expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
        expect(response.headers.get('x-robots-tag'), path).toBeNull();
      },
    },
    redirects: { every: 600, atLeast: 5, slashed: false },
    slashStatus: 301,
    // As serve answers it.
    preview: { functionFile: LONG_TAIL_FILE },
  });

  it('sends no Location off the site for any hostile path, now that what no file answers reaches serve', async () => {
    for (const path of HOSTILE_PATHS) {
      const { status, location } = await rawGet(base, path);
      expect(leavesSite(location, base, path), `${path} -> ${status} ${location}`).toBe(false);
      expect(status, path).not.toBe(500);
    }
  });

  it('stops on SIGTERM; nginx then answers the long tail with 502 at once, and still serves the files', async () => {
    const exited = new Promise<number | null>((resolve) => serve!.child.once('exit', resolve));
    serve!.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    serve = undefined;
    const started = performance.now();
    expect((await get(sample[0]!.path)).status).toBe(502);
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await get('/about')).status).toBe(200);
  });
});

describe('tradesite serve', () => {
  it('refuses a folder that is no hybrid nginx build, naming the build command that makes one, without a stack trace', () => {
    const r = runCli(['serve', '--out', siteDir()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not a hybrid nginx build');
    expect(r.stderr).toContain('tradesite build --host nginx --prerender indexable');
    expect(r.stderr).not.toMatch(/\n\s+at .*\(/);
  });
});
