import type { EmbeddedPageData } from './page-data.ts';

/** The id of the data block every page carries: its record and the URL of the layout data. */
export const PAGE_DATA_ID = 'page-data';

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
    const data = JSON.parse(html.slice(start + OPEN.length, end)) as EmbeddedPageData;
    return data && typeof data.layout === 'string' && data.record ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The data block as it is written into a page; `json` is already escaped for a script element. */
export function embeddedPageDataHtml(json: string): string {
  return `${OPEN}${json}</script>`;
}
