import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { HostInput, HostTarget } from './hosts/host-target.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';

/**
 * The site-wide files hosts and crawlers read, [name, content]: the host's own files (redirect
 * rules, headers with the CSP among them; see hosts/), the sitemap and robots.txt. The route
 * manifest is build state, kept beside the output (see build-folder.ts), not published.
 */
export function* hostFiles(
  host: HostTarget,
  input: HostInput,
  manifest: RouteManifest,
  absolute: (path: string) => string,
  lastmod: (route: RouteEntry) => string | undefined,
): Generator<[string, string]> {
  yield* host.files(input);
  yield* sitemapFiles(manifest.routes, absolute, lastmod);
  yield ['robots.txt', robotsTxt(absolute)];
}
