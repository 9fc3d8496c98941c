import type { EmbeddedPageData, Head, PageRecord } from '../../src/content/page-data.ts';
import { embeddedPageDataHtml } from '../../src/content/embedded-page-data.ts';
import { escapeHtml, jsonForScript } from './escape.ts';

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

/**
 * Puts the site's stylesheet in the page itself. A linked stylesheet blocks the first paint for
 * one more round trip, which on a phone's connection is the largest wait before the hero shows;
 * inline, the page paints as soon as its HTML arrives. It costs about 7 KB of gzip per full page
 * load, and only that: client navigation fetches page data, never a document. (The CSP allows
 * inline styles; see the README's Security section.)
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g, (_, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end an inline <style> early`);
    return `<style>${css}</style>`;
  });
}

/**
 * Fetches the app's scripts at low priority. The page paints from its HTML and inline styles
 * alone; the scripts only make it interactive, so on a phone's connection they should not
 * compete with the document and the hero picture for the first bytes. Chrome otherwise fetches
 * module scripts and their preloads at high priority, as if the first paint waited for them
 * (and Lighthouse, which models render-blocking work from priorities, counted them so).
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

function split(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`index.html has no ${marker} placeholder`);
  return [html.slice(0, at), html.slice(at + marker.length)];
}

/** Everything in <head> that depends on the page; every value escaped for where it lands. */
export function headHtml(head: Head, siteName: string, logoUrl: string, layoutUrl: string, cspMeta = ''): string {
  const e = escapeHtml;
  const lines = [
    // First, so that it governs everything after it (a host that sends no headers of ours).
    cspMeta,
    `<link rel="preload" href="${e(layoutUrl)}" as="fetch" crossorigin>`,
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

/** The page's own data for hydration: a JSON data block, never executed, escaped against "</script>". */
export function pageDataHtml(layoutUrl: string, record: PageRecord): string {
  const data: EmbeddedPageData = { layout: layoutUrl, record };
  return embeddedPageDataHtml(jsonForScript(data));
}
