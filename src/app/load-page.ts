import type { PageRecord } from '../content/page-data.ts';
import { paths } from '../routing/paths.ts';
import { loadTemplate } from '../templates/registry.ts';
import type { LoadedPage } from './page-host.tsx';

let notFound: Promise<PageRecord> | undefined;

/** Fetches one page's data and template; an unknown path gets the not-found page. */
export async function loadPage(path: string): Promise<LoadedPage> {
  let record: PageRecord;
  try {
    const response = await fetch(paths.pageData(path), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    record = (await response.json()) as PageRecord;
  } catch {
    notFound ??= fetch(paths.pageData(paths.notFound())).then((r) => r.json() as Promise<PageRecord>);
    try {
      record = await notFound;
    } catch {
      // Offline or the server is gone: a full page load shows the browser's own error.
      window.location.assign(path);
      return new Promise(() => {});
    }
  }
  return { record, Template: await loadTemplate(record.route.kind) };
}
