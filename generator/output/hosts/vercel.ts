import type { HostTarget } from './host-target.ts';
import { IMMUTABLE } from './redirects-file.ts';
import { placeholders } from './redirect-rules.ts';

/**
 * Vercel: one `vercel.json` in the published folder (deploy the folder itself, so it is the
 * project's configuration). `cleanUrls` serves a/b.html at /a/b and redirects /a/b.html;
 * `trailingSlash: false` redirects /a/b/ to /a/b. Redirects take path-to-regexp placeholders
 * (":serviceSlug" is one segment) and an explicit 301 (Vercel's `permanent` means 308). A project
 * holds at most 2,048 redirects (Vercel docs, "Project configuration" > "redirects").
 */
export const vercel: HostTarget = {
  name: 'vercel',
  label: 'Vercel',
  fallbackPages: false,
  cspInMeta: false,
  files: ({ rules, headers, immutablePrefix }) => {
    const redirect = ({ from, to }: { from: string; to: string }) => ({ source: from, destination: to, statusCode: 301 });
    for (const p of rules.patterns) {
      // Vercel names a placeholder by its name in the source: the target may use only those.
      const names = new Set(placeholders(p.from));
      if (!placeholders(p.to).every((n) => names.has(n))) throw new Error(`redirect ${p.from} -> ${p.to} uses a placeholder its source lacks`);
    }
    const config = {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      cleanUrls: true,
      trailingSlash: false,
      redirects: [...rules.literal.map(redirect), ...rules.patterns.map(redirect)],
      headers: [
        { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
        { source: `${immutablePrefix}(.*)`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      ],
    };
    return [['vercel.json', JSON.stringify(config, null, 2) + '\n']];
  },
  besideFiles: () => [],
  redirectLines: ({ rules }) => rules.literal.length + rules.patterns.length,
  limits: [{ what: 'redirects', max: 2048, actual: (o) => o.literalRedirects + o.patternRedirects, source: 'https://vercel.com/docs/project-configuration#redirects' }],
};
