import { paths } from '../../../src/routing/paths.ts';
import { fillPattern, parsePattern, SLUG_SOURCE, strayParams } from '../../../src/routing/redirect-pattern.ts';
import { bundleVercelFunction, VERCEL_FUNCTION_FILE } from '../../edge/vercel/bundle-function.ts';
import type { HostInput, HostTarget } from './host-target.ts';
import { withSlashedSources } from './redirect-rules.ts';
import { IMMUTABLE } from './redirects-file.ts';

const CONFIG_DOC = 'Vercel "Project configuration", https://vercel.com/docs/project-configuration#redirects';
const FILES_DOC = 'Vercel "Limits", https://vercel.com/docs/limits#files (the CLI refuses a deployment of more: "`files` should NOT have more than 15000 items")';

const FUNCTION_LIMITS_DOC = 'Vercel "Functions limits", https://vercel.com/docs/functions/limitations ("the maximum uncompressed size is 250 MB", the included files counted)';

/**
 * What a Vercel Function (Node.js runtime) may use, from Vercel "Functions limits"
 * (https://vercel.com/docs/functions/limitations):
 * - bundle: 250 MB uncompressed, code and included files together: this function carries the
 *   record shards (about 7 MB for the sample; some 700 MB at a hundred times it, which is refused
 *   at build time, naming the limit). Checked at build time (`limits`).
 * - memory: at most 2 GB on Hobby (4 GB on Pro); duration: 300 s by default on every plan. A
 *   long-tail page renders in milliseconds from a shard of about 400 KB: nothing to check.
 * Decimal megabytes (the stricter reading).
 */
export const VERCEL_FUNCTION = { bundleBytes: 250_000_000, memoryBytes: 2_000_000_000, maxDurationSeconds: 300 } as const;

/** The hybrid output's function files: the record shards and the 404 page travel with it (read from its own files). */
const FUNCTION_FILES = `{${paths.edgeRecords(0).split('/')[1]}/**,404.html}`;

/**
 * A hybrid build's additions to vercel.json: every path no file answers goes to the function
 * (Vercel applies `rewrites` after its filesystem check, so a page's file, an asset or a redirect
 * answers first: "Rewrites", https://vercel.com/docs/rewrites; the routes @vercel/routing-utils
 * compiles put `handle: filesystem` before them, which the test checks), and the function carries
 * the record shards and the 404 page (`includeFiles`, https://vercel.com/docs/project-configuration#functions).
 */
function hybridConfig({ prerender }: Pick<HostInput, 'prerender'>): object {
  if (prerender !== 'indexable') return {};
  return {
    // Vercel answers api/x.mjs at /api/x.
    rewrites: [{ source: '/(.*)', destination: paths.siteFile(VERCEL_FUNCTION_FILE.replace(/\.mjs$/, '')) }],
    functions: { [VERCEL_FUNCTION_FILE]: { includeFiles: FUNCTION_FILES } },
  };
}

/**
 * A page's address written with a trailing slash ("/about/") leads to the page. Vercel's own
 * `trailingSlash: false` would do it too, but it runs before the project's redirects, so an old
 * link such as "/about-us/" took two hops; this rule comes after them. Only slug paths match:
 * the Location is always a path of slugs on this site.
 */
export const PAGE_SLASH_REDIRECT = { source: '/:page((?:[a-z0-9-]+/)*[a-z0-9-]+)/', destination: '/:page', statusCode: 301 };

/**
 * Vercel: one `vercel.json` in the published folder (deploy the folder itself, so it is the
 * project's configuration). `cleanUrls` serves a/b.html at /a/b and redirects /a/b.html.
 * Redirects take path-to-regexp placeholders (":serviceSlug" is one segment) and an explicit 301
 * (Vercel's `permanent` means 308); a source matches its path exactly, so each old address is
 * written with and without a trailing slash, and the page-slash rule comes last. A project holds
 * at most 2,048 redirects; the CLI uploads at most 15,000 files per deployment (Hobby accounts
 * also at most 5,000 uploads a day: deploy with `--archive=tgz`, see docs/deploying.md). The project's
 * link (`.vercel/` in the published folder, written by `vercel link`) survives a fresh build.
 */
export const vercel: HostTarget = {
  name: 'vercel',
  label: 'Vercel',
  fallbackPages: false,
  cspInMeta: false,
  keeps: ['.vercel'],
  files: ({ rules, headers, immutablePrefix, adminHeaders, prerender }) => {
    const redirect = ({ from, to }: { from: string; to: string }) => ({ source: vercelSource(from), destination: to, statusCode: 301 });
    for (const p of rules.patterns) {
      // Vercel names a placeholder by its name in the source: the target may use only those.
      if (strayParams(parsePattern(p.from), parsePattern(p.to)).length) throw new Error(`redirect ${p.from} -> ${p.to} uses a placeholder its source lacks`);
    }
    const written = withSlashedSources(rules);
    const config = {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      cleanUrls: true,
      redirects: [...written.literal.map(redirect), ...written.patterns.map(redirect), PAGE_SLASH_REDIRECT],
      headers: [
        { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
        { source: `${immutablePrefix}(.*)`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
        // Later rules win for a header they both set: the editor's policy replaces the site's under /admin/.
        ...(adminHeaders ? [{ source: `${paths.admin()}(.*)`, headers: Object.entries(adminHeaders).map(([key, value]) => ({ key, value })) }] : []),
      ],
      ...hybridConfig({ prerender }),
    };
    return [['vercel.json', JSON.stringify(config, null, 2) + '\n']];
  },
  besideFiles: () => [],
  // A hybrid build's long tail: one Node.js function for every path without a file (edge/vercel/).
  edgeFunction: async (site, _staticFiles, { shardBytes }) => {
    const code = await bundleVercelFunction(site);
    // What Vercel measures: the function's files uncompressed, the shards it includes among them (the 404 page's few KB aside).
    return { files: [[VERCEL_FUNCTION_FILE, code]], bytes: Buffer.byteLength(code) + shardBytes, measure: 'uncompressed with the record shards it carries' };
  },
  redirectLines: ({ rules }) => {
    const written = withSlashedSources(rules);
    return written.literal.length + written.patterns.length + 1;
  },
  limits: ({ rules }) => {
    const written = withSlashedSources(rules);
    return [
      { what: 'redirects', max: 2048, actual: () => written.literal.length + written.patterns.length + 1, source: CONFIG_DOC },
      { what: 'files in a deployment', max: 15_000, actual: (o) => o.files, source: FILES_DOC },
      {
        what: `bytes of ${VERCEL_FUNCTION_FILE} with the record shards it includes, a Vercel Function's uncompressed size`,
        max: VERCEL_FUNCTION.bundleBytes,
        actual: (o) => o.functionBytes ?? 0,
        source: FUNCTION_LIMITS_DOC,
        hint: "The function carries every long-tail page's record: a site this large outgrows it on Vercel. Build with --prerender all (within the file limit), or deploy to Cloudflare Pages or Netlify, whose functions read the records as files.",
      },
    ];
  },
};

/**
 * A redirect source in Vercel's path-to-regexp syntax, each placeholder held to one slug
 * (":serviceSlug([a-z0-9]+(?:-[a-z0-9]+)*)") as the pattern language matches it; a twin written
 * with a trailing slash keeps it.
 */
function vercelSource(from: string): string {
  const slashed = from.length > 1 && from.endsWith('/');
  const pattern = parsePattern(slashed ? from.slice(0, -1) : from);
  const source = fillPattern(pattern, Object.fromEntries(pattern.params.map((name) => [name, `:${name}(${SLUG_SOURCE})`])));
  return slashed ? `${source}/` : source;
}
