import { where } from '../../diagnostics/provenance.ts';
import type { Position } from '../../diagnostics/diagnostic.ts';
import type { RuleContext } from '../rule.ts';

export const META_DESCRIPTION = { min: 50, max: 160 } as const;

interface Meta {
  title: string;
  description: string;
  titleAt: Position;
  descriptionAt: Position;
}

/**
 * Search engines cut descriptions past about 160 characters and ignore thin ones; two pages with
 * one title or description compete with each other. Both are warnings: the site still builds.
 */
export function metaIsWellFormed(ctx: RuleContext): void {
  const { site, report } = ctx;
  const metas: Meta[] = [
    ...site.services
      .filter((s) => !s.draft)
      .map((s) => ({ title: s.pageTitle, description: s.metaDescription, titleAt: where(s, 'pageTitle'), descriptionAt: where(s, 'metaDescription') })),
    ...site.landings.map((l) => ({ title: l.pageTitle, description: l.metaDescription, titleAt: where(l, 'pageTitle'), descriptionAt: where(l, 'metaDescription') })),
    ...site.pages.map((p) => ({ title: p.pageTitle, description: p.metaDescription, titleAt: where(p, 'pageTitle'), descriptionAt: where(p, 'metaDescription') })),
    ...site.posts.map((p) => ({
      title: p.meta.pageTitle ?? p.meta.title,
      description: p.meta.description,
      titleAt: where(p.meta, p.meta.pageTitle ? 'pageTitle' : 'title'),
      descriptionAt: where(p.meta, 'description'),
    })),
  ];
  for (const meta of metas) {
    const length = meta.description.length;
    if (length < META_DESCRIPTION.min || length > META_DESCRIPTION.max) {
      report.warn(
        'META_LENGTH',
        meta.descriptionAt,
        `the meta description is ${length} characters; search engines show ${META_DESCRIPTION.min}-${META_DESCRIPTION.max}.`,
        length > META_DESCRIPTION.max ? `Cut ${length - META_DESCRIPTION.max} characters.` : 'Say what the page offers and where, in a full sentence.',
      );
    }
  }
  duplicates(
    metas,
    (m) => m.title,
    (m) => m.titleAt,
    'title',
    ctx,
  );
  duplicates(
    metas,
    (m) => m.description,
    (m) => m.descriptionAt,
    'meta description',
    ctx,
  );
}

function duplicates(metas: Meta[], key: (m: Meta) => string, at: (m: Meta) => Position, what: string, ctx: RuleContext): void {
  const seen = new Map<string, Meta>();
  for (const meta of metas) {
    const k = key(meta).trim().toLowerCase();
    const first = seen.get(k);
    if (!first) {
      seen.set(k, meta);
      continue;
    }
    const there = at(first);
    ctx.report.warn('DUPLICATE_META', at(meta), `this ${what} is the same as the one in ${there.file}:${there.line}.`, `Make each page's ${what} its own.`);
  }
}
