import type { HostTarget } from './host-target.ts';

export const GITHUB_PAGES_BYTES = 1024 ** 3;
const GITHUB_PAGES_DOC =
  'GitHub Pages limits, https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits ("Published GitHub Pages sites may be no larger than 1 GB")';

/**
 * A host that reads no redirect or header rules (GitHub Pages, a plain bucket): every old address
 * gets a forwarding page (noindex, canonical to the target, meta refresh), and every page carries
 * the Content-Security-Policy as a meta tag. A meta CSP cannot set frame-ancestors, and such a
 * host sends no X-Frame-Options, HSTS or other headers of ours. GitHub Pages serves a/b.html at /a/b.
 */
export const staticHost: HostTarget = {
  name: 'static',
  label: 'static host without rules (GitHub Pages)',
  fallbackPages: true,
  cspInMeta: true,
  files: () => [],
  besideFiles: () => [],
  redirectLines: () => 0,
  // "Published GitHub Pages sites may be no larger than 1 GB" (docs.github.com, "GitHub Pages
  // limits"); actions/deploy-pages warns past it and deployments of more may fail. Counted as
  // 1 GiB, the most a reading of "1 GB" allows.
  limits: () => [
    {
      what: 'bytes',
      max: GITHUB_PAGES_BYTES,
      actual: (o) => o.bytes,
      source: GITHUB_PAGES_DOC,
      hint: 'Publish this site with a host that reads redirect rules (deploy.host netlify, cloudflare, vercel or nginx): they need no forwarding page per old address. Or publish fewer pages (a service\'s "suburbPages").',
    },
  ],
};
