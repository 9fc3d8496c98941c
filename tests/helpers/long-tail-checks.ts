import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { servedOnRequest } from '../../generator/edge/on-request.ts';
import { functionFallback } from '../../generator/serve/function-preview.ts';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import { builtHtml } from './site.ts';

/**
 * The checks every host's hybrid output must pass (tests/build/edge-*.test.ts), written once and
 * run against each host as that host answers: its function called as the host calls it, or its
 * server asked over HTTP. Every answer is held against the full prerender the site tests share.
 */

/** Of each long-tail kind: the first, the middle and the last page, and every `every`th when given. */
export function longTailSample(longTail: readonly RouteEntry[], every?: number): RouteEntry[] {
  const sample: RouteEntry[] = [];
  for (const kind of new Set(longTail.map((r) => r.kind))) {
    const ofKind = longTail.filter((r) => r.kind === kind);
    sample.push(...new Set([ofKind[0]!, ofKind[Math.floor(ofKind.length / 2)]!, ofKind.at(-1)!, ...(every ? ofKind.filter((_, i) => i % every === 0) : [])]));
  }
  return sample;
}

/** The build said how many pages it left to the function: all of the long tail. */
export function expectLongTailReported(buildOutput: string, longTail: readonly RouteEntry[]): void {
  expect(buildOutput).toMatch(new RegExp(`Rendered on request by the host's function: ${longTail.length.toLocaleString('en-AU')} long-tail pages`));
}

export interface LongTailHost {
  manifest: RouteManifest;
  /** The hybrid output folder. */
  out: string;
  sample: readonly RouteEntry[];
  /** A request answered as the host answers it, redirects not followed. */
  call(path: string, method?: string): Promise<Response>;
  /**
   * The headers the host's rules give every page (the security headers): each long-tail page
   * must carry them with the same values. Hosts whose answers are compared with a file's whole
   * set of headers instead (nginx) leave this out, and check the pages themselves.
   */
  siteHeaders?: () => Iterable<[string, string]>;
  /** Headers every long-tail page has, besides the site's. */
  pageHeaders?: Record<string, string>;
  /** Paths answered with the 404 page and status 404, and what else such an answer must have. */
  notFound: { paths: () => string[]; check?: (response: Response, path: string) => void };
  /** Which old addresses are asked for (every `every`th, at least `atLeast`), and whether with a trailing slash too. */
  redirects: { every: number; atLeast: number; slashed: boolean };
  /** How the host sends a long-tail address written with a trailing slash to the page. */
  slashStatus: 301 | 308;
  /**
   * `tradesite preview` over the output, its function the given file; `during` swaps in what the
   * function must fetch with, and gives back a restore. (Cloudflare's worker is previewed in
   * workerd instead, which its test runs.)
   */
  preview?: { functionFile: string; during?: () => () => void };
}

/** Every page that earns a file is one, the same bytes as the full prerender; no long-tail page is. */
export function itWritesOnlyFilePages(host: Pick<LongTailHost, 'manifest' | 'out'>): void {
  it('writes every page that earns a file, the same bytes as the full prerender, and no long-tail page', () => {
    for (const route of host.manifest.routes) {
      const file = join(host.out, htmlFileFor(route.path));
      if (servedOnRequest(route)) expect(existsSync(file), route.path).toBe(false);
      else expect(readFileSync(file, 'utf8') === builtHtml(route.path), route.path).toBe(true);
    }
  });
}

/** The answers every host's long tail gives: pages, 404s, old addresses, trailing slashes, HEAD, and preview over HTTP. */
export function longTailChecks(host: LongTailHost): void {
  const { call } = host;
  const sample = () => host.sample;

  if (host.siteHeaders) {
    const siteHeaders = host.siteHeaders;
    it(`renders long-tail pages of every kind byte for byte as the full prerender wrote them (${host.sample.length} pages), with the site's headers`, async () => {
      const headers = [...siteHeaders()];
      expect(headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1]).toMatch(/^default-src 'self'/);
      for (const route of sample()) {
        const response = await call(route.path);
        expect(response.status, route.path).toBe(200);
        expect((await response.text()) === builtHtml(route.path), route.path).toBe(true);
        expect(response.headers.get('X-Robots-Tag'), route.path).toBe('noindex');
        expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
        for (const [name, value] of Object.entries(host.pageHeaders ?? {})) expect(response.headers.get(name), `${route.path} ${name}`).toBe(value);
        for (const [name, value] of headers) expect(response.headers.get(name), `${route.path} ${name}`).toBe(value);
      }
    });
  }

  it('answers a path outside the manifest (and what no visitor may read) with the 404 page and status 404', async () => {
    for (const path of host.notFound.paths()) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect((await response.text()) === builtHtml(paths.notFound()), path).toBe(true);
      host.notFound.check?.(response, path);
    }
  });

  it(`answers an old address with its 301${host.redirects.slashed ? ', with or without a trailing slash' : ''}`, async () => {
    const sampled = host.manifest.redirects.filter((_, i) => i % host.redirects.every === 0);
    expect(sampled.length).toBeGreaterThan(host.redirects.atLeast);
    for (const { from, to } of sampled) {
      for (const path of host.redirects.slashed ? [from, `${from}/`] : [from]) {
        const response = await call(path);
        expect([response.status, response.headers.get('Location')], path).toEqual([301, to]);
      }
    }
  });

  it(`sends a long-tail address written with a trailing slash to the page (${host.slashStatus}), and answers HEAD with the headers and no body`, async () => {
    const { path } = sample()[0]!;
    const slashed = await call(`${path}/`);
    expect([slashed.status, slashed.headers.get('Location')]).toEqual([host.slashStatus, path]);
    const head = await call(sample().at(-1)!.path, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await head.text()).toBe('');
  });

  it('answers a POST to a long-tail page as nginx and preview answer one to a file (405, naming GET and HEAD), and one to no page with the 404', async () => {
    const { path } = sample()[2]!;
    const post = await call(path, 'POST');
    expect([post.status, post.headers.get('Allow')], path).toEqual([405, 'GET, HEAD']);
    expect(post.headers.get('X-Robots-Tag')).toBeNull();
    expect(await post.text()).not.toContain('<html');
    const missing = host.notFound.paths()[0]!;
    expect((await call(missing, 'POST')).status, missing).toBe(404);
  });

  const { preview } = host;
  if (preview) {
    it('is served by preview too: files first, then the function, over HTTP (a long-tail page, a file and a 404)', async () => {
      const fn = await functionFallback(host.out);
      expect(fn?.file).toBe(preview.functionFile);
      const server = createStaticServer(host.out, fn!.fallback);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const restore = preview.during?.();
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const { path } = sample()[1]!;
        const page = await fetch(url + path);
        expect([page.status, page.headers.get('X-Robots-Tag'), (await page.text()) === builtHtml(path)]).toEqual([200, 'noindex', true]);
        const home = await fetch(url + '/');
        expect([home.status, (await home.text()) === builtHtml('/')]).toEqual([200, true]);
        const missing = await fetch(url + '/no-such-page');
        expect([missing.status, (await missing.text()) === builtHtml(paths.notFound())]).toEqual([404, true]);
      } finally {
        restore?.();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }
}
