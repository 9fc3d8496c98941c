import { parsePattern, type RedirectParam } from '../../src/routing/redirect-pattern.ts';
import type { Redirect } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { publishedServices } from '../routes/published.ts';

/** Redirects with parameters: the host gets them as pattern rows, so each is checked for what it can match. */
export function patternRedirects(site: Site): Redirect[] {
  return site.redirects.filter((r) => parsePattern(r.from).params.length > 0);
}

/**
 * Every binding of a pattern's parameters to the values they range over (published services,
 * suburbs), as the build expands them. Pure: the pattern rules read the data through this.
 */
export function* patternBindings(site: Site, redirect: Redirect): Generator<Partial<Record<RedirectParam, string>>> {
  const domains: Record<RedirectParam, string[]> = { serviceSlug: publishedServices(site).map((s) => s.slug), suburbName: site.suburbs.map((s) => s.slug) };
  const params = [...new Set(parsePattern(redirect.from).params)];
  const walk = function* (i: number, bound: Partial<Record<RedirectParam, string>>): Generator<Partial<Record<RedirectParam, string>>> {
    if (i === params.length) {
      yield bound;
      return;
    }
    for (const value of domains[params[i]!] ?? []) yield* walk(i + 1, { ...bound, [params[i]!]: value });
  };
  yield* walk(0, {});
}
