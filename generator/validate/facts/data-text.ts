import { inlineText, type MarkdownNode } from '../../../src/content/markdown-ast.ts';
import type { Site } from '../../schema/site.ts';
import { where } from '../../load/provenance.ts';
import type { Position } from '../../report/diagnostic.ts';

/** A piece of hand-written text in data/, and where it was written (found only when asked). */
export type TextVisitor = (text: string, at: () => Position) => void;

/**
 * Every string a visitor can read that was written in data/: business, services, landings,
 * suburbs, regions, testimonials, pages, and blog posts (front matter and body). Not claims.yaml,
 * which is where claims are meant to be written.
 */
export function eachDataText(site: Site, visit: TextVisitor): void {
  if (site.business) {
    // The business's claim values come from claims.yaml; only its own fields were written here.
    const own = Object.fromEntries(Object.entries(site.business).filter(([key]) => !CLAIM_FIELDS.has(key)));
    for (const [key, item] of Object.entries(own)) {
      if (typeof item === 'string') visit(item, () => where(site.business!, key));
      else if (item !== null && typeof item === 'object') walk(item, visit);
    }
  }
  const roots: object[] = [...site.groups, ...site.services, ...site.landings, ...site.suburbs, ...site.regions, ...site.testimonials, ...site.pages];
  for (const root of roots) walk(root, visit);
  for (const post of site.posts) {
    walk(post.meta, visit);
    for (const text of blockTexts(post.body)) visit(text, () => ({ file: post.file }));
  }
}

const CLAIM_FIELDS = new Set(['licences', 'rating', 'reviewsBadge', 'callOutFee', 'callOutFeeText', 'arrival', 'deal']);

function walk(value: object, visit: TextVisitor): void {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') visit(item, () => where(value, Array.isArray(value) ? Number(key) : key));
    else if (item !== null && typeof item === 'object') walk(item, visit);
  }
}

function blockTexts(blocks: MarkdownNode[]): string[] {
  return blocks.flatMap((b) => {
    if (b.type === 'heading') return [b.text];
    if (b.type === 'paragraph') return [inlineText(b.children)];
    if (b.type === 'list') return b.items.map(inlineText);
    return blockTexts(b.children);
  });
}
