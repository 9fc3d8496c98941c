import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, requestPath } from '../../../generator/serve/static-server.ts';
import { HOSTILE_PATHS, leavesSite, rawGet } from '../../helpers/hostile-paths.ts';

/**
 * The preview server (`tradesite preview`) on a small folder shaped like a build: pages as
 * a/b.html, a 404 page, and a `_redirects` file with literal and patterned rows (Cloudflare's
 * slashed second rows among them).
 */
describe('the preview server', () => {
  let dir = '';
  let server: Server;
  let base = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tradesite-preview-'));
    const files: Record<string, string> = {
      'index.html': '<title>home</title>',
      'about.html': '<title>about</title>',
      '404.html': '<title>not found</title>',
      'services.html': '<title>services</title>',
      'services/blocked-drains.html': '<title>blocked drains</title>',
      'services/blocked-drains/in/kew.html': '<title>in kew</title>',
      _redirects: [
        '/home / 301!',
        '/about-us /about 301!',
        '/about-us/ /about 301!',
        '/service/:serviceSlug /services/:serviceSlug 301!',
        '/service/:serviceSlug/ /services/:serviceSlug 301!',
        '/electrician/:suburbName/:serviceSlug /services/:serviceSlug/in/:suburbName 301!',
        '',
      ].join('\n'),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    server = createStaticServer(dir);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers no hostile path with a Location that leaves the site', async () => {
    for (const path of HOSTILE_PATHS) {
      const { status, location } = await rawGet(base, path);
      expect(leavesSite(location, base, path), `${path} -> ${status} ${location}`).toBe(false);
    }
    // The check itself catches what browsers follow off the site.
    expect(leavesSite('/\\evil.example', base, '/')).toBe(true);
    expect(leavesSite('//evil.example/', base, '/')).toBe(true);
    expect(leavesSite('/about', base, '/')).toBe(false);
  });

  it('answers a broken percent-encoding with 400, as real hosts do, not with a page', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/about%ZZ', '/%C0%AF']) {
      expect((await rawGet(base, path)).status, path).toBe(400);
    }
    expect(requestPath('/a%20b?x=%ZZ')).toEqual({ pathname: '/a b', search: '?x=%ZZ' });
    expect(requestPath('*')).toBeUndefined();
  });

  it('answers old links with or without a trailing slash with one 301 to the page', async () => {
    const cases = [
      ['/home/', '/'],
      ['/about-us/', '/about'],
      ['/about-us', '/about'],
      ['/service/blocked-drains/', '/services/blocked-drains'],
      ['/electrician/kew/blocked-drains/', '/services/blocked-drains/in/kew'],
      ['/about/', '/about'],
      ['/about.html', '/about'],
    ];
    for (const [from, to] of cases) expect(await rawGet(base, from!), from).toEqual({ status: 301, location: to });
    expect((await rawGet(base, '/services/blocked-drains')).status).toBe(200);
  });
});
