import { where } from '../../diagnostics/provenance.ts';
import { isPattern, parsePattern } from '../../../src/routing/redirect-pattern.ts';
import { unresolvedLiterals } from '../../routes/expand-redirects.ts';
import { suggestion } from '../../diagnostics/did-you-mean.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Redirects must land on a page in one hop, and must never hide a page: a redirect source that is
 * also a page would make that page unreachable.
 */
export function redirectsResolve(ctx: RuleContext): void {
  const { site, report, pagePaths } = ctx;
  const literalSources = new Map<string, object>();
  for (const redirect of site.redirects) {
    // A target's parameters are those of its source: the schema refuses others (redirect.ts).
    if (parsePattern(redirect.from).params.length > 0) continue;
    if (pagePaths.has(redirect.from)) {
      report.error(
        'REDIRECT_SHADOWS_PAGE',
        where(redirect, 'from'),
        `${redirect.from} is a page, so redirecting it would hide that page.`,
        "Remove this redirect, or change the page's path.",
      );
    }
    const earlier = literalSources.get(redirect.from);
    if (earlier) {
      const at = where(earlier);
      report.error('DUPLICATE_REDIRECT', where(redirect, 'from'), `${redirect.from} is redirected twice.`, `The other one is at line ${at.line}. Keep one.`);
    }
    literalSources.set(redirect.from, redirect);
  }
  const literalTargets = new Map(site.redirects.filter((r) => !isPattern(r.from)).map((r) => [r.from, r.to]));
  for (const { redirect, to } of unresolvedLiterals(site, pagePaths)) {
    const next = literalTargets.get(to);
    if (next !== undefined) {
      const loop = next === redirect.from || chainReturns(literalTargets, to, redirect.from);
      report.error(
        'REDIRECT_CHAIN',
        where(redirect, 'to'),
        loop ? `${redirect.from} -> ${to} is a redirect loop.` : `${to} is itself redirected (to ${next}): visitors would be bounced twice.`,
        loop ? 'Point one of them at a real page.' : `Point this redirect straight at ${finalTarget(literalTargets, to)}.`,
      );
      continue;
    }
    report.error('REDIRECT_TARGET', where(redirect, 'to'), `the target ${to} is not a page.`, suggestion(to, pagePaths));
  }
}

function chainReturns(targets: Map<string, string>, start: string, origin: string): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = start; at !== undefined && !seen.has(at); at = targets.get(at)) {
    if (at === origin) return true;
    seen.add(at);
  }
  return false;
}

function finalTarget(targets: Map<string, string>, start: string): string {
  const seen = new Set<string>();
  let at = start;
  while (targets.has(at) && !seen.has(at)) {
    seen.add(at);
    at = targets.get(at)!;
  }
  return at;
}
