import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../src/routing/paths.ts';
import { runCli } from '../helpers/run-cli.ts';
import { builtHtml, builtManifest, jsonLdOf, siteDir } from '../helpers/site.ts';

const manifest = builtManifest();
const siteUrl = 'https://www.northwire.example';

describe('the built site', () => {
  it('has no near-copies: report duplicates passes and prints the distribution', () => {
    const r = runCli(['report', 'duplicates', '--out', '.cache/test-site']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/service-in-suburb\s+\d+\s+\d+%/);
    expect(r.stdout).toContain('No page is over the threshold.');
  });

  it('agrees with `routes --count`', () => {
    const counts = JSON.parse(runCli(['routes', '--count', '--json']).stdout);
    expect(manifest.routes.length).toBe(counts.total);
    expect(manifest.redirects.length).toBe(counts.redirects);
  });

  it('has one HTML file for every route, and no second file per route', () => {
    for (const route of manifest.routes) {
      expect(existsSync(join(siteDir(), htmlFileFor(route.path))), route.path).toBe(true);
    }
    expect(existsSync(join(siteDir(), '_data'))).toBe(false);
  });

  it('prerenders the full page content, never the loading placeholder', () => {
    const html = builtHtml('/services/switchboard-upgrades/in/reservoir');
    expect(html).toMatch(/<h1[^>]*>.*Switchboard Upgrades in Reservoir/s);
    expect(html).toContain('Working in Reservoir');
    expect(html).not.toContain('Loading page');
    expect(html).toMatch(/<template id="app-scripts"><script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('gives each page its title, description, canonical URL and social tags', () => {
    const html = builtHtml('/suburb/reservoir');
    expect(html).toMatch(/<title>[^<]+Reservoir[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}">/);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/electrician/reservoir">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('lists exactly the indexable routes in the sitemap, with absolute URLs', () => {
    const sitemap = readFileSync(join(siteDir(), 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    const expected = manifest.routes.filter((r) => r.indexable).map((r) => `${siteUrl}${r.path}`);
    expect(locs).toEqual(expected);
    expect(locs).not.toContain(`${siteUrl}/suburb/reservoir`);
    expect(locs).not.toContain(`${siteUrl}/thank-you`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(readFileSync(join(siteDir(), 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("writes the host's redirect rules, and no forwarding page that would shadow them", () => {
    // The test site is built for Netlify (data/site.yaml); tests/build/hosts.test.ts runs every
    // host's rules through the host's own code.
    expect(readFileSync(join(siteDir(), '_redirects'), 'utf8')).toContain('/service/:serviceSlug /services/:serviceSlug 301!');
    for (const { from } of manifest.redirects) expect(existsSync(join(siteDir(), htmlFileFor(from))), from).toBe(false);
  });

  it('has the not-found page for the host', () => {
    const html = readFileSync(join(siteDir(), '404.html'), 'utf8');
    expect(html).toContain('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('embeds the page data escaped, and the layout once in a hashed file', () => {
    const html = builtHtml('/');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!;
    expect(data).not.toContain('<');
    const parsed = JSON.parse(data);
    expect(parsed.layout).toMatch(/^\/assets\/layout\.[0-9a-f]{12}\.json$/);
    expect(existsSync(join(siteDir(), parsed.layout))).toBe(true);
    // Not preloaded by the document: the starter preloads it with the scripts, after the first paint.
    expect(html).not.toContain(`<link rel="preload" href="${parsed.layout}"`);
  });

  it('describes the business as an Electrician on every page, claiming only what is eligible (issue 16)', () => {
    for (const path of ['/', '/services/switchboard-upgrades', '/electrician/kew', '/blog/why-your-safety-switch-keeps-tripping']) {
      const graph = (jsonLdOf(builtHtml(path))[0] as { '@graph': { '@type': string | string[]; aggregateRating?: unknown; priceRange?: unknown }[] })['@graph'];
      const business = graph.find((n) => [n['@type']].flat().includes('Electrician'))!;
      expect([business['@type']].flat().sort(), path).toEqual(['Electrician', 'HVACBusiness', 'Plumber']);
      expect(business, path).toBeDefined();
      // Self-served ratings are not eligible for LocalBusiness review snippets (Google's review snippet guidelines).
      expect(business.aggregateRating, path).toBeUndefined();
      expect(business.priceRange, path).toBeUndefined();
    }
  });

  it('never marks a whole service as an Offer priced 0 (issue 16)', () => {
    for (const path of ['/ev-charger-installation', '/services/emergency-electrical-callouts', '/services/partial-power-loss/in/kew', '/emergency-electrician/kew']) {
      const text = JSON.stringify(jsonLdOf(builtHtml(path)));
      expect(text, path).not.toMatch(/"price":0\b/);
    }
    expect(builtHtml('/services/emergency-electrical-callouts')).toContain('$0 call-out fee');
  });
});
