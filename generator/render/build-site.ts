import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LayoutData } from '../../src/content/page-data.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../load/load-site.ts';
import type { AtomicOutput } from './atomic-output.ts';
import { CLIENT_DIR, ensureBundles, importServerEntry } from './bundles.ts';
import { redirectPage, redirectsFile } from './host-redirects.ts';
import { DocumentTemplate, headHtml, pageDataHtml } from './html-document.ts';
import { PageRecords } from './page-records.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';
import { contentDates } from './content-dates.ts';

export interface BuildStats {
  pages: number;
  redirects: number;
  bundlesReused: boolean;
}

/**
 * Renders every manifest route into the staging folder: HTML with the page's data for hydration,
 * a JSON file per route for client navigation, and the files static hosts read.
 */
export async function buildSite(site: Site, manifest: RouteManifest, output: AtomicOutput, log: (line: string) => void): Promise<BuildStats> {
  const business = site.business!;
  const { reused } = await ensureBundles(process.cwd(), log);
  const server = await importServerEntry();
  const templates = await server.loadTemplates();
  const records = new PageRecords(site, business.siteUrl);
  const layout: LayoutData = records.layout();
  const document = new DocumentTemplate(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'));
  const logoUrl = records.absolute(business.logo);
  const layoutJson = JSON.stringify(layout);
  const layoutUrl = paths.layoutData(createHash('sha256').update(layoutJson).digest('hex').slice(0, 12));

  cpSync(CLIENT_DIR, output.staging, { recursive: true, filter: (src) => !src.endsWith('index.html') || dirname(src) !== CLIENT_DIR });

  const write = (file: string, content: string) => {
    const target = output.path(file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  write(layoutUrl, layoutJson);

  let done = 0;
  for (const route of manifest.routes) {
    const record = records.record(route);
    const Template = templates.get(route.kind);
    if (!Template) throw new Error(`no template for route kind ${route.kind}`);
    const app = server.renderPage(record, layout, Template);
    write(htmlFileFor(route.path), document.render(headHtml(record.head, business.name, logoUrl, layoutUrl), app, pageDataHtml(layoutUrl, record)));
    write(paths.pageData(route.path), JSON.stringify(record));
    done++;
    if (done % 2000 === 0) log(`  ${done} / ${manifest.routes.length} pages`);
  }

  for (const redirect of manifest.redirects) write(htmlFileFor(redirect.from), redirectPage(redirect.to, records.absolute(redirect.to)));
  write('_redirects', redirectsFile(manifest.redirects));
  const dates = contentDates(site);
  for (const [name, content] of sitemapFiles(manifest.routes, (p) => records.absolute(p), (r: RouteEntry) => dates(r))) write(name, content);
  write('robots.txt', robotsTxt((p) => records.absolute(p)));
  write('routes.json', JSON.stringify(manifest, null, 2) + '\n');
  return { pages: manifest.routes.length, redirects: manifest.redirects.length, bundlesReused: reused };
}
