import { matchRedirect } from '../../src/routing/redirect-pattern.ts';
import { paths } from '../../src/routing/paths.ts';
import type { EdgeSite } from './edge-site.ts';

/**
 * The host-neutral answers of a function for what is not a page's HTML: redirects and the headers
 * of a page it renders. Each host's adapter (edge/cloudflare/, later Netlify and Vercel) turns them
 * into its own Response. Pure: bundled into the function.
 */

/**
 * Browsers revalidate a page every time: what Cloudflare Pages sends for its static files
 * ("Cache-Control: public, max-age=0, must-revalidate", https://developers.cloudflare.com/workers/static-assets/headers/),
 * so a rendered page is cached by browsers exactly as its file would have been.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Where an old address goes, by the same rules as the host's redirect file: literal rows first, then the patterns. */
export class Redirects {
  private readonly literal: Map<string, string>;

  constructor(private readonly rules: EdgeSite['redirects']) {
    this.literal = new Map(rules.literal.map((r) => [r.from, r.to]));
  }

  /** The target for this path, if it is an old address. A path with a trailing slash is an old link to its plain form (the redirect file's slashed twins). */
  target(path: string): string | undefined {
    const plain = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return this.literal.get(plain) ?? matchRedirect(this.rules.patterns, plain);
  }
}

/** The headers of a page the function renders: those the headers file gives every file, and noindex said as a header too, for a page whose head says it. */
export function pageHeaders(site: Pick<EdgeSite, 'headers'>, noindex: boolean): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PAGE_CACHE_CONTROL,
    ...site.headers,
    ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
  };
}

/**
 * A long-tail page asked for with a method other than GET and HEAD: 405 with the two it takes
 * (RFC 9110 requires Allow), as nginx and `tradesite serve` answer for a page that is a file. An
 * address that is no page stays a 404. With the headers every file has.
 */
export function methodNotAllowed(site: Pick<EdgeSite, 'headers'>): { status: 405; headers: Record<string, string>; body: string } {
  return { status: 405, headers: { ...site.headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Method not allowed\n' };
}

/**
 * Whether a function asked for this address could answer it with a page: page addresses have no
 * extension and do not end in a slash (src/routing/paths.ts), and the records' folder holds none.
 */
export function isPageAddress(path: string): boolean {
  return path.startsWith('/') && !/\.[^/]*$/.test(path) && !path.endsWith('/') && !path.startsWith(paths.edgeRecordsFolder());
}
