import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import { redirectsFile } from './host-redirects.ts';
import { headersFile } from './security-headers.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';

/**
 * The site-wide files static hosts and crawlers read, [name, content]: redirect rules, headers
 * (the CSP among them), the sitemap, robots.txt, and the route manifest the client router reads.
 */
export function* hostFiles(manifest: RouteManifest, formAction: string, absolute: (path: string) => string, lastmod: (route: RouteEntry) => string | undefined): Generator<[string, string]> {
  yield ['_redirects', redirectsFile(manifest.redirects)];
  yield ['_headers', headersFile(formAction)];
  yield* sitemapFiles(manifest.routes, absolute, lastmod);
  yield ['robots.txt', robotsTxt(absolute)];
  yield ['routes.json', JSON.stringify(manifest) + '\n'];
}
