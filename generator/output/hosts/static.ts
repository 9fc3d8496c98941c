import type { HostTarget } from './host-target.ts';

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
  // GitHub Pages caps a published site at 1 GB (docs.github.com, "GitHub Pages limits"); the
  // site is about 0.8 GB with a forwarding page per old address (see the README).
  limits: [],
};
