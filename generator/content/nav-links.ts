import type { LinkItem } from '../../src/content/page-data.ts';
import { paths } from '../../src/routing/paths.ts';
import type { NavLink } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';

/**
 * The links of a list in navigation.yaml, as the site draws them. A link without a title takes
 * its page's (a fixed page, landing page or service page); the navigation rule reports a path
 * that is no page, so the path itself is only ever shown for data the build refused.
 */
export function navLinks(site: Site, links: readonly NavLink[]): LinkItem[] {
  const titles = new Map<string, string>();
  for (const s of site.services) titles.set(paths.service(s), s.title);
  for (const e of [...site.pages, ...site.landings]) titles.set(paths.fixed(e), e.title);
  return links.map((l) => ({ title: l.title ?? titles.get(l.path) ?? l.path, href: l.path }));
}
