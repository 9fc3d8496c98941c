import { describe, expect, it } from 'vitest';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { paths } from '../../../src/routing/paths.ts';
import { ROUTE_KINDS } from '../../../src/routing/routes.ts';
import { copyData } from '../../helpers/data-copy.ts';

const { site, manifest } = prepareSite('data');
const count = (kind: string) => manifest.routes.filter((r) => r.kind === kind).length;
const published = site.services.filter((s) => !s.draft);

describe('route manifest', () => {
  it('has every route kind', () => {
    for (const kind of ROUTE_KINDS) expect(count(kind), kind).toBeGreaterThan(0);
  });

  it('has the expected number of routes per kind', () => {
    const suburbPages = published.reduce(
      (n, s) =>
        n +
        (s.suburbPages === 'all'
          ? site.suburbs.length
          : s.suburbPages === 'none'
            ? 0
            : site.suburbs.filter((sub) => (s.suburbPages as { regions: string[] }).regions.includes(sub.region)).length),
      0,
    );
    expect(count('service')).toBe(published.length);
    expect(count('service-in-suburb')).toBe(suburbPages);
    expect(count('suburb')).toBe(site.suburbs.length);
    expect(count('suburb-hub')).toBe(site.suburbs.length);
    expect(count('emergency-suburb')).toBe(site.emergencySuburbs.length);
    expect(count('blog-post')).toBe(site.posts.length);
    expect(count('blog-alias')).toBe(site.posts.reduce((n, p) => n + p.meta.aliases.length, 0));
    expect(count('landing')).toBe(site.landings.length);
    expect(count('home') + count('page')).toBe(site.pages.length);
    expect(count('not-found')).toBe(1);
  });

  it('lists every path once, sorted', () => {
    const list = manifest.routes.map((r) => r.path);
    expect(new Set(list).size).toBe(list.length);
    expect([...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(list);
  });

  it('is the same on every build', () => {
    expect(JSON.stringify(prepareSite('data').manifest)).toBe(JSON.stringify(manifest));
  });

  it('gives /suburb/ and /electrician/ one canonical, and blog aliases their post', () => {
    const suburb = manifest.routes.find((r) => r.path === '/suburb/thomastown')!;
    expect(suburb.canonical).toBe('/electrician/thomastown');
    expect(suburb.indexable).toBe(false);
    const alias = manifest.routes.find((r) => r.path === '/blog/top-5-signs-your-home-needs-electrical-rewiring')!;
    expect(alias.canonical).toBe('/blog/signs-your-homes-wiring-needs-replacing');
  });

  it('points a service with a canonical landing page at it', () => {
    const route = manifest.routes.find((r) => r.path === '/services/switchboard-upgrades')!;
    expect(route.canonical).toBe('/switchboard-upgrades');
    expect(manifest.routes.find((r) => r.path === '/switchboard-upgrades')!.indexable).toBe(true);
  });

  it('expands redirects into concrete pairs whose targets are pages', () => {
    const pagesSet = new Set(manifest.routes.map((r) => r.path));
    const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));
    expect(redirects.get('/home')).toBe('/');
    expect(redirects.get('/service/tripped-circuit-repairs')).toBe('/services/tripped-circuit-repairs');
    expect(redirects.get('/electrical-services/blocked-drains')).toBe('/services/blocked-drains');
    expect(redirects.get('/electrician/reservoir/switchboard-upgrades')).toBe(paths.serviceInSuburb('switchboard-upgrades', 'reservoir'));
    for (const [from, to] of redirects) {
      expect(pagesSet.has(to), `${from} -> ${to}`).toBe(true);
      expect(pagesSet.has(from), `${from} shadows a page`).toBe(false);
    }
    // Every service keeps its old addresses, whatever its path: a fixed-path service's old
    // addresses (and its catalogue address) go straight to its page, never through a 404 or a chain.
    for (const service of site.services.filter((s) => s.path && !s.draft)) {
      for (const old of [`/service/${service.slug}`, `/electrical-services/${service.slug}`, `/services/${service.slug}`]) {
        expect(redirects.get(old), old).toBe(paths.service(service));
      }
    }
  });

  it('publishes suburb pages only where the data says', () => {
    const data = copyData();
    data.replace('services/blocked-drains.yaml', 'slug: blocked-drains', 'slug: blocked-drains\nsuburbPages: { regions: [northern] }');
    data.replace('services/evaporative-cooling.yaml', 'slug: evaporative-cooling', 'slug: evaporative-cooling\nsuburbPages: none');
    const { manifest: changed, diagnostics: report } = prepareSite(data.dir);
    expect(report.errorCount).toBe(0);
    const drains = changed.routes.filter((r) => r.kind === 'service-in-suburb' && r.service === 'blocked-drains');
    expect(drains.length).toBe(site.suburbs.filter((s) => s.region === 'northern').length);
    expect(changed.routes.some((r) => r.kind === 'service-in-suburb' && r.service === 'evaporative-cooling')).toBe(false);
    expect(changed.redirects.some((r) => r.to.startsWith('/services/evaporative-cooling/in/'))).toBe(false);
  });
});
