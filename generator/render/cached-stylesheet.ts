import type { PageRecord } from '../../src/content/page-data.ts';

/**
 * Whether a page paints from the site's stylesheet linked in its head, with no critical CSS
 * inline: the pages search engines are asked not to index (local pages that have not earned it,
 * the thank-you page), except the 404 page.
 *
 * Why: the inline critical CSS (about 22 KB) is there for the first visit from a search result,
 * which would otherwise wait a round trip for the stylesheet before anything is drawn. A noindex
 * page is not a search result. Visitors reach it by the site's own links, so the stylesheet is in
 * their cache (a hashed file, kept for a year), and with JavaScript they never load its document
 * at all (client navigation reads only its data). Inline CSS on those pages was 11,300 copies of
 * what every visitor already has: about 250 MB of the published site, a third of it. The 404 page
 * keeps its inline CSS: a broken link from elsewhere is a first visit.
 */
export function paintsFromCachedStylesheet(record: Pick<PageRecord, 'route' | 'head'>): boolean {
  return record.head.noindex && record.route.kind !== 'not-found';
}
