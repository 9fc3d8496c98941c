import { where } from '../../diagnostics/provenance.ts';
import { fillPattern, parsePattern } from '../../../src/routing/redirect-pattern.ts';
import type { RuleContext } from '../rule.ts';
import { patternBindings, patternRedirects } from '../pattern-bindings.ts';

/**
 * A patterned redirect must not match a page's address: the build left such addresses out of its
 * expansion without a word, while hosts given the pattern row (forced, on Netlify) would redirect
 * the page away.
 */
export function redirectPatternsDoNotShadowPages(ctx: RuleContext): void {
  const { site, pagePaths } = ctx;
  for (const redirect of patternRedirects(site)) {
    const hidden: string[] = [];
    for (const binding of patternBindings(site, redirect)) {
      const from = fillPattern(parsePattern(redirect.from), binding);
      if (pagePaths.has(from)) hidden.push(from);
    }
    if (!hidden.length) continue;
    ctx.report.error(
      'REDIRECT_PATTERN_SHADOWS_PAGE',
      where(redirect, 'from'),
      `${redirect.from} matches ${hidden.length === 1 ? 'a page' : `${hidden.length} pages`} (${hidden.slice(0, 3).join(', ')}${hidden.length > 3 ? ', ...' : ''}), which it would hide.`,
      'Give the pattern a literal first segment no page uses (for example /old-services/:serviceSlug), or remove it.',
    );
  }
}
