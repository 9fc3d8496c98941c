import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../generator/serve/dev-server.ts';
import { builtHtml } from '../helpers/site.ts';

/** The part of a document the page decides: its head (title to social tags) and its embedded data, with the layout file's URL masked. */
function pageParts(html: string): { head: string; data: string } {
  const mask = (text: string) => text.replace(/"\/[^"]*layout[^"]*\.json"/g, '"LAYOUT"');
  const head = /<title>[\s\S]*?<meta name="twitter:description"[^>]*>/.exec(html)?.[0] ?? '';
  const data = /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
  return { head: mask(head), data: mask(data) };
}

describe('the dev server', () => {
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let base: string;
  beforeAll(async () => {
    dev = await startDevServer('data', 0, '127.0.0.1', {});
    base = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
  });
  afterAll(() => dev?.close());

  it('draws a page document as the build does: same head (the business logo included) and page data', async () => {
    for (const path of ['/about', '/services/switchboard-upgrades/in/reservoir']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      const dev = pageParts(await res.text());
      expect(dev.head, path).toContain('<title>');
      expect(dev.data, path).toContain('"record"');
      expect(dev, path).toEqual(pageParts(builtHtml(path)));
    }
  });

  it('answers a broken percent-encoding with 400, as real hosts do, not a 500 with a stack', async () => {
    for (const path of ['/%E0%A4%A', '/about%ZZ']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).not.toMatch(/URIError|at /);
    }
  });

  it('answers an old link written with a trailing slash with one 301 to its page', async () => {
    const res = await fetch(`${base}/about-us/`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([301, '/about']);
  });

  it('answers an unknown address with the not-found page and a 404', async () => {
    const res = await fetch(`${base}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });
});
