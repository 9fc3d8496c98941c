import { parsePattern } from '../../src/routing/redirect-pattern.ts';
import { bindingsOf, redirectDomains, type Binding } from '../routes/redirect-bindings.ts';
import type { Redirect } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';

/** Redirects with parameters: the host gets them as pattern rows, so each is checked for what it can match. */
export function patternRedirects(site: Site): Redirect[] {
  return site.redirects.filter((r) => parsePattern(r.from).params.length > 0);
}

/**
 * Every binding of a pattern's parameters to the values they range over (published services,
 * suburbs), as the build expands them. Pure: the pattern rules read the data through this.
 */
export function patternBindings(site: Site, redirect: Redirect): Generator<Binding> {
  return bindingsOf(parsePattern(redirect.from).params, redirectDomains(site));
}
