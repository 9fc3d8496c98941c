/**
 * What the page's first script reads of the document itself: where its data block is and the
 * JSON-LD of its head. Apart from embedded-page-data.ts, which navigation loads later, so that a
 * first visit's scripts carry only these few lines.
 */

/** The id of the data block every page carries: its record and the URL of the layout data. */
export const PAGE_DATA_ID = 'page-data';

const LD_OPEN = '<script type="application/ld+json">';

/** The JSON-LD blocks of a page's head, in order. Their JSON is escaped for a script element, so the first "</script>" ends each. */
export function readJsonLd(html: string): object[] {
  const headEnd = html.indexOf('</head>');
  const found: object[] = [];
  for (let at = html.indexOf(LD_OPEN); at !== -1 && (headEnd === -1 || at < headEnd); at = html.indexOf(LD_OPEN, at + 1)) {
    const end = html.indexOf('</script>', at);
    if (end === -1) break;
    found.push(JSON.parse(html.slice(at + LD_OPEN.length, end)) as object);
  }
  return found;
}
