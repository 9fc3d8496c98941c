import { readEmbeddedPageData } from '../content/embedded-page-data.ts';
import { PAGE_DATA_ID } from '../content/page-head-data.ts';
import type { EmbeddedPageData } from '../content/page-data.ts';
import { loadTemplate } from '../templates/registry.ts';
import type { LoadedPage } from '../templates/types.ts';

/**
 * Fetches the next page's own HTML and reads the data block it carries (one file per page: no
 * second per-route data file). An unknown path answers with the site's 404 page and its 404
 * status on every host, and that page's data is the not-found record. Rejects when there is no
 * page data to show (network failure, a server error, a page from a newer build of the site);
 * the caller then loads the page in full.
 */
export async function loadPage(path: string): Promise<LoadedPage> {
  const response = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!response.ok && response.status !== 404) throw new Error(`${path} answered ${response.status}`);
  const data = readEmbeddedPageData(await response.text());
  if (!data) throw new Error(`${path} has no page data`);
  if (response.status === 404 && data.record.route.kind !== 'not-found') throw new Error(`${path} answered 404`);
  // A page built with other layout data comes from a newer deployment, whose scripts this page
  // does not have: only a full load shows it correctly.
  if (data.layout !== currentLayoutUrl()) throw new Error(`${path} belongs to another build of the site`);
  return { record: data.record, Template: await loadTemplate(data.record.route.kind) };
}

let layoutUrl: string | undefined;

/** The layout data URL of the page the visitor first loaded (its data block stays in the document). */
function currentLayoutUrl(): string | undefined {
  layoutUrl ??= (JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as Partial<EmbeddedPageData>).layout;
  return layoutUrl;
}
