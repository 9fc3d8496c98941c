import { matchRedirect } from '../../../src/routing/redirect-pattern.ts';
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
  let patterns = declared.filter((r) => /:\w/.test(r.from)).map(({ from, to }) => ({ from, to }));
  for (const page of pagePaths) {
    if (matchRedirect(patterns, page) !== undefined) patterns = patterns.filter((p) => matchRedirect([p], page) === undefined);
  }
  const literal = expanded.filter((r) => matchRedirect(patterns, r.from) !== r.to);
  return { literal, patterns };
}

/** The parameter names of a pattern, in order ("/a/:x/:y" -> ["x", "y"]). */
export function placeholders(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}
