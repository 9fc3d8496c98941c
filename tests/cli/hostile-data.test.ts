import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_STARTER } from '../../generator/render/app-start.ts';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { copyData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';
import { htmlFileFor } from '../../src/routing/paths.ts';

// Every page a file (not only those that earn one): each page's HTML is checked.
const EVERY_PAGE = ['--prerender', 'all'];

/** Markup and script-closing strings, in every kind of text field the site shows. */
const PAYLOAD = '</script><script>alert(1)</script><img src=x onerror=alert(2)><!--';
const SHORT = '</title><script>alert(3)</script>';
const yaml = (s: string) => JSON.stringify(s);

/** Replaces the first `key:` value (with any folded continuation lines) in a YAML file. */
function setValue(data: ReturnType<typeof copyData>, file: string, key: string, value: string): void {
  data.replace(file, new RegExp(`^([ -]*)${key}: .*\\n(?:(?: {2,}).*\\n)*?(?=\\s*[\\w-]+:|\\s*- |$)`, 'm'), `$1${key}: ${yaml(value)}\n`);
}

describe('hostile text in data', () => {
  it('appears only as text in the built pages, and no script runs', async () => {
    const data = copyData();
    for (const file of readdirSync(data.path('services'))) {
      if (file !== 'switchboard-upgrades.yaml') data.replace(`services/${file}`, /^slug: /m, 'suburbPages: none\nslug: ');
    }
    const s = 'services/switchboard-upgrades.yaml';
    data.replace(s, 'title: Switchboard Upgrades\n', `title: ${yaml('Switchboard ' + SHORT)}\n`);
    data.replace(s, /pageTitle: .*/, `pageTitle: ${yaml(SHORT)}`);
    data.replace(s, /^summary: >-\n(?:  .*\n)+/m, `summary: ${yaml(PAYLOAD)}\n`);
    data.replace(s, /^h1: .*/m, `h1: ${yaml(PAYLOAD)}`);
    // A picture's alt text and caption (alt is at most 250 characters).
    data.replace(s, /^heroImage:\n  src: (.*)\n  alt: >-\n(?:    .*\n)+/m, `heroImage:\n  src: $1\n  alt: ${yaml(PAYLOAD)}\n  caption: ${yaml(PAYLOAD)}\n`);
    data.replace(s, /^  whatIs: >-\n(?:    .*\n)+/m, `  whatIs: ${yaml(PAYLOAD)}\n`);
    data.replace('business.yaml', 'name: Northwire Electrical', `name: ${yaml('Northwire ' + SHORT)}`);
    data.replace('business.yaml', /^tagline: .*/m, `tagline: ${yaml(PAYLOAD)}`);
    // Markup cannot be a place name at all (the schema refuses it): an apostrophe can.
    data.replace('suburbs.yaml', 'name: Thomastown', `name: ${yaml("Thomastown O'Brien")}`);
    // The business's address is in its base suburb, so it takes the name too.
    data.replace('business.yaml', 'addressLocality: Thomastown', `addressLocality: ${yaml("Thomastown O'Brien")}`);
    data.replace('regions.yaml', 'name: Northern Suburbs', `name: ${yaml('Northern ' + SHORT)}`);
    setValue(data, 'testimonials.yaml', 'text', PAYLOAD);
    setValue(data, 'pages/home.yaml', 'intro', PAYLOAD);
    // A gallery photo (a picture the test makes) with markup in its caption.
    data.write(
      'images/test-gallery-board.jpg',
      await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#475569' } })
        .jpeg()
        .toBuffer(),
    );
    data.replace(
      'pages/gallery.yaml',
      /(\n {8}scope:\n)/,
      `\n        photo:\n          src: test-gallery-board.jpg\n          alt: ${yaml('Board ' + SHORT)}\n          caption: ${yaml(PAYLOAD)}$1`,
    );
    data.replace('blog/why-your-safety-switch-keeps-tripping.md', /^title: .*/m, `title: ${yaml(PAYLOAD)}`);
    data.replace('blog/why-your-safety-switch-keeps-tripping.md', '\nA safety switch', '\nCode: `' + PAYLOAD + '` and text.\n\nA safety switch');

    const out = '.cache/test-hostile';
    rmSync(join(ROOT, out), { recursive: true, force: true });
    const build = runCli(['build', ...EVERY_PAGE, '--data', data.dir, '--out', out]);
    expect(build.code, build.stdout + build.stderr).toBe(0);

    const dir = join(ROOT, out);
    const pages: string[] = [];
    const walk = (at: string) => {
      for (const name of readdirSync(at)) {
        const path = join(at, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.html')) pages.push(path);
      }
    };
    walk(dir);
    let seen = 0;
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect(html, page).not.toContain('<script>alert');
      expect(html, page).not.toContain('<img src=x');
      expect(html, page).not.toContain('</title><script>');
      if (html.includes('alert(1)')) seen++;
      // Every <script> element is the module entry, JSON-LD, the page data or the starter (whose
      // text is fixed, and allowed by its hash): nothing injected.
      for (const tag of html.match(/<script\b[^>]*>(?:addEventListener[^<]*)?/g) ?? []) {
        if (tag.startsWith('<script>')) expect(tag, page).toBe(`<script>${APP_STARTER}`);
        else expect(tag, page).toMatch(/^<script (type="module" crossorigin src="\/assets\/|type="application\/ld\+json">|type="application\/json" id="page-data">)/);
      }
    }
    expect(seen).toBeGreaterThan(10);
    // The gallery shows the photo as a card with its caption, as text.
    const gallery = readFileSync(join(dir, htmlFileFor('/gallery')), 'utf8');
    expect(gallery).toMatch(
      /<figure[^>]*>(?:<span[^>]*data-sample="true"[^>]*>)?<picture data-slot="picture"><source type="image\/avif" srcSet="\/assets\/img\/test-gallery-board-[0-9a-f]{10}-400\.avif 400w, [^"]+ 800w"[^>]*><source type="image\/webp"[^>]*><img [^>]*width="800" height="533" alt="Board &lt;\/title&gt;&lt;script&gt;alert\(3\)&lt;\/script&gt;"[^>]*loading="lazy"/,
    );
    expect(gallery).toContain('<figcaption class="bg-slate-50 px-5 py-2 text-sm text-slate-700">&lt;/script&gt;&lt;script&gt;alert(1)');

    const server = createStaticServer(dir);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const browser = await launchBrowser();
    try {
      for (const path of [
        '/',
        '/gallery',
        '/switchboard-upgrades',
        '/services/switchboard-upgrades',
        '/services/switchboard-upgrades/in/thomastown',
        '/electrician/thomastown',
        '/blog/why-your-safety-switch-keeps-tripping',
      ]) {
        const page = await browser.newPage();
        const dialogs: string[] = [];
        page.on('dialog', async (d) => {
          dialogs.push(d.message());
          await d.dismiss();
        });
        await page.goto(base + path);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(dialogs, path).toEqual([]);
        expect(await page.locator('img[src=x]').count(), path).toBe(0);
        await page.close();
      }
    } finally {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
