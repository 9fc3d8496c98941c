import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { LayoutData, PageRecord } from '../../src/content/page-data.ts';
import { readEmbeddedPageData, type PageDataJson } from '../../src/content/embedded-page-data.ts';
import { htmlFileFor } from '../../src/routing/paths.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIR, importServerEntry, type ServerEntry } from './bundles.ts';
import { CriticalCss } from './critical-css.ts';
import { linkedStylesheet } from './html-document.ts';
import { PageDocument } from './page-document.ts';
import { reassemble, type Surroundings } from './reassemble.ts';
import { encodeSignature, mainText, signature } from '../report/similarity.ts';
import type { TemplateComponent } from '../../src/templates/types.ts';

/** Everything a renderer needs besides the pages: the same on the main thread and in workers. */
export interface RenderSetup {
  root: string;
  documentHtml: string;
  layoutJson: string;
  layoutUrl: string;
  siteName: string;
  logoUrl: string;
  /** The CSP as a meta tag, for hosts that send no headers of ours ('' for the others). */
  cspMeta: string;
  /** Chrome variant -> the chrome's markup, drawn once per build by the main thread. */
  chrome: Record<string, ChromeHtml>;
  /** The previous build, for pages that only need new chrome: its folder and each variant's surroundings. */
  previous?: { dir: string; surroundings: Record<string, Surroundings> };
}

/**
 * A page to write: rendered from its record, or (`rechrome`) its previous HTML given the new
 * chrome. A page whose record was not made again (its inputs are unchanged) has no `json`: the
 * previous build's page carries the same record. `signed`: the near-copy check compares the page
 * with its siblings (see siblingGroup), so a render works out its text's signature; for the
 * others (most local pages, which point their canonical elsewhere) that was a fifth of a render
 * worker's time, for a figure nothing reads.
 */
export type PageJob = ({ path: string; json: string; jsonLd: string; rechrome?: false } | { path: string; json?: string; jsonLd?: string; rechrome: true }) & { signed: boolean };

/** A page drawn from its record, as the renderer tells the build: its path and, for a `signed` page, its signature. */
export type DrawnPage = [path: string, signature?: string];

export interface RenderedPage {
  path: string;
  /** [file in the output, content] */
  files: [string, string][];
  /** Drawn from its record (else its previous HTML only got new chrome). */
  drawn: boolean;
  /** MinHash signature of the page's main text (base64), for the near-duplicate check: only for a `signed` page that was drawn. */
  signature?: string;
}

/** Turns a page record (as JSON) into its HTML file, which carries the record for hydration and client navigation. */
export class PageRenderer {
  private readonly document: PageDocument;
  private readonly layout: LayoutData;

  private constructor(
    private readonly setup: RenderSetup,
    private readonly server: ServerEntry,
    private readonly templates: Map<string, TemplateComponent>,
  ) {
    const { documentHtml, layoutUrl, siteName, logoUrl } = setup;
    const stylesheet = linkedStylesheet(documentHtml);
    const criticalCss = stylesheet ? criticalCssFor(join(setup.root, CLIENT_DIR, stylesheet)) : undefined;
    this.layout = JSON.parse(setup.layoutJson) as LayoutData;
    this.document = new PageDocument({ documentHtml, layout: this.layout, layoutUrl, siteName, logoUrl, cspMeta: setup.cspMeta, criticalCss });
  }

  static async load(setup: RenderSetup): Promise<PageRenderer> {
    const server = await importServerEntry(setup.root);
    return new PageRenderer(setup, server, await server.loadTemplates());
  }

  write(job: PageJob): RenderedPage {
    if (!job.rechrome) return this.render(job.path, job.json, job.jsonLd, job.signed);
    return (
      this.rechrome(job.path) ??
      (job.json !== undefined ? this.render(job.path, job.json, job.jsonLd!, job.signed) : this.draw(job.path, this.previousRecord(job.path), job.signed))
    );
  }

  /** Renders a page of the previous build from the record it carries, and throws the result away (see RenderThreads.idle). */
  warmUp(path: string): void {
    if (this.setup.previous) this.draw(path, this.previousRecord(path), false);
  }

  /** The previous build's HTML with the new chrome spliced in, when its old chrome is found intact. */
  private rechrome(path: string): RenderedPage | undefined {
    const { previous, layoutUrl, chrome } = this.setup;
    const variant = this.server.chromeVariant(path, this.layout);
    const before = previous?.surroundings[variant];
    if (!before || !chrome[variant]) return undefined;
    const file = htmlFileFor(path);
    const html = reassemble(readFileSync(join(previous!.dir, file), 'utf8'), before, { layoutUrl, chrome: chrome[variant] });
    // New chrome may use classes the old did not: its critical CSS is worked out again.
    return html === undefined ? undefined : { path, files: [[file, this.document.withCriticalCss(html)]], drawn: false };
  }

  /** The record the previous build's page carries in its data block (and its head's JSON-LD). */
  private previousRecord(path: string): PageRecord {
    const data = readEmbeddedPageData(readFileSync(join(this.setup.previous!.dir, htmlFileFor(path)), 'utf8'));
    if (!data) throw new Error(`the previous build's ${htmlFileFor(path)} has no page data`);
    return data.record;
  }

  /** `json`: the record without its JSON-LD, as the data block holds it (see PageDataJson); `jsonLd`: the JSON-LD. */
  render(path: string, json: string, jsonLd: string, signed: boolean): RenderedPage {
    const { head, ...rest } = JSON.parse(json) as PageDataJson['record'];
    return this.draw(path, { ...rest, head: { ...head, jsonLd: JSON.parse(jsonLd) as object[] } } as PageRecord, signed, json);
  }

  private draw(path: string, record: PageRecord, signed: boolean, json?: string): RenderedPage {
    const Template = this.templates.get(record.route.kind);
    if (!Template) throw new Error(`no template for route kind ${record.route.kind}`);
    const chrome = this.setup.chrome[this.server.chromeVariant(path, this.layout)];
    if (!chrome) throw new Error(`no chrome was drawn for ${path}`);
    const html = this.document.render(this.server, Template, record, chrome, json);
    return {
      path,
      files: [[htmlFileFor(path), html]],
      drawn: true,
      // The page's text fingerprint, while its HTML is at hand.
      ...(signed ? { signature: encodeSignature(signature(mainText(html))) } : {}),
    };
  }
}

/**
 * The critical CSS of the stylesheet at this path, kept from one render to the next: a watch's
 * worker renders with a new setup on every save, and would otherwise parse the stylesheet again
 * and work out each kind of page's rules again. The stylesheet's name is the hash of its content
 * (Vite's), so the same path is the same rules.
 */
function criticalCssFor(path: string): CriticalCss {
  if (keptCriticalCss?.path !== path) keptCriticalCss = { path, css: new CriticalCss(readFileSync(path, 'utf8')) };
  return keptCriticalCss.css;
}

let keptCriticalCss: { path: string; css: CriticalCss } | undefined;
