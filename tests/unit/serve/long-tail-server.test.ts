import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_TAIL_FILE } from '../../../generator/edge/node/bundle-long-tail.ts';
import { createLongTailServer, KEPT_PAGES, loadLongTail } from '../../../generator/serve/long-tail-server.ts';

/**
 * `tradesite serve`'s server with a stand-in for the build's renderer (the real one, behind real
 * nginx, is tests/build/edge-nginx.test.ts): a module of the same shape that says which build
 * rendered a page and counts its renders, so the cache and a deploy's new build can be seen.
 */
const root = mkdtempSync(join(tmpdir(), 'tradesite-long-tail-'));
const file = join(root, LONG_TAIL_FILE);

/** A renderer for build `id`: `/fail` throws, `/missing` is a 404, every other path a page naming the build and its render count. */
function writeRenderer(id: string, mtime: Date): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(
    file,
    `export const buildId = ${JSON.stringify(id)};
export const port = 8787;
export const longTail = (root) => {
  const counts = globalThis.renders ??= {};
  return async (method, path) => {
    if (path === '/fail') throw new Error('no shard');
    if (path === '/missing') return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'not found' };
    counts[path] = (counts[path] ?? 0) + 1;
    return { status: 200, headers: { 'Content-Type': 'text/plain', 'X-Build': buildId }, ...(method === 'HEAD' ? {} : { body: buildId + ' ' + path + ' ' + counts[path] }) };
  };
};
`,
  );
  utimesSync(file, mtime, mtime);
}

let server: Server;
let base = '';
const errors: unknown[] = [];
const renders = () => (globalThis as { renders?: Record<string, number> }).renders ?? {};

beforeAll(async () => {
  writeRenderer('build-a', new Date(2026, 0, 1));
  server = createLongTailServer(root, await loadLongTail(root), (error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = async (path: string, method = 'GET') => {
  const response = await fetch(base + path, { method });
  return { status: response.status, build: response.headers.get('x-build'), body: await response.text() };
};

describe('tradesite serve', () => {
  it("loads the build's renderer, with the port its nginx configuration names", async () => {
    expect(await loadLongTail(root)).toMatchObject({ buildId: 'build-a', port: 8787 });
  });

  it('renders a page once and answers it again from memory, HEAD without a body', async () => {
    expect(await get('/services/a/in/b')).toEqual({ status: 200, build: 'build-a', body: 'build-a /services/a/in/b 1' });
    expect(await get('/services/a/in/b')).toEqual({ status: 200, build: 'build-a', body: 'build-a /services/a/in/b 1' });
    expect(await get('/services/a/in/b', 'HEAD')).toEqual({ status: 200, build: 'build-a', body: '' });
    expect(renders()['/services/a/in/b']).toBe(1);
  });

  it('passes the path as nginx sent it, without its query, and keeps no 404', async () => {
    expect((await get('/services/a/in/c?x=1')).body).toBe('build-a /services/a/in/c 1');
    expect((await get('/missing')).status).toBe(404);
    expect((await get('/missing')).status).toBe(404);
  });

  it(`keeps at most ${KEPT_PAGES} pages, the least recently asked for dropped first`, async () => {
    for (let i = 0; i <= KEPT_PAGES; i++) await get(`/p/${i}`);
    expect((await get('/p/0')).body).toBe('build-a /p/0 2');
    expect((await get(`/p/${KEPT_PAGES}`)).body).toBe(`build-a /p/${KEPT_PAGES} 1`);
  });

  it('answers 500 for a renderer that fails, and tells the log', async () => {
    expect((await get('/fail')).status).toBe(500);
    expect(String(errors.at(-1))).toMatch(/no shard/);
  });

  it("loads the new build's renderer once a deploy replaces it, and answers no page of the previous build", async () => {
    writeRenderer('build-b', new Date(2026, 0, 2));
    // The renderer's file is looked at once a second at most.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await get('/services/a/in/b')).toEqual({ status: 200, build: 'build-b', body: 'build-b /services/a/in/b 2' });
  });
});
