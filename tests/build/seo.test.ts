import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/routing/routes.ts';
import { builtHtml, builtManifest, jsonLdOf, siteDir, siteUrl } from '../helpers/site.ts';

const SITE = 'https://www.northwire.example';
const manifest = builtManifest();

type Node = Record<string, unknown> & { '@type': string };
const graphOf = (html: string): Node[] => (jsonLdOf(html)[0] as { '@graph': Node[] })['@graph'];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)![1]!;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)![1]!;

describe('structured data on every page', () => {
  it('parses, names the business as an Electrician, and has the node types its kind needs', () => {
    const problems: string[] = [];
    for (const route of manifest.routes) {
      const html = builtHtml(route.path);
      let graph: Node[];
      try {
        graph = graphOf(html);
      } catch (error) {
        problems.push(`${route.path}: ${String(error)}`);
        continue;
      }
      const types = graph.map((n) => n['@type']);
      const need = (type: string) => !types.includes(type) && problems.push(`${route.path}: no ${type}`);
      // The sample offers electrical work among other trades: one type per trade.
      const business = graph.find((n) => [n['@type']].flat().includes('Electrician'));
      if (!business) {
        problems.push(`${route.path}: no Electrician`);
        continue;
      }
      for (const key of ['name', 'logo', 'url', 'telephone', 'address', 'geo', 'openingHours', 'areaServed', 'sameAs']) {
        if (business[key] === undefined) problems.push(`${route.path}: Electrician has no ${key}`);
      }
      if (route.path !== '/' && route.kind !== 'not-found') need('BreadcrumbList');
      if (['service', 'landing'].includes(route.kind)) need('Service');
      // Local pages claim the suburb as an area served only when they earn indexing, and carry no
      // FAQ markup: their questions were not written for them.
      const local = ['service-in-suburb', 'suburb-hub', 'emergency-suburb'].includes(route.kind);
      const noindex = html.includes('<meta name="robots" content="noindex');
      if (local && !noindex) need('Service');
      if (local && noindex && types.includes('Service')) problems.push(`${route.path}: noindex page claims a Service`);
      if (local && types.includes('FAQPage')) problems.push(`${route.path}: FAQPage on a local page`);
      if (route.kind === 'blog-post' || route.kind === 'blog-alias') need('BlogPosting');
      if (html.includes('data-slot="accordion"') && !types.includes('FAQPage')) problems.push(`${route.path}: FAQ without FAQPage`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('gives each kind the properties search engines read', () => {
    const service = graphOf(builtHtml('/services/tripped-circuit-repairs')).find((n) => n['@type'] === 'Service')!;
    expect(service).toMatchObject({ serviceType: 'Tripped Circuit Repairs', provider: { '@id': `${SITE}/#business` } });
    expect(service.offers, 'a $0 call-out fee is not a free service').toBeUndefined();
    const local = graphOf(builtHtml('/services/switchboard-upgrades/in/thomastown')).find((n) => n['@type'] === 'Service')!;
    expect(local.areaServed).toEqual([
      expect.objectContaining({
        '@type': 'Place',
        address: expect.objectContaining({ postalCode: '3074', addressLocality: 'Thomastown' }),
        containedInPlace: [{ '@type': 'AdministrativeArea', name: 'Whittlesea Council' }],
      }),
    ]);
    const post = graphOf(builtHtml('/blog/why-your-safety-switch-keeps-tripping')).find((n) => n['@type'] === 'BlogPosting')!;
    expect(post).toMatchObject({ headline: expect.any(String), datePublished: '2025-02-11', author: { '@type': 'Person' }, image: { '@type': 'ImageObject' } });
    const faq = graphOf(builtHtml('/faq')).find((n) => n['@type'] === 'FAQPage') as unknown as { mainEntity: { '@type': string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } });
    const crumbs = graphOf(builtHtml('/services/switchboard-upgrades/in/reservoir')).find((n) => n['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { position: number; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[2]!.item).toBe(`${SITE}/services/switchboard-upgrades/in/reservoir`);
  });
});

describe('one URL per piece of content', () => {
  const pages = manifest.routes.filter((r) => r.kind !== 'not-found').map((route) => ({ route, html: builtHtml(route.path) }));

  it('gives every page one canonical (itself when indexable, else an indexable page), or noindex and no canonical', () => {
    const indexable = new Set(manifest.routes.filter((r) => r.indexable).map((r) => `${SITE}${r.path}`));
    const noindex: RouteEntry[] = [];
    for (const { route, html } of pages) {
      // Google's guidance: noindex and rel=canonical are contradictory, so a page has one or the other.
      if (html.includes('<meta name="robots" content="noindex')) {
        expect(html, route.path).not.toContain('rel="canonical"');
        noindex.push(route);
        continue;
      }
      const canonical = canonicalOf(html);
      expect(html.match(/rel="canonical"/g), route.path).toHaveLength(1);
      if (route.indexable) expect(canonical, route.path).toBe(`${SITE}${route.path}`);
      else if (route.kind !== 'page') expect(indexable.has(canonical), `${route.path} -> ${canonical}`).toBe(true);
    }
    // Only /thank-you and the local pages that do not earn indexing (and their /suburb/ twins).
    expect(noindex.filter((r) => !['service-in-suburb', 'suburb-hub', 'emergency-suburb', 'suburb'].includes(r.kind)).map((r) => r.path)).toEqual(['/thank-you']);
    expect(noindex.every((r) => !r.indexable)).toBe(true);
  });

  it('never gives two indexable pages the same title or description', () => {
    const seen = new Map<string, string>();
    for (const { route, html } of pages.filter((p) => p.route.indexable)) {
      for (const key of [`title:${titleOf(html)}`, `description:${/name="description" content="([^"]*)"/.exec(html)![1]}`]) {
        expect(seen.get(key), `${route.path} repeats ${key} of ${seen.get(key)}`).toBeUndefined();
        seen.set(key, route.path);
      }
    }
  });

  it('lists in the sitemap only canonical URLs, each answering 200', async () => {
    const sitemap = readFileSync(join(siteDir(), 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    const byPath = new Map<string, RouteEntry>(manifest.routes.map((r) => [r.path, r]));
    for (const url of urls) expect(byPath.get(url.slice(SITE.length))?.canonical, url).toBe(url.slice(SITE.length));
    const failures: string[] = [];
    for (let i = 0; i < urls.length; i += 64) {
      await Promise.all(
        urls.slice(i, i + 64).map(async (url) => {
          const response = await fetch(siteUrl() + url.slice(SITE.length), { method: 'HEAD', redirect: 'manual' });
          if (response.status !== 200) failures.push(`${response.status} ${url}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('keeps sitemap dates stable between builds (from content, not the clock)', () => {
    const sitemap = readFileSync(join(siteDir(), 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/blog/why-your-safety-switch-keeps-tripping</loc><lastmod>2025-02-11</lastmod>`);
  });
});

describe("a suburb's emergency page leads back to the business's emergency page (issue 41)", () => {
  it('names the landing page marked hub: emergency in its breadcrumb, wherever its path is', () => {
    const graph = (jsonLdOf(builtHtml('/emergency-electrician/thomastown'))[0] as { '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[] })[
      '@graph'
    ];
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement!;
    expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/', '/emergency-electrician-melbourne', '/emergency-electrician/thomastown']);
  });
});
