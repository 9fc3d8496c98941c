import { fillPattern, paramsOf as parsePattern } from '../../src/routing/redirect-pattern.ts';
import type { RedirectEntry } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import { REDIRECT_PARAMS, type Redirect } from '../schema/index.ts';
import { compare, publishedServices } from './published.ts';

type Param = (typeof REDIRECT_PARAMS)[number];


function paramsOf(pattern: string): Param[] {
  return parsePattern(pattern) as Param[];
}

/**
 * Turns every redirect into concrete (from, to) pairs. A parameter ranges over the values its name
 * says; a patterned redirect yields a pair only where its target is a real page (a service with
 * no suburb pages has nothing to redirect to), while a literal one must always resolve.
 */
export function expandRedirects(site: Site, pagePaths: ReadonlySet<string>): RedirectEntry[] {
  const domains: Record<Param, string[]> = {
    serviceSlug: publishedServices(site).map((s) => s.slug),
    suburbName: site.suburbs.map((s) => s.slug),
  };
  const redirects: RedirectEntry[] = [];
  const seen = new Set<string>();
  for (const redirect of site.redirects) {
    const params = [...new Set(paramsOf(redirect.from))];
    for (const binding of bindings(params, domains)) {
      const from = fillPattern(redirect.from, binding);
      const to = fillPattern(redirect.to, binding);
      if (!pagePaths.has(to) || seen.has(from)) continue;
      seen.add(from);
      redirects.push({ from, to });
    }
  }
  redirects.sort((a, b) => compare(a.from, b.from));
  return redirects;
}

/** Redirects without parameters whose target is not a page (expanding the others is not needed to find them). */
export function unresolvedLiterals(site: Site, pagePaths: ReadonlySet<string>): { redirect: Redirect; to: string }[] {
  return site.redirects.filter((r) => paramsOf(r.from).length === 0 && !pagePaths.has(r.to)).map((redirect) => ({ redirect, to: redirect.to }));
}

function* bindings(params: Param[], domains: Record<Param, string[]>, bound: Partial<Record<Param, string>> = {}): Generator<Partial<Record<Param, string>>> {
  if (params.length === 0) {
    yield bound;
    return;
  }
  const [first, ...rest] = params as [Param, ...Param[]];
  for (const value of domains[first]) yield* bindings(rest, domains, { ...bound, [first]: value });
}
