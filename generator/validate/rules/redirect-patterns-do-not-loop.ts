import { where } from '../../diagnostics/provenance.ts';
import { fillPattern, parsePattern, redirectMatcher } from '../../../src/routing/redirect-pattern.ts';
import type { RuleContext } from '../rule.ts';
import { patternBindings, patternRedirects } from '../pattern-bindings.ts';

/**
 * A patterned redirect must not lead back to where it started: two patterns that redirect to each
 * other were published as host rows, and browsers gave up after a loop of 301s. Each address a
 * pattern matches is followed as the host would (first matching row) until it reaches a page.
 */
export function redirectPatternsDoNotLoop(ctx: RuleContext): void {
  const { site, pagePaths } = ctx;
  // Addresses on a loop already reported: the loop's other patterns are not reported again.
  const onReportedLoop = new Set<string>();
  const follow = redirectMatcher(site.redirects);
  for (const redirect of patternRedirects(site)) {
    for (const binding of patternBindings(site, redirect)) {
      const hops = [fillPattern(parsePattern(redirect.from), binding)];
      if (onReportedLoop.has(hops[0]!)) break;
      let at: string | undefined = hops[0];
      let looped = false;
      while (at !== undefined && !pagePaths.has(at)) {
        at = follow(at);
        if (at === undefined) break;
        looped = hops.includes(at);
        hops.push(at);
        if (looped) break;
      }
      if (!looped) continue;
      hops.forEach((hop) => onReportedLoop.add(hop));
      ctx.report.error(
        'REDIRECT_PATTERN_LOOP',
        where(redirect, 'to'),
        `${redirect.from} -> ${redirect.to} leads in a loop: ${hops.join(' -> ')}.`,
        'Point one of these redirects at real pages.',
      );
      break;
    }
  }
}
