import { isPattern, matchRedirect } from '../../../src/routing/redirect-pattern.ts';
import type { RedirectEntry } from '../../../src/routing/routes.ts';

/**
 * The redirects as a host with placeholder rules reads them: the data's patterns
 * ("/service/:serviceSlug /services/:serviceSlug") instead of their thousands of expansions, and
 * as literal rows only what no pattern answers correctly (the data's literal redirects, and old
 * addresses of services whose page is not at /services/{slug}). Hosts apply literal rows first.
 */
export interface RedirectRules {
  literal: RedirectEntry[];
  patterns: RedirectEntry[];
}

/**
 * `declared`: the redirects as the data writes them, in order; `expanded`: every concrete pair
 * the build checked; `pagePaths`: every page. A pattern that matches any page is expanded instead
 * (a host's forced rule would hide the page). A pattern also answers addresses the expansion left
 * out (a service with no page in that suburb): there the host's 301 ends on the not-found page.
 */
export function redirectRules(declared: readonly RedirectEntry[], expanded: readonly RedirectEntry[], pagePaths: Iterable<string>): RedirectRules {
  let patterns = declared.filter((r) => isPattern(r.from)).map(({ from, to }) => ({ from, to }));
  for (const page of pagePaths) {
    if (matchRedirect(patterns, page) !== undefined) patterns = patterns.filter((p) => matchRedirect([p], page) === undefined);
  }
  const literal = expanded.filter((r) => matchRedirect(patterns, r.from) !== r.to);
  return { literal, patterns };
}

/**
 * The same rules for old links written with a trailing slash ("/about-us/", "/service/x/"), for
 * hosts whose rules match the path exactly (Cloudflare Pages, Vercel without its own slash
 * redirect): each rule twice, the slashed source beside the plain one, so such a link is one
 * direct 301 to the target rather than a 404 or a redirect to another redirect.
 */
export function withSlashedSources(rules: RedirectRules): RedirectRules {
  const both = (entries: RedirectEntry[]) => entries.flatMap((r) => (r.from === '/' ? [r] : [r, { from: `${r.from}/`, to: r.to }]));
  return { literal: both(rules.literal), patterns: both(rules.patterns) };
}
