import { paths } from '../../src/routing/paths.ts';
import { fillPattern, isPattern, parsePattern } from '../../src/routing/redirect-pattern.ts';
import { bindingsOf, redirectDomains } from './redirect-bindings.ts';
import type { RedirectEntry } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import type { Redirect } from '../schema/index.ts';
import { compare, publishedServices } from './published.ts';

/**
 * Turns every redirect into concrete (from, to) pairs. A parameter ranges over the values its name
 * says; a patterned redirect yields a pair only where its target is a real page (a service with
 * no suburb pages has nothing to redirect to), while a literal one must always resolve.
 *
 * A target that is a service's catalogue address (/services/{slug}) means that service's page,
 * wherever it lives: the four services with a fixed path (/rcd-testing...) keep their
 * old addresses too. And each such service's own catalogue address leads to its page.
 */
export function expandRedirects(site: Site, pagePaths: ReadonlySet<string>): RedirectEntry[] {
  const services = publishedServices(site);
  const domains = redirectDomains(site);
  const pageOf = new Map(services.map((s) => [paths.service({ slug: s.slug }), paths.service(s)]));
  const redirects: RedirectEntry[] = [];
  const seen = new Set<string>();
  const add = (from: string, to: string) => {
    if (!pagePaths.has(to) || seen.has(from) || pagePaths.has(from)) return;
    seen.add(from);
    redirects.push({ from, to });
  };
  for (const redirect of site.redirects) {
    const [from, target] = [parsePattern(redirect.from), parsePattern(redirect.to)];
    for (const binding of bindingsOf(from.params, domains)) {
      const to = fillPattern(target, binding);
      add(fillPattern(from, binding), from.params.length ? (pageOf.get(to) ?? to) : to);
    }
  }
  for (const [catalogue, page] of pageOf) if (catalogue !== page) add(catalogue, page);
  redirects.sort((a, b) => compare(a.from, b.from));
  return redirects;
}

/** Redirects without parameters whose target is not a page (expanding the others is not needed to find them). */
export function unresolvedLiterals(site: Site, pagePaths: ReadonlySet<string>): { redirect: Redirect; to: string }[] {
  return site.redirects.filter((r) => !isPattern(r.from) && !pagePaths.has(r.to)).map((redirect) => ({ redirect, to: redirect.to }));
}
