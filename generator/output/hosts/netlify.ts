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
  // Under /admin/ the editor's headers replace the site's of the same name: for a path that two
  // rules match, Netlify serves the later rule's value (its CLI's headersForPath merges them in order).
  files: ({ rules, headers, immutablePrefix, adminHeaders }) => [
    ['_redirects', redirectsFile(rules, '301!')],
    ['_headers', headersFile(headers, immutablePrefix, adminHeaders && { headers: adminHeaders, detach: [] })],
  ],
  besideFiles: () => [],
  redirectLines: ({ rules }) => rules.literal.length + rules.patterns.length,
  limits: () => [],
};
