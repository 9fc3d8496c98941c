import type { EmbeddedPageData, Head, PageRecord } from './page-data.ts';
import { PAGE_DATA_ID, readJsonLd } from './page-head-data.ts';

const OPEN = `<script type="application/json" id="${PAGE_DATA_ID}">`;

/**
 * A page's own data, read from its HTML. Client navigation fetches the next page's HTML and reads
 * this instead of a second file per route; the build reads it from the previous build's pages.
 * The JSON inside is escaped so that "<" never appears in it (see jsonForScript), so the first
 * "</script>" after the opening tag ends it. Undefined when the HTML has no such block (not one
 * of this site's pages, or cut short).
 */
export function readEmbeddedPageData(html: string): EmbeddedPageData | undefined {
  const start = html.indexOf(OPEN);
  if (start === -1) return undefined;
  const end = html.indexOf('</script>', start + OPEN.length);
  if (end === -1) return undefined;
  try {
    const data = JSON.parse(html.slice(start + OPEN.length, end)) as PageDataJson;
    if (!data || typeof data.layout !== 'string' || !data.record?.head) return undefined;
    // The structured data is in the page once, in its head (see PageDataJson).
    return { layout: data.layout, record: { ...data.record, head: { ...data.record.head, jsonLd: readJsonLd(html) } } };
  } catch {
    return undefined;
  }
}

/**
 * What the data block holds: the layout's URL and the page's record without its structured data,
 * which the page's head carries already as JSON-LD (1.7 KB a page, 20 MB of the site): readers
 * take it from there.
 */
export interface PageDataJson {
  layout: string;
  record: Omit<PageRecord, 'head'> & { head: Omit<Head, 'jsonLd'> };
}

/** The record as the data block holds it. */
export function withoutJsonLd(record: PageRecord): PageDataJson['record'] {
  const { jsonLd: _, ...head } = record.head;
  return { ...record, head };
}

/** The data block as it is written into a page; `json` is already escaped for a script element. */
export function embeddedPageDataHtml(json: string): string {
  return `${OPEN}${json}</script>`;
}
