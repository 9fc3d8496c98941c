import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LinkChecker } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { builtManifest, siteDir, siteUrl } from '../helpers/site.ts';

const manifest = builtManifest();

/**
 * linkinator crawling all ~23,000 URLs of the site takes many minutes and gigabytes, so it checks
 * every page except the service-in-suburb pages (all of which share one template), plus those
 * pages for one suburb; the exhaustive check of every href in every page runs in-process below.
 */
function samplePages(): string[] {
  return manifest.routes
    .filter((r) => r.kind !== 'service-in-suburb' || r.suburb === 'reservoir')
    .filter((r) => r.kind !== 'not-found')
    .map((r) => siteUrl() + r.path);
}

describe('links', () => {
  it('linkinator finds no broken links', async () => {
    const checker = new LinkChecker();
    const pages = samplePages();
    const result = await checker.check({
      path: pages,
      recurse: false,
      // The preview server is one Node process sharing two cores with the other test files.
      concurrency: 16,
      timeout: 30_000,
      // A connection dropped while the other test files load both cores is retried; a 404 is not.
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 2_000,
      // Only our own site: the social profiles and mailto/tel links are not ours to fetch.
      linksToSkip: [`^(?!${siteUrl().replace(/[.]/g, '\\.')})`],
    });
    const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (on ${l.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.length).toBeGreaterThan(pages.length);
  }, 600_000);

  it('every internal link in every built page lands on a page or a redirect', () => {
    const pagePaths = new Set(manifest.routes.map((r) => r.path));
    const redirects = new Set(manifest.redirects.map((r) => r.from));
    const assets = new Set<string>();
    const broken: string[] = [];
    let links = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== '_data' && name !== 'assets') walk(path);
        } else if (name.endsWith('.html')) {
          const html = readFileSync(path, 'utf8');
          for (const match of html.matchAll(/(?:href|src)="(\/[^"#?]*)/g)) {
            const target = match[1]!;
            links++;
            if (pagePaths.has(target) || redirects.has(target) || assets.has(target)) continue;
            try {
              if (statSync(join(siteDir(), target)).isFile()) {
                assets.add(target);
                continue;
              }
            } catch {
              /* not a file either */
            }
            broken.push(`${target} in ${path.slice(siteDir().length)}`);
          }
        }
      }
    };
    walk(siteDir());
    expect(broken.slice(0, 20)).toEqual([]);
    expect(links).toBeGreaterThan(manifest.routes.length * 20);
  }, 300_000);
});
