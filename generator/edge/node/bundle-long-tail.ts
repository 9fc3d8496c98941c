import { bundleFunction } from '../bundle-function.ts';
import type { EdgeSite } from '../edge-site.ts';

/**
 * Where a hybrid nginx build keeps its long-tail renderer: a dot folder of the output, which the
 * nginx configuration never serves (dotfiles answer 404), read by `tradesite serve`.
 */
export const LONG_TAIL_FILE = '.tradesite-serve/long-tail.mjs';

/** The port `tradesite serve` listens on and nginx's `proxy_pass` names, unless data/site.yaml's `deploy.nginx.port` says another. */
export const DEFAULT_LONG_TAIL_PORT = 8787;

/** The renderer's source, in tradesite's own folder (this module may run compiled, from .cache/cli/). */
const ENTRY = ['generator', 'edge', 'node', 'long-tail.ts'];

/** One answer of the long tail: a rendered page (200) or the 404 page (404). */
export interface LongTailAnswer {
  status: number;
  headers: Record<string, string>;
  /** Absent for HEAD. */
  body?: string | Uint8Array;
}

/** What the bundle exports (long-tail.ts, with the port appended by bundleLongTail). */
export interface LongTailModule {
  /** The build's id (EdgeSite.buildId): names every page it renders. */
  buildId: string;
  /** The port the build's nginx configuration proxies to. */
  port: number;
  /** The answers for the output at `root` (the folder holding 404.html and the record shards). */
  longTail(root: string): (method: string, path: string) => Promise<LongTailAnswer>;
}

/**
 * long-tail.ts bundled by esbuild with Vite's server bundle (the prerender's templates) and this
 * build's EdgeSite, as one ES module for Node. React is the same build as the other hosts'
 * functions (the `worker`/`browser` export conditions of react-dom/server), so every host renders
 * the same bytes; node: modules stay imports of the runtime. The port the nginx configuration
 * names is written after the bundle, so `tradesite serve` listens where nginx sends.
 */
export async function bundleLongTail(site: EdgeSite, port: number, root = process.cwd()): Promise<string> {
  const code = await bundleFunction(ENTRY, site, { platform: 'node', target: 'node20', conditions: ['worker', 'browser'], mainFields: ['browser', 'module', 'main'] }, root);
  return `${code}export const port = ${JSON.stringify(port)};\n`;
}
