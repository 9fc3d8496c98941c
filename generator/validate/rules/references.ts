import type { Position } from '../../diagnostics/diagnostic.ts';
import { suggestion } from '../../diagnostics/did-you-mean.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Checks that a slug names a known entry, with one wording for every kind of reference.
 * Entries whose own file failed to parse are treated as known: their file already has an error.
 */
export function referenceChecker(ctx: RuleContext, what: string, known: Iterable<string>, options: { drafts?: Iterable<string> } = {}) {
  const knownSet = new Set(known);
  const drafts = new Set(options.drafts ?? []);
  return (slug: string, at: Position, field: string): void => {
    if (knownSet.has(slug) || ctx.site.unparsed.has(slug)) return;
    if (drafts.has(slug)) {
      ctx.report.error('DRAFT_REFERENCE', at, `${field} names "${slug}", which is a draft and not published.`, `Publish it (remove "draft: true") or name another ${what}.`);
      return;
    }
    ctx.report.error('UNKNOWN_REFERENCE', at, `${field} names "${slug}", which is no ${what}.`, suggestion(slug, knownSet));
  };
}

export function serviceChecker(ctx: RuleContext) {
  const services = ctx.site.services;
  return referenceChecker(
    ctx,
    'service',
    services.filter((s) => !s.draft).map((s) => s.slug),
    { drafts: services.filter((s) => s.draft).map((s) => s.slug) },
  );
}

export function suburbChecker(ctx: RuleContext) {
  return referenceChecker(
    ctx,
    'suburb',
    ctx.site.suburbs.map((s) => s.slug),
  );
}
