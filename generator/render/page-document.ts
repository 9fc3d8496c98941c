import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { LayoutData, PageRecord } from '../../src/content/page-data.ts';
import type { TemplateComponent } from '../../src/templates/types.ts';
import type { Business } from '../schema/index.ts';
import type { ServerEntry } from './bundles.ts';
import type { CriticalCss } from './critical-css.ts';
import { DocumentTemplate, headHtml, pageDataHtml, withCriticalCss } from './html-document.ts';

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

  constructor(private readonly setup: DocumentSetup) {
    this.document = new DocumentTemplate(setup.documentHtml);
  }

  render(server: Pick<ServerEntry, 'renderPage'>, Template: TemplateComponent, record: PageRecord, chrome?: ChromeHtml): string {
    const { layout, siteName, logoUrl, layoutUrl, cspMeta } = this.setup;
    const app = server.renderPage(record, layout, Template, chrome);
    return this.withCriticalCss(this.document.render(headHtml(record.head, siteName, logoUrl, layoutUrl, cspMeta), app, pageDataHtml(layoutUrl, record)));
  }

  /** The document with the critical CSS its markup needs (again after new chrome is spliced into it). */
  withCriticalCss(html: string): string {
    return this.setup.criticalCss ? withCriticalCss(html, this.setup.criticalCss) : html;
  }
}
