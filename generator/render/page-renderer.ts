import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { LayoutData, PageRecord } from '../../src/content/page-data.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importServerEntry, type ServerEntry } from './bundles.ts';
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
  /** Chrome variant -> the chrome's markup, drawn once per build by the main thread. */
  chrome: Record<string, ChromeHtml>;
  /** The previous build, for pages that only need new chrome: its folder and each variant's surroundings. */
  previous?: { dir: string; surroundings: Record<string, Surroundings> };
}

/**
 * A page to write: rendered from its record, or (`rechrome`) its previous HTML given the new
 * chrome. A page whose record was not made again (its inputs are unchanged) has no `json`: the
 * previous build's data file for it holds the same record.
 */
export type PageJob = { path: string; json: string; rechrome?: false } | { path: string; json?: string; rechrome: true };

export interface RenderedPage {
  path: string;
  /** [file in the output, content] */
  files: [string, string][];
  /** MinHash signature of the page's main text (base64), for the near-duplicate check; none when only the chrome changed. */
  signature?: string;
}

/** Turns a page record (as JSON) into its HTML file and its data file for client navigation. */
export class PageRenderer {
  private readonly document: PageDocument;

  private constructor(
    private readonly setup: RenderSetup,
    private readonly server: ServerEntry,
    private readonly templates: Map<string, TemplateComponent>,
  ) {
    const { documentHtml, layoutUrl, siteName, logoUrl } = setup;
    this.document = new PageDocument({ documentHtml, layout: JSON.parse(setup.layoutJson) as LayoutData, layoutUrl, siteName, logoUrl });
  }

  static async load(setup: RenderSetup): Promise<PageRenderer> {
    const server = await importServerEntry(setup.root);
    return new PageRenderer(setup, server, await server.loadTemplates());
  }

  write(job: PageJob): RenderedPage {
    if (!job.rechrome) return this.render(job.path, job.json);
    return this.rechrome(job.path) ?? this.render(job.path, job.json ?? this.previousRecord(job.path));
  }

  /** The previous build's HTML with the new chrome spliced in, when its old chrome is found intact. */
  private rechrome(path: string): RenderedPage | undefined {
    const { previous, layoutUrl, chrome } = this.setup;
    const variant = this.server.chromeVariant(path);
    const before = previous?.surroundings[variant];
    if (!before || !chrome[variant]) return undefined;
    const file = htmlFileFor(path);
    const html = reassemble(readFileSync(join(previous!.dir, file), 'utf8'), before, { layoutUrl, chrome: chrome[variant] });
    return html === undefined ? undefined : { path, files: [[file, html]] };
  }

  private previousRecord(path: string): string {
    return readFileSync(join(this.setup.previous!.dir, paths.pageData(path)), 'utf8');
  }

  render(path: string, json: string): RenderedPage {
    const record = JSON.parse(json) as PageRecord;
    const Template = this.templates.get(record.route.kind);
    if (!Template) throw new Error(`no template for route kind ${record.route.kind}`);
    const chrome = this.setup.chrome[this.server.chromeVariant(path)];
    if (!chrome) throw new Error(`no chrome was drawn for ${path}`);
    const html = this.document.render(this.server, Template, record, chrome);
    return {
      path,
      files: [
        [htmlFileFor(path), html],
        [paths.pageData(path), json],
      ],
      // The page's text fingerprint, while its HTML is at hand.
      signature: encodeSignature(signature(mainText(html))),
    };
  }
}
