import type { Head, PageRecord } from '../../src/content/page-data.ts';
import { embeddedPageDataHtml, withoutJsonLd, type PageDataJson } from '../../src/content/embedded-page-data.ts';
import type { CriticalCss } from './critical-css.ts';
import { escapeHtml, escapeJsonForScript, jsonForScript } from './escape.ts';

/** The client build's index.html, cut at its three placeholders. */
export class DocumentTemplate {
  private readonly parts: [string, string, string, string];

  constructor(html: string) {
    const [beforeHead, rest1] = split(html, '<!--head-->');
    const [beforeApp, rest2] = split(rest1, '<!--app-->');
    const [beforeData, after] = split(rest2, '<!--data-->');
    this.parts = [beforeHead, beforeApp, beforeData, after];
  }

  render(head: string, app: string, data: string): string {
    const [a, b, c, d] = this.parts;
    return a + head + b + app + c + data + d;
  }
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;
const STYLESHEET_LINK_ONE = new RegExp(STYLESHEET_LINK.source);
/** Where the page's critical CSS goes (`withCriticalCss`). */
const EMPTY_STYLE = '<style></style>';

/**
 * Moves the site's stylesheet (Vite's one hashed file in /assets/, cached for a year) to the end
 * of the body, and leaves an empty <style> in its place for the page's critical CSS
 * (`withCriticalCss`). A stylesheet linked in the head holds the first paint back by a round trip
 * on a phone's connection; inlined whole, it cost every page 41 KB (half a GB of the site).
 * Linked after the content, browsers paint what comes before it (with the critical CSS) and
 * fetch the file meanwhile; it needs no script, so no inline handler bends the CSP, and it works
 * without JavaScript. The app's module scripts run after it has loaded.
 */
export function stylesheetAfterContent(html: string): string {
  const links = html.match(STYLESHEET_LINK) ?? [];
  if (links.length !== 1) throw new Error(`index.html should link one stylesheet, not ${links.length}`);
  const at = html.lastIndexOf('</body>');
  if (at === -1) throw new Error('index.html has no </body>');
  // At low priority: the first paint needs none of it, and Chrome (and Lighthouse's model of the
  // load, which counts every request at the highest priority as holding the paint back) would
  // otherwise fetch it as if the page could not paint without it.
  const link = links[0]!.replace(/>$/, ' fetchpriority="low">');
  return (html.slice(0, at) + link + '\n  ' + html.slice(at)).replace(links[0]!, EMPTY_STYLE);
}

/**
 * The document `stylesheetAfterContent` made, with the stylesheet linked in the head instead and
 * no <style>: for the pages that paint from the cached file (`paintsFromCachedStylesheet`). At
 * the usual priority: there, the first paint waits for it.
 */
export function stylesheetInHead(html: string): string {
  const links = html.match(STYLESHEET_LINK) ?? [];
  if (links.length !== 1) throw new Error(`the document should link one stylesheet, not ${links.length}`);
  if (!html.includes(EMPTY_STYLE)) throw new Error('the document has no empty <style> in its head');
  const link = links[0]!.replace(' fetchpriority="low"', '');
  const at = html.indexOf(links[0]!);
  const withoutLink = html.slice(0, at) + html.slice(at + links[0]!.length).trimStart();
  return withoutLink.replace(EMPTY_STYLE, link);
}

/** Whether a page links its stylesheet in its head (and so has no critical CSS to fill). */
export function linksStylesheetInHead(html: string): boolean {
  const head = html.indexOf('</head>');
  const link = html.search(STYLESHEET_LINK_ONE);
  return link !== -1 && head !== -1 && link < head;
}

/** The stylesheet a document links (its path under the client build), if it links one. */
export function linkedStylesheet(html: string): string | undefined {
  return [...html.matchAll(STYLESHEET_LINK)][0]?.[1];
}

/** Fills a document's (first) <style> with the CSS its markup needs for the first paint. */
export function withCriticalCss(html: string, critical: CriticalCss): string {
  return fillCriticalCss(html, critical.forHtml(html));
}

/** Puts this CSS in the document's (first) <style>, in place of what it held. */
export function fillCriticalCss(html: string, css: string): string {
  const start = html.indexOf('<style>');
  const end = html.indexOf('</style>', start);
  if (start === -1 || end === -1) throw new Error('the document has no <style> for its critical CSS');
  if (/<\/style/i.test(css)) throw new Error('the critical CSS contains "</style", which would end the inline <style> early');
  return html.slice(0, start + 7) + css + html.slice(end);
}

function split(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`index.html has no ${marker} placeholder`);
  return [html.slice(0, at), html.slice(at + marker.length)];
}

/** Everything in <head> that depends on the page; every value escaped for where it lands. */
export function headHtml(head: Head, siteName: string, logoUrl: string, cspMeta = ''): string {
  const e = escapeHtml;
  const lines = [
    // First, so that it governs everything after it (a host that sends no headers of ours).
    cspMeta,
    // No preload of the layout file here: the page's starter preloads it after the first paint,
    // with the scripts that need it (app-start.ts).
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    // A noindex page names no canonical: the two together are contradictory signals (Google
    // Search Central's guidance; see the README).
    head.noindex ? '<meta name="robots" content="noindex, follow">' : `<link rel="canonical" href="${e(head.canonical)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<meta name="theme-color" content="#0f172a">',
    `<meta property="og:site_name" content="${e(siteName)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.canonical)}">`,
    `<meta property="og:image" content="${e(logoUrl)}">`,
    '<meta property="og:locale" content="en_AU">',
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${e(head.title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}

/**
 * The page's own data for hydration: a JSON data block, never executed, escaped against "</script>",
 * without the JSON-LD the head carries (see PageDataJson). Given the record's JSON as the build
 * sends it to a worker (JSON.stringify of `withoutJsonLd(record)`, which parsing and stringifying
 * again gives back unchanged), it is used as it is, not made again.
 */
export function pageDataHtml(layoutUrl: string, record: PageRecord, recordJson?: string): string {
  if (recordJson !== undefined) return embeddedPageDataHtml(escapeJsonForScript(`{"layout":${JSON.stringify(layoutUrl)},"record":${recordJson}}`));
  const data: PageDataJson = { layout: layoutUrl, record: withoutJsonLd(record) };
  return embeddedPageDataHtml(jsonForScript(data));
}
