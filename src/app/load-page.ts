import type { PageRecord } from '../content/page-data.ts';
import { paths } from '../routing/paths.ts';
import { loadTemplate } from '../templates/registry.ts';
import type { LoadedPage } from './page-host.tsx';

let notFound: Promise<PageRecord> | undefined;

/**
 * Fetches one page's data and template. A path the server says does not exist (404) gets the
 * not-found page; any other failure rejects, and the caller loads the address in full.
 */
export async function loadPage(path: string): Promise<LoadedPage> {
  const response = await fetch(paths.pageData(path), { headers: { Accept: 'application/json' } });
  let record: PageRecord;
  if (response.status === 404) {
    notFound ??= fetch(paths.pageData(paths.notFound())).then((r) => {
      if (!r.ok) throw new Error(`not-found page data: ${r.status}`);
      return r.json() as Promise<PageRecord>;
    });
    record = await notFound.catch((error: unknown) => {
      notFound = undefined;
      throw error;
    });
  } else if (!response.ok) {
    throw new Error(`page data for ${path}: ${response.status}`);
  } else {
    record = (await response.json()) as PageRecord;
  }
  return { record, Template: await loadTemplate(record.route.kind) };
}
