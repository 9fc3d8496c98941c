import { inlineText, type MarkdownNode } from '../../../src/content/markdown-ast.ts';
import type { Site } from '../../schema/site.ts';
import { COLLECTIONS, COLLECTION_KEYS } from '../../schema/collections.ts';
import { where } from '../../diagnostics/provenance.ts';
import type { Position } from '../../diagnostics/diagnostic.ts';

/** A piece of hand-written text in data/, and where it was written (found only when asked). */
export type TextVisitor = (text: string, at: () => Position) => void;

/**
 * Every string a visitor can read that was written in data/: each collection the table marks as
 * visitor text (generator/schema/collections.ts), blog posts' front matter and body included. Not
 * claims.yaml, which is where claims are meant to be written, nor the business's claim values.
 */
export function eachDataText(site: Site, visit: TextVisitor): void {
  for (const key of COLLECTION_KEYS) {
    if (!COLLECTIONS[key].visitorText) continue;
    if (key === 'business') {
      if (!site.business) continue;
      // The business's claim values come from claims.yaml; only its own fields were written here.
      const own = Object.fromEntries(Object.entries(site.business).filter(([field]) => !CLAIM_FIELDS.has(field)));
      for (const [field, item] of Object.entries(own)) {
        if (typeof item === 'string') visit(item, () => where(site.business!, field));
        else if (item !== null && typeof item === 'object') walk(item, visit);
      }
    } else if (key === 'posts') {
      for (const post of site.posts) {
        walk(post.meta, visit);
        for (const text of blockTexts(post.body)) visit(text, () => ({ file: post.file }));
      }
    } else {
      const value: unknown = site[key];
      if (value !== null && typeof value === 'object') walk(value, visit);
    }
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
