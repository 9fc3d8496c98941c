import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { copyData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';

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
    data.replace(s, /^heroImage: >-\n(?:  .*\n)+/m, `heroImage: ${yaml(PAYLOAD)}\n`);
    data.replace(s, /^  whatIs: >-\n(?:    .*\n)+/m, `  whatIs: ${yaml(PAYLOAD)}\n`);
    data.replace('business.yaml', 'name: Northwire Electrical', `name: ${yaml('Northwire ' + SHORT)}`);
    data.replace('business.yaml', /^tagline: .*/m, `tagline: ${yaml(PAYLOAD)}`);
    // Markup cannot be a place name at all (the schema refuses it): an apostrophe can.
    data.replace('suburbs.yaml', 'name: Thomastown', `name: ${yaml("Thomastown O'Brien")}`);
    data.replace('regions.yaml', 'name: Northern Suburbs', `name: ${yaml('Northern ' + SHORT)}`);
    setValue(data, 'testimonials.yaml', 'text', PAYLOAD);
    setValue(data, 'pages/home.yaml', 'intro', PAYLOAD);
    data.replace('blog/why-your-safety-switch-keeps-tripping.md', /^title: .*/m, `title: ${yaml(PAYLOAD)}`);
    data.replace('blog/why-your-safety-switch-keeps-tripping.md', '\nA safety switch', '\nCode: `' + PAYLOAD + '` and text.\n\nA safety switch');

    const out = '.cache/test-hostile';
    rmSync(join(ROOT, out), { recursive: true, force: true });
    const build = runCli(['build', '--data', data.dir, '--out', out]);
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
      // Every <script> element is the module entry, JSON-LD or the page data: nothing injected.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, page).toMatch(/^<script (type="module" crossorigin src="\/assets\/|type="application\/ld\+json">|type="application\/json" id="page-data">)/);
      }
    }
    expect(seen).toBeGreaterThan(10);

    const server = createStaticServer(dir);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const browser = await launchBrowser();
    try {
      for (const path of ['/', '/switchboard-upgrades', '/services/switchboard-upgrades', '/services/switchboard-upgrades/in/thomastown', '/electrician/thomastown', '/blog/why-your-safety-switch-keeps-tripping']) {
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
