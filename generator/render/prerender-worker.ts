import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRecord } from '../../src/content/page-data.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { importServerEntry } from './bundles.ts';
import { DocumentTemplate, headHtml, pageDataHtml } from './html-document.ts';
import { encodeSignature, mainText, signature } from '../report/similarity.ts';

/** What the main thread tells each worker once. */
export interface WorkerSetup {
  root: string;
  staging: string;
  documentHtml: string;
  layoutJson: string;
  layoutUrl: string;
  siteName: string;
  logoUrl: string;
}

/** A batch of pages to render: each record already serialised by the main thread. */
export interface RenderBatch {
  pages: { path: string; json: string }[];
}

const setup = workerData as WorkerSetup;
const document = new DocumentTemplate(setup.documentHtml);
const layout = JSON.parse(setup.layoutJson);
const server = await importServerEntry(setup.root);
const templates = await server.loadTemplates();

function write(file: string, content: string): void {
  const target = join(setup.staging, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

parentPort!.on('message', (batch: RenderBatch) => {
  try {
    const signatures: [string, string][] = [];
    for (const { path, json } of batch.pages) {
      const record = JSON.parse(json) as PageRecord;
      const Template = templates.get(record.route.kind);
      if (!Template) throw new Error(`no template for route kind ${record.route.kind}`);
      const app = server.renderPage(record, layout, Template);
      const html = document.render(headHtml(record.head, setup.siteName, setup.logoUrl, setup.layoutUrl), app, pageDataHtml(setup.layoutUrl, record));
      write(htmlFileFor(path), html);
      write(paths.pageData(path), json);
      // The page's text fingerprint, for the near-duplicate check, while its HTML is at hand.
      signatures.push([path, encodeSignature(signature(mainText(html)))]);
    }
    parentPort!.postMessage({ done: batch.pages.length, signatures });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
