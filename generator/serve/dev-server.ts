import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { LayoutData } from '../../src/content/page-data.ts';
import { normalisePath, paths } from '../../src/routing/paths.ts';
import { matchRedirect } from '../../src/routing/redirect-pattern.ts';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { escapeHtml } from '../render/escape.ts';
import type { ServerEntry } from '../render/bundles.ts';
import { iconSprite } from '../render/icon-sprite.ts';
import { documentIdentity, PageDocument } from '../render/page-document.ts';
import type { FormOverrides } from '../content/form-config.ts';
import { PageRecords } from '../content/page-records.ts';
import { Pictures } from '../images/pictures.ts';
import { prepareSite, type PreparedSite } from '../prepare-site.ts';
import { keepSentenceSplits } from '../local/local-pages.ts';
import { keepLocalPlans } from '../local/local-plan.ts';
import { requestPath } from './static-server.ts';
import { ownLogoFile } from '../load/own-logo.ts';
import { watchFolder } from './watch-folder.ts';
import { environmentError } from '../diagnostics/environment-error.ts';

const DEV_LAYOUT_URL = paths.layoutData('dev');
const DEV_SPRITE_URL = '/assets/icons.dev.svg';
const DEV_FINDER_URL = paths.suburbFinder();

/**
 * Renders pages on request from the live data and source: Vite serves the client with hot
 * reload, and a change under data/ revalidates and reloads the browser. Invalid data shows the
 * diagnostics in the page instead of a stale site.
 */
export async function startDevServer(
  dataDir: string,
  port: number,
  host: string,
  form: FormOverrides,
  /** The editor's routes (/admin/, /api/v1), answered before anything else, even while the data is invalid. */
  editor?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
): Promise<{ server: Server; vite: ViteDevServer; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', configFile: 'vite.config.ts' });
  // Data is loaded again on every save: what stays the same is worked out once.
  keepSentenceSplits();
  keepLocalPlans();
  let state = await load(dataDir, form);

  const stopWatching = watchFolder(dataDir, async () => {
    state = await load(dataDir, form);
    const errors = state.validation.diagnostics.errorCount;
    process.stdout.write(
      state.failure
        ? `${state.failure}\n`
        : errors
          ? `Data has ${errors} error(s): the browser shows them.\n`
          : `Data reloaded: ${state.validation.manifest.routes.length} pages.\n`,
    );
    vite.ws.send({ type: 'full-reload' });
  });

  const server = createHttpServer(async (req, res) => {
    try {
      if (editor && (await editor(req, res))) return;
    } catch (error) {
      // The backend answers its own refusals; anything that escapes it is a bug, shown, not a crash.
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Internal error in the editor (this is a bug): ${String((error as Error).stack ?? error)}\n`);
      return;
    }
    // The business's own logo (data/logo.svg) before Vite's public folder, which holds tradesite's neutral mark.
    const logo = state.validation.site.business?.logo;
    const asked = requestPath(req.url)?.pathname;
    const logoFile = logo && (asked === logo || asked === '/favicon.svg') ? ownLogoFile(dataDir) : undefined;
    if (logoFile) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' });
      res.end(await readFile(logoFile));
      return;
    }
    vite.middlewares(req, res, async () => {
      try {
        const request = requestPath(req.url);
        if (!request) {
          // A broken percent-encoding ("/%E0%A4%A"): a client's mistake, answered as hosts do.
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Bad request\n');
          return;
        }
        const url = new URL(req.url ?? '/', 'http://localhost');
        const path = normalisePath(request.pathname);
        const { validation, records, layout, failure } = state;
        if (validation.diagnostics.errorCount > 0 || !records || !layout) {
          res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(
            `<!doctype html><title>Data errors</title><pre style="white-space:pre-wrap;font:14px monospace;padding:1rem">${escapeHtml(failure ?? formatReport(validation.diagnostics.diagnostics))}</pre><script type="module" src="/@vite/client"></script>`,
          );
          return;
        }
        if (path === DEV_LAYOUT_URL) return sendJson(res, layout);
        if (path === DEV_FINDER_URL && state.records) return sendJson(res, state.records.suburbFinder());
        const picture = state.pictureFiles?.get(path);
        if (picture) {
          res.writeHead(200, { 'Content-Type': `image/${path.endsWith('.jpg') ? 'jpeg' : path.slice(path.lastIndexOf('.') + 1)}` });
          res.end(await readFile(picture));
          return;
        }
        if (path === DEV_SPRITE_URL) {
          res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
          res.end(iconSprite());
          return;
        }
        const byPath = new Map(validation.manifest.routes.map((r) => [r.path, r]));
        const target = matchRedirect(validation.site.redirects, path);
        if (target && byPath.has(target)) {
          res.writeHead(301, { Location: target });
          res.end();
          return;
        }
        const route = byPath.get(path) ?? byPath.get(paths.notFound())!;
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
        const Template = (await entry.loadTemplates()).get(route.kind)!;
        // The build's document renderer, given Vite's index.html (with its client and hot reload).
        const documentHtml = await vite.transformIndexHtml(url.pathname, await readFile(join(process.cwd(), 'index.html'), 'utf8'));
        const document = new PageDocument({ documentHtml, layout, layoutUrl: DEV_LAYOUT_URL, ...documentIdentity(validation.site.business!, (p) => records.absolute(p)) });
        const body = document.render(entry, Template, records.record(route));
        res.writeHead(route.kind === 'not-found' ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(body);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(String((error as Error).stack ?? error));
      }
    });
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  const close = async () => {
    stopWatching();
    const closed = new Promise<void>((done) => server.close(() => done()));
    // A browser's preconnected socket that never sent a request would keep close() waiting forever.
    server.closeAllConnections();
    await closed;
    await vite.close();
  };
  return { server, vite, close };
}

interface DevState {
  validation: PreparedSite;
  records: PageRecords | undefined;
  layout: LayoutData | undefined;
  /** Processed pictures: site URL -> the file in the image cache. */
  pictureFiles?: Map<string, string>;
  /** Why the valid data could not be made into pages (a picture replaced mid-save, a full disk): shown instead. */
  failure?: string;
}

async function load(dataDir: string, form: FormOverrides): Promise<DevState> {
  const validation = prepareSite(dataDir, { localIndexing: true });
  if (validation.diagnostics.errorCount > 0 || !validation.site.business) return { validation, records: undefined, layout: undefined };
  let pictures: Pictures;
  try {
    pictures = await Pictures.prepare(validation.site, process.cwd());
  } catch (error) {
    // Any save must leave the server running: the page says what is wrong until the next save.
    const problem = environmentError(error);
    if (!problem) throw error;
    return { validation, records: undefined, layout: undefined, failure: problem.describe() };
  }
  const records = new PageRecords(validation.site, validation.manifest, validation.site.business.siteUrl, pictures);
  return { validation, records, layout: records.layout(DEV_SPRITE_URL, form, DEV_FINDER_URL), pictureFiles: new Map(pictures.files()) };
}

function sendJson(res: import('node:http').ServerResponse, value: unknown, status = 200): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}
