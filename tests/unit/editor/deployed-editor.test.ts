import { parseAllHeaders } from '@netlify/headers-parser';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { ADMIN_SCRIPT_TEXT, adminCsp } from '../../../generator/editor/admin-page.ts';
import { deployedAdminHeaders, deployedEditorFiles } from '../../../generator/editor/deployed-editor.ts';
import type { HostInput } from '../../../generator/output/hosts/host-target.ts';
import { HOSTS } from '../../../generator/output/hosts/index.ts';
import { securityHeaders } from '../../../generator/output/security-headers.ts';
import { siteSettingsSchema } from '../../../generator/schema/site-settings.ts';

const settings = siteSettingsSchema.parse({ deploy: { host: 'netlify' }, editor: { repo: 'northwire/website', baseUrl: 'https://auth.northwire.example' } }).editor!;
const siteHeaders = securityHeaders('https://formspree.io', 'https://northwire.example');

function input(withEditor: boolean): HostInput {
  return {
    rules: { literal: [{ from: '/home', to: '/' }], patterns: [] },
    redirectCount: 1,
    headers: siteHeaders,
    immutablePrefix: '/assets/',
    outDir: '/srv/site',
    deploy: {},
    siteUrl: 'https://northwire.example',
    ...(withEditor ? { adminHeaders: deployedAdminHeaders(settings) } : {}),
  };
}

const text = (files: [string, string][], name: string) => files.find(([file]) => file === name)![1];

describe("data/site.yaml's editor setting", () => {
  it('takes a repository and defaults the branch and the data folder', () => {
    expect(settings).toEqual({ repo: 'northwire/website', branch: 'main', dataFolder: 'data', baseUrl: 'https://auth.northwire.example' });
    const bad = siteSettingsSchema.safeParse({ deploy: { host: 'netlify' }, editor: { repo: 'https://github.com/northwire/website' } });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toMatch(/owner\/name/);
  });

  it('takes a plain https origin as baseUrl, never one that adds to the policy or matches any host (issue 43)', () => {
    const baseUrl = (value: string) => siteSettingsSchema.safeParse({ deploy: { host: 'netlify' }, editor: { repo: 'northwire/website', baseUrl: value } });
    for (const good of ['https://auth.northwire.example', 'https://auth.example.com.au:8443', 'https://oauth-proxy.example']) expect(baseUrl(good).success, good).toBe(true);
    for (const bad of ['https://a.com;sandbox', 'https://a.com sandbox', 'https://*', 'https://*.example.com', 'https://a.com/auth', "https://a.com'", 'https://user@a.com']) {
      const parsed = baseUrl(bad);
      expect(parsed.success, bad).toBe(false);
      expect(JSON.stringify(parsed.error?.issues), bad).toMatch(/plain https origin/);
    }
  });

  it('publishes the page, its script and Decap, configured for GitHub, noindex and with its own policy', () => {
    const files = deployedEditorFiles(settings, { name: 'Northwire Electrical', siteUrl: 'https://northwire.example' });
    const page = files.find((f) => f.path === '/admin/index.html')!.text!;
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('http-equiv="Content-Security-Policy"');
    expect(page).toContain('https://api.github.com');
    const config = JSON.parse(/<script type="application\/json" id="editor-config">(.*?)<\/script>/s.exec(page)![1]!);
    expect(config.backend).toEqual({ name: 'github', repo: 'northwire/website', branch: 'main', base_url: 'https://auth.northwire.example' });
    expect(config.site_url).toBe('https://northwire.example');
    expect(config.collections.find((c: { name: string }) => c.name === 'jobs').folder).toBe('data/jobs');
    expect(files.some((f) => f.path === '/admin/editor.js' && f.text?.includes('CMS_MANUAL_INIT'))).toBe(true);
    expect(files.some((f) => f.path === '/admin/decap-cms.js' && f.copy?.endsWith('decap-cms.js'))).toBe(true);
    expect(files.some((f) => f.path.endsWith('.map'))).toBe(false);
  });
});

describe('each host sends the editor its own headers under /admin/, and the site keeps its own', () => {
  it('Netlify: the later /admin/* rule gives the editor its CSP and noindex', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-headers-'));
    writeFileSync(join(dir, '_headers'), text(HOSTS.netlify.files(input(true)), '_headers'));
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(dir, '_headers')], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    // As Netlify's CLI answers a path: every matching rule in order, a later value replacing an earlier one.
    const forPath = (path: string) => Object.assign({}, ...headers.filter((h) => (h as unknown as { forRegExp: RegExp }).forRegExp.test(path)).map((h) => h.values));
    expect(forPath('/admin/index.html')['Content-Security-Policy']).toBe(
      adminCsp({ connect: ['https://api.github.com', 'https://auth.northwire.example'], img: ['https://avatars.githubusercontent.com'] }),
    );
    expect(forPath('/admin/')['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(forPath('/services/switchboard-upgrades')['Content-Security-Policy']).toBe(siteHeaders['Content-Security-Policy']);
    expect(forPath('/services/switchboard-upgrades')['X-Robots-Tag']).toBeUndefined();
  });

  it('Cloudflare Pages: the site CSP is detached under /admin/ (the page carries its own), noindex attached', () => {
    const file = text(HOSTS.cloudflare.files(input(true)), '_headers');
    expect(file).toMatch(/\n\/admin\/\*\n {2}! Content-Security-Policy\n {2}X-Robots-Tag: noindex, nofollow\n/);
  });

  it('Vercel: an /admin/ rule after the site-wide one', () => {
    const config = JSON.parse(text(HOSTS.vercel.files(input(true)), 'vercel.json'));
    expect(config.headers.map((h: { source: string }) => h.source)).toEqual(['/(.*)', '/assets/(.*)', '/admin/(.*)']);
    expect(config.headers[2].headers).toContainEqual({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  });

  it("nginx: a ^~ location whose add_header lines replace the server's", () => {
    const conf = text(HOSTS.nginx.besideFiles(input(true)), 'site.nginx.conf');
    const location = /location \^~ \/admin\/ \{\n([\s\S]*?)\n {4}\}/.exec(conf)![1]!;
    expect(location).toContain(
      `add_header Content-Security-Policy "${adminCsp({ connect: ['https://api.github.com', 'https://auth.northwire.example'], img: ['https://avatars.githubusercontent.com'] })}" always;`,
    );
    expect(location).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(conf).toContain('location = /admin { return 301 /admin/; }');
  });

  it('without the setting, no host names /admin/', () => {
    for (const host of Object.values(HOSTS)) {
      const all = [...host.files(input(false)), ...host.besideFiles(input(false))].map(([, content]) => content).join('\n');
      expect(all, host.name).not.toContain('/admin');
    }
  });
});

describe("the editor's page in another site's frame (issue 43)", () => {
  /** Runs editor.js in a window that is framed or not; what it did to the page. */
  function runEditorScript(framed: boolean) {
    const appended: unknown[] = [];
    const style: Record<string, string> = {};
    const self = { location: { href: 'https://northwire.example/admin/' } };
    const top = framed ? { location: { href: 'https://evil.example/' } } : self;
    const window: Record<string, unknown> = { self, top, fetch: () => Promise.resolve() };
    Object.assign(self, window);
    const document = {
      documentElement: { style },
      getElementById: () => ({ textContent: JSON.stringify({ backend: { name: 'github', repo: 'northwire/website' } }) }),
      createElement: () => ({}),
      head: { appendChild: (node: unknown) => appended.push(node) },
    };
    runInNewContext(ADMIN_SCRIPT_TEXT, { window, document, location: self.location, URL, JSON, Object });
    return { appended, style, top };
  }

  it('starts nothing and shows nothing when framed (a static host cannot send frame-ancestors)', () => {
    const framed = runEditorScript(true);
    expect(framed.appended).toEqual([]);
    expect(framed.style.display).toBe('none');
    expect(framed.top.location.href).toBe('https://northwire.example/admin/');
    const alone = runEditorScript(false);
    expect(alone.appended).toHaveLength(1);
    expect(alone.style.display).toBeUndefined();
  });
});
