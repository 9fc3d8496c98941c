import { bundleNetlifyFunction, NETLIFY_FUNCTION_FILE } from '../../edge/netlify/bundle-function.ts';
import type { HostTarget } from './host-target.ts';
import { headersFile, redirectsFile } from './redirects-file.ts';

const FUNCTION_LIMITS_DOC =
  'Netlify "Troubleshooting Next.js on Netlify", https://docs.netlify.com/frameworks/next-js/runtime-v4/troubleshooting ("each unzipped function bundle is limited to 250 MB"); AWS Lambda quotas, https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html (50 MB zipped for a direct upload, which Netlify\'s deploy log names: "larger than the 50MB limit")';

/**
 * What a Netlify Function (Functions v2, Node.js) may use, from Netlify's documentation:
 * - size: 250 MB unzipped, 50 MB zipped (FUNCTION_LIMITS_DOC). The function is the templates and
 *   the EdgeSite (about 1 MB; its records are static files, see edge/netlify/function.ts), held at
 *   build time to the zipped figure by its gzipped size (zip and gzip deflate alike).
 * - memory: 1,024 MB by default; synchronous execution: 60 s a request; a buffered response at
 *   most 6 MB ("Configuration for functions", https://docs.netlify.com/build/functions/configuration/).
 *   A long-tail page is about 100 KB and renders in milliseconds; nothing to check at build time.
 * Decimal megabytes (the stricter reading).
 */
export const NETLIFY_FUNCTION = {
  zippedBytes: 50_000_000,
  unzippedBytes: 250_000_000,
  memoryBytes: 1_024_000_000,
  executionSeconds: 60,
  responseBytes: 6_000_000,
} as const;

/**
 * Netlify: `_redirects` and `_headers` in the published folder. Rules are forced ("301!"): an
 * unforced rule is skipped when a file exists at its address (Netlify docs, "Redirects and
 * rewrites" > "Shadowing"). Pages are a/b.html, which Netlify serves at /a/b.
 */
export const netlify: HostTarget = {
  name: 'netlify',
  label: 'Netlify',
  fallbackPages: false,
  cspInMeta: false,
  // Under /admin/ the editor's headers replace the site's of the same name: for a path that two
  // rules match, Netlify serves the later rule's value (its CLI's headersForPath merges them in order).
  files: ({ rules, headers, immutablePrefix, adminHeaders }) => [
    ['_redirects', redirectsFile(rules, '301!')],
    ['_headers', headersFile(headers, immutablePrefix, adminHeaders && { headers: adminHeaders, detach: [] })],
  ],
  besideFiles: () => [],
  // A hybrid build's long tail: one function for every path without a file (edge/netlify/).
  edgeFunction: async (site) => {
    const { code, gzipBytes } = await bundleNetlifyFunction(site);
    return { files: [[NETLIFY_FUNCTION_FILE, code]], bytes: gzipBytes, measure: 'gzipped' };
  },
  redirectLines: ({ rules }) => rules.literal.length + rules.patterns.length,
  limits: () => [
    {
      what: `bytes of ${NETLIFY_FUNCTION_FILE} compressed, a Netlify Function's zipped size`,
      max: NETLIFY_FUNCTION.zippedBytes,
      actual: (o) => o.functionBytes ?? 0,
      source: FUNCTION_LIMITS_DOC,
      hint: 'The function carries the templates and what every long-tail page shares, not the pages: a function this large means the templates or the menus grew. Build with --prerender all.',
    },
  ],
};
