import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { LayoutData, PageRecord } from '../../src/content/page-data.ts';
import type { TemplateComponent } from '../../src/templates/types.ts';
import type { Business } from '../schema/index.ts';
import type { ServerEntry } from './bundles.ts';
import { scanMarkup, type CriticalCss, type Markup } from './critical-css.ts';
import { paintsFromCachedStylesheet } from './cached-stylesheet.ts';
import { DocumentTemplate, fillCriticalCss, headHtml, linksStylesheetInHead, pageDataHtml, stylesheetInHead, withCriticalCss } from './html-document.ts';

/** What every page's document shares: the same for the build and the dev server. */
export interface DocumentSetup {
  /** The client's index.html (built, or transformed by Vite in development). */
  documentHtml: string;
  layout: LayoutData;
  layoutUrl: string;
  siteName: string;
  logoUrl: string;
  /** The CSP as a meta tag, for hosts that send no headers of ours ('' or absent for the others). */
  cspMeta?: string;
  /** The built stylesheet's rules, to inline what each page needs (absent in development, where Vite injects the styles). */
  criticalCss?: CriticalCss;
}

/** The site-wide facts a document's head names, from the business. */
export function documentIdentity(business: Business, absolute: (path: string) => string): Pick<DocumentSetup, 'siteName' | 'logoUrl'> {
  return { siteName: business.name, logoUrl: absolute(business.logo) };
}

/**
 * A page's whole HTML document: the app rendered from the record, inside index.html with the
 * page's head and its data for hydration. The build (with its chrome drawn once) and the dev
 * server (without) both draw pages with this.
 */
export class PageDocument {
  private readonly document: DocumentTemplate;
  /** The document for the pages that paint from the cached stylesheet (only with critical CSS). */
  private readonly linkedDocument?: DocumentTemplate;
  /** The template's and each chrome's markup, scanned once for the critical CSS. */
  private readonly templateMarkup: Markup;
  private readonly chromeMarkup = new WeakMap<ChromeHtml, Markup>();

  constructor(private readonly setup: DocumentSetup) {
    this.document = new DocumentTemplate(setup.documentHtml);
    if (setup.criticalCss) this.linkedDocument = new DocumentTemplate(stylesheetInHead(setup.documentHtml));
    this.templateMarkup = scanMarkup(setup.documentHtml);
  }

  /** `recordJson`: the record as JSON, when the caller has it (the build's workers do). */
  render(
    server: Pick<ServerEntry, 'renderPage' | 'renderSkeleton' | 'spliceChrome'>,
    Template: TemplateComponent,
    record: PageRecord,
    chrome?: ChromeHtml,
    recordJson?: string,
  ): string {
    const { layout, siteName, logoUrl, layoutUrl, cspMeta, criticalCss } = this.setup;
    const head = headHtml(record.head, siteName, logoUrl, cspMeta);
    const data = pageDataHtml(layoutUrl, record, recordJson);
    if (this.linkedDocument && paintsFromCachedStylesheet(record)) return this.linkedDocument.render(head, server.renderPage(record, layout, Template, chrome), data);
    if (!criticalCss || !chrome) return this.withCriticalCss(this.document.render(head, server.renderPage(record, layout, Template, chrome), data));
    // The page's own markup is read for the critical CSS before the chrome goes in (the chrome,
    // half of every page, was read once; its markers name no class and no element of the reset).
    const skeleton = server.renderSkeleton(record, layout, Template);
    let markup = this.chromeMarkup.get(chrome);
    if (!markup) this.chromeMarkup.set(chrome, (markup = scanMarkup(Object.values(chrome).join(''))));
    const css = criticalCss.forMarkup([this.templateMarkup, markup, scanMarkup(skeleton)]);
    return fillCriticalCss(this.document.render(head, server.spliceChrome(skeleton, chrome), data), css);
  }

  /** The document with the critical CSS its markup needs (again after new chrome is spliced into it). */
  withCriticalCss(html: string): string {
    return this.setup.criticalCss && !linksStylesheetInHead(html) ? withCriticalCss(html, this.setup.criticalCss) : html;
  }
}
