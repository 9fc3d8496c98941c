import type { HostTarget } from './host-target.ts';
import { headersFile, redirectsFile } from './redirects-file.ts';

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
  files: ({ rules, headers, immutablePrefix }) => [
    ['_redirects', redirectsFile(rules, '301!')],
    ['_headers', headersFile(headers, immutablePrefix)],
  ],
  besideFiles: () => [],
  redirectLines: ({ rules }) => rules.literal.length + rules.patterns.length,
  limits: () => [],
};
