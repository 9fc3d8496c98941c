import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';

/** Two entries of one kind with the same slug would fight over the same pages. */
export function slugsAreUnique(ctx: RuleContext): void {
  const { site } = ctx;
  const kinds: [string, { slug: string }[]][] = [
    ['service', site.services],
    ['landing page', site.landings],
    ['page', site.pages],
    ['suburb', site.suburbs],
    ['region', site.regions],
    ['service group', site.groups],
  ];
  for (const [kind, entries] of kinds) {
    const first = new Map<string, { slug: string }>();
    for (const entry of entries) {
      const earlier = first.get(entry.slug);
      if (!earlier) {
        first.set(entry.slug, entry);
        continue;
      }
      const there = where(earlier, 'slug');
      ctx.report.error(
        'DUPLICATE_SLUG',
        where(entry, 'slug'),
        `${kind} slug "${entry.slug}" is used twice.`,
        `The other one is at ${there.file}:${there.line ?? 1}. Rename one of them.`,
      );
    }
  }
}
