import type { HostTarget } from './host-target.ts';
import { headersFile, redirectsFile } from './redirects-file.ts';

const REDIRECTS_DOC = 'https://developers.cloudflare.com/pages/configuration/redirects/ ("Per file")';
const LIMITS_DOC = 'https://developers.cloudflare.com/pages/platform/limits/';

/**
 * Cloudflare Pages: `_redirects` and `_headers` in the published folder (neither is served).
 * Static rows must come before dynamic ones, and a project reads at most 2,000 static and 100
 * dynamic redirects; a deployment holds at most 20,000 files (of at most 25 MiB each: our
 * largest is the sitemap, well under). Redirects
 * apply even where a file exists, so rules are not forced. Pages serves a/b.html at /a/b
 * (and redirects /a/b.html and /a/b/ to it); a/b/index.html would 308 /a/b to /a/b/.
 */
export const cloudflare: HostTarget = {
  name: 'cloudflare',
  label: 'Cloudflare Pages',
  fallbackPages: false,
  cspInMeta: false,
  files: ({ rules, headers, immutablePrefix }) => [
    ['_redirects', redirectsFile(rules, '301')],
    ['_headers', headersFile(headers, immutablePrefix)],
  ],
  besideFiles: () => [],
  redirectLines: ({ rules }) => rules.literal.length + rules.patterns.length,
  limits: [
    { what: 'static redirects', max: 2000, actual: (o) => o.literalRedirects, source: REDIRECTS_DOC },
    { what: 'dynamic redirects', max: 100, actual: (o) => o.patternRedirects, source: REDIRECTS_DOC },
    { what: 'files in a deployment', max: 20_000, actual: (o) => o.files, source: LIMITS_DOC },
  ],
};
