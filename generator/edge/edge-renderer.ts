import type { LayoutData, PageRecord } from '../../src/content/page-data.ts';
import type { PageDataJson } from '../../src/content/embedded-page-data.ts';
import type { TemplateComponent } from '../../src/templates/types.ts';
import { paintsFromCachedStylesheet } from '../render/cached-stylesheet.ts';
import { DocumentTemplate, headHtml, pageDataHtml } from '../render/html-document.ts';
import type { ServerEntry } from '../render/bundles.ts';
import type { ShardEntry } from './record-shard.ts';
import type { EdgeSite } from './edge-site.ts';

/** What the function needs of the server renderer (Vite's SSR bundle of src/entry-server.tsx). */
export type EdgeServer = Pick<ServerEntry, 'renderPage' | 'chromeVariant' | 'loadTemplates'>;

/**
 * Renders one long-tail page from its record, to the bytes the full prerender writes for it: the
 * same steps as PageRenderer.render and PageDocument.render take for a page that paints from the
 * cached stylesheet (every page a function answers does, see edge/on-request.ts), with the same
 * server renderer, the same chrome and the record's JSON as the prerender's workers get it. The
 * byte-for-byte test (tests/build/edge-pages.test.ts) holds the two together.
 *
 * Host-neutral and pure (no node: modules): the Cloudflare Worker runs it, and Node does in the
 * tests and the benchmark.
 */
export class EdgeRenderer {
  private readonly document: DocumentTemplate;
  private readonly layout: LayoutData;

  private constructor(
    private readonly site: EdgeSite,
    private readonly server: EdgeServer,
    private readonly templates: Map<string, TemplateComponent>,
  ) {
    this.document = new DocumentTemplate(site.document);
    this.layout = JSON.parse(site.layoutJson) as LayoutData;
  }

  static async load(site: EdgeSite, server: EdgeServer): Promise<EdgeRenderer> {
    return new EdgeRenderer(site, server, await server.loadTemplates());
  }

  /** The page's whole HTML document, and whether its head says noindex (its response then says so too). */
  render(path: string, { json, jsonLd }: ShardEntry): { html: string; noindex: boolean } {
    const { head, ...rest } = JSON.parse(json) as PageDataJson['record'];
    const record = { ...rest, head: { ...head, jsonLd: JSON.parse(jsonLd) as object[] } } as PageRecord;
    if (record.route.path !== path) throw new Error(`the record found for ${path} is ${record.route.path}'s`);
    // Pages with inline critical CSS would need the stylesheet's parser here; the build never
    // leaves one to the function (servedOnRequest), and this says so if that ever changes.
    if (!paintsFromCachedStylesheet(record)) throw new Error(`${path} is not a noindex page: it must be prerendered, not rendered on request`);
    const Template = this.templates.get(record.route.kind);
    if (!Template) throw new Error(`no template for route kind ${record.route.kind}`);
    const variant = this.server.chromeVariant(path, this.layout);
    const chrome = this.site.chrome[variant];
    if (!chrome) throw new Error(`the function carries no chrome for ${path} (menu section ${variant})`);
    const { siteName, logoUrl, cspMeta, layoutUrl } = this.site;
    const html = this.document.render(
      headHtml(record.head, siteName, logoUrl, cspMeta),
      this.server.renderPage(record, this.layout, Template, chrome),
      pageDataHtml(layoutUrl, record, json),
    );
    return { html, noindex: record.head.noindex };
  }
}
