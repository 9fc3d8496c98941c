import { bundleWorker, WORKER_FILE } from '../../edge/cloudflare/bundle-worker.ts';
import type { HostTarget } from './host-target.ts';
import { withSlashedSources } from './redirect-rules.ts';
import { headersFile, redirectsFile } from './redirects-file.ts';

const ROUTES_DOC = 'Cloudflare Pages "Functions routing", https://developers.cloudflare.com/pages/functions/routing/#functions-invocation-routes';
/** Which requests run the worker (advanced mode reads it too). */
const ROUTES_FILE = '_routes.json';
/** _routes.json: at least one include rule, at most 100 include and exclude rules together, each at most 100 characters (ROUTES_DOC). */
const ROUTES_RULES = 100;
const ROUTE_RULE_CHARS = 100;

/**
 * The worker runs for every request but the files that are not pages (the hashed assets, the
 * favicon, robots.txt, the sitemap...): Pages serves those itself, with the `_headers`, and they
 * neither wait for the worker nor count against the Workers plan's requests (100,000 a day on
 * the free plan). Pages keep going through it: redirects come first, and a long-tail page is no
 * file. Past the limit of rules, the rest of the files simply go through the worker, which hands
 * them to the assets.
 */
function routesJson(staticFiles: readonly string[]): string {
  const exclude = staticFiles.filter((rule) => rule.length <= ROUTE_RULE_CHARS).slice(0, ROUTES_RULES - 1);
  return JSON.stringify({ version: 1, description: `Written by tradesite: files that are not pages skip the worker (${ROUTES_DOC}).`, include: ['/*'], exclude }, null, 2) + '\n';
}

const REDIRECTS_DOC = 'Cloudflare Pages "Redirects", https://developers.cloudflare.com/pages/configuration/redirects/ ("Per file")';
const LIMITS_DOC = 'Cloudflare Pages "Limits", https://developers.cloudflare.com/pages/platform/limits/#files';
const WORKER_LIMITS_DOC = 'Cloudflare Workers "Limits", https://developers.cloudflare.com/workers/platform/limits/#worker-size';

/**
 * Files a Pages site may hold, by plan: 20,000 on the free plan; 100,000 on paid plans since
 * January 2026 (Cloudflare changelog "Increased Pages file limit to 100,000 for paid plans",
 * 2026-01-23, which also asks for PAGES_WRANGLER_MAJOR_VERSION=4 in the project's settings).
 */
export const CLOUDFLARE_FILES = { free: 20_000, paid: 100_000 } as const;

/**
 * What a Worker (a Pages function in advanced mode is one) may use, by plan, from Cloudflare
 * Workers "Limits" (https://developers.cloudflare.com/workers/platform/limits/):
 * - script: 3 MB on the free plan, 10 MB on paid ones, measured after compression (gzip, as
 *   Wrangler reports it; the free plan's was 1 MB until late 2024). A draft of the documentation
 *   (cloudflare/cloudflare-docs#31002, May 2026) replaces both with 64 MiB uncompressed; until that
 *   is published, a build is held to the smaller figures. Checked at build time (`limits`).
 * - memory: 128 MB an isolate, both plans: the function keeps at most a few dozen record shards.
 * - CPU: 10 ms a request on the free plan (5 minutes on paid): what one long-tail render must stay
 *   under; the benchmark measures it, nothing can check it at build time.
 * Decimal megabytes, as the page writes them (1 MB = 1,000,000 bytes: the stricter reading).
 */
export const CLOUDFLARE_WORKER = {
  scriptGzipBytes: { free: 3_000_000, paid: 10_000_000 },
  memoryBytes: 128_000_000,
  cpuMsPerRequest: { free: 10, paid: 300_000 },
} as const;

/**
 * Cloudflare Pages: `_redirects` and `_headers` in the published folder (neither is served).
 * Static rows must come before dynamic ones, and a project reads at most 2,000 static and 100
 * dynamic redirects; a deployment holds at most 20,000 files on the free plan, 100,000 on paid
 * ones (deploy.cloudflare.plan in data/site.yaml), of at most 25 MiB each (our largest is the
 * sitemap, well under). Redirects apply even where a file exists, so rules are not forced. Pages
 * serves a/b.html at /a/b (and redirects /a/b.html and /a/b/ to it); a/b/index.html would 308
 * /a/b to /a/b/. A rule matches its path exactly, so each old address is written twice, with and
 * without a trailing slash: an old link to "/about-us/" is one 301 too.
 */
export const cloudflare: HostTarget = {
  name: 'cloudflare',
  label: 'Cloudflare Pages',
  fallbackPages: false,
  cspInMeta: false,
  // Pages sends the headers of every rule a path matches ("inherit all rules' headers"), so under
  // /admin/ the site's CSP is detached ("! Name") and the editor's page brings
  // its own policy as a meta tag; X-Robots-Tag is the editor's alone.
  files: ({ rules, headers, immutablePrefix, adminHeaders }) => [
    ['_redirects', redirectsFile(withSlashedSources(rules), '301')],
    [
      '_headers',
      headersFile(
        headers,
        immutablePrefix,
        adminHeaders && {
          headers: { 'X-Robots-Tag': adminHeaders['X-Robots-Tag']! },
          detach: ['Content-Security-Policy'],
        },
      ),
    ],
  ],
  besideFiles: () => [],
  edgeFunction: async (site, staticFiles) => {
    const { code, gzipBytes } = await bundleWorker(site);
    return {
      files: [
        [WORKER_FILE, code],
        [ROUTES_FILE, routesJson(staticFiles)],
      ],
      bytes: gzipBytes,
      measure: 'gzipped',
    };
  },
  redirectLines: ({ rules }) => {
    const both = withSlashedSources(rules);
    return both.literal.length + both.patterns.length;
  },
  limits: ({ deploy, rules }) => {
    const plan = deploy.cloudflare?.plan ?? 'free';
    const written = withSlashedSources(rules);
    return [
      { what: 'static redirects', max: 2000, actual: () => written.literal.length, source: REDIRECTS_DOC },
      { what: 'dynamic redirects', max: 100, actual: () => written.patterns.length, source: REDIRECTS_DOC },
      { what: `files in a deployment on the ${plan} plan (deploy.cloudflare.plan)`, max: CLOUDFLARE_FILES[plan], actual: (o) => o.files, source: LIMITS_DOC },
      {
        what: `bytes of ${WORKER_FILE} gzipped, the Worker script size on the ${plan} plan (deploy.cloudflare.plan)`,
        max: CLOUDFLARE_WORKER.scriptGzipBytes[plan],
        actual: (o) => o.functionBytes ?? 0,
        source: WORKER_LIMITS_DOC,
        hint: 'The function carries the templates and what every long-tail page shares, not the pages: a Worker this large means the templates or the menus grew. Build with --prerender all, or move to the paid plan (deploy.cloudflare.plan).',
      },
    ];
  },
};
