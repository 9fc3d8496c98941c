import { where } from '../../diagnostics/provenance.ts';
import { fillPattern, matchRedirect, parsePattern } from '../../../src/routing/redirect-pattern.ts';
import type { RuleContext } from '../rule.ts';
import { patternBindings, patternRedirects } from '../pattern-bindings.ts';

/**
 * A patterned redirect must lead to a page for at least one value of its parameters: one whose
 * target is never a page sent every visitor by a 301 to the not-found page. (A target that is a
 * service's catalogue address counts: it leads on to the service's page in one hop.)
 */
export function redirectPatternTargetsArePages(ctx: RuleContext): void {
  const { site, pagePaths, redirectTargets } = ctx;
  for (const redirect of patternRedirects(site)) {
    const from = new Set(parsePattern(redirect.from).params);
    // A target with a parameter the source lacks is reported by redirectsResolve.
    if (parsePattern(redirect.to).params.some((p) => !from.has(p))) continue;
    let example: string | undefined;
    let lands = false;
    for (const binding of patternBindings(site, redirect)) {
      const to = fillPattern(parsePattern(redirect.to), binding);
      example ??= to;
      if (pagePaths.has(to) || pagePaths.has(redirectTargets.get(to) ?? '')) {
        lands = true;
        break;
      }
    }
    // A target that is itself redirected is a chain or a loop: redirectPatternsDoNotLoop follows it.
    if (lands || example === undefined || matchRedirect(site.redirects, example) !== undefined) continue;
    ctx.report.error(
      'REDIRECT_PATTERN_TARGET',
      where(redirect, 'to'),
      `${redirect.to} is never a page (for example ${example} is none), so every address ${redirect.from} matches would be sent to the not-found page.`,
      'Point it at a path the site has, such as /services/:serviceSlug.',
    );
  }
}
