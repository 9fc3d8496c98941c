import type { RouteEntry } from '../../src/routing/routes.ts';
import { paths } from '../../src/routing/paths.ts';
import { escapeHtml } from '../render/escape.ts';

export const SITEMAP_LIMIT = 50_000;

/**
 * sitemap.xml for indexable routes; past 50,000 URLs, numbered sitemaps and an index.
 * Returns file name -> content.
 */
export function sitemapFiles(routes: RouteEntry[], absolute: (path: string) => string, lastmod: (route: RouteEntry) => string | undefined): Map<string, string> {
  const urls = routes
    .filter((r) => r.indexable)
    .map((r) => {
      const date = lastmod(r);
      return `  <url><loc>${escapeHtml(absolute(r.path))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
    });
  const files = new Map<string, string>();
  const urlset = (lines: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
  if (urls.length <= SITEMAP_LIMIT) {
    files.set('sitemap.xml', urlset(urls));
    return files;
  }
  const names: string[] = [];
  for (let i = 0; i < urls.length; i += SITEMAP_LIMIT) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files.set(name, urlset(urls.slice(i, i + SITEMAP_LIMIT)));
  }
  files.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names.map((n) => `  <sitemap><loc>${escapeHtml(absolute(paths.siteFile(n)))}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

export function robotsTxt(absolute: (path: string) => string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(paths.siteFile('sitemap.xml'))}\n`;
}
