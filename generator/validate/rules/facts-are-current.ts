import { inlineText, type Block } from '../../../src/content/markdown-ast.ts';
import { where } from '../../load/provenance.ts';
import type { Position } from '../../report/diagnostic.ts';
import { checkFacts } from '../facts/fact-rules.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Every sentence of content in data/ against the checked facts (facts/fact-rules.ts). An error,
 * so a page cannot go live saying what a regulator would correct.
 */
export function factsAreCurrent(ctx: RuleContext): void {
  const { site, report } = ctx;
  const check = (text: string, at: () => Position) => {
    for (const { rule, sentence } of checkFacts(text)) {
      report.error('FACT_CHECK', at(), `${rule.message} ("${excerpt(sentence)}")`, rule.suggestion);
    }
  };
  const roots: object[] = [...(site.business ? [site.business] : []), ...site.groups, ...site.services, ...site.landings, ...site.suburbs, ...site.regions, ...site.testimonials, ...site.pages];
  for (const root of roots) walk(root, check);
  for (const post of site.posts) {
    walk(post.meta, check);
    for (const text of blockTexts(post.body)) check(text, () => ({ file: post.file }));
  }
}

/** Calls `visit` with every string inside `value`, and where it was written. */
function walk(value: object, visit: (text: string, at: () => Position) => void): void {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') visit(item, () => where(value, Array.isArray(value) ? Number(key) : key));
    else if (item !== null && typeof item === 'object') walk(item, visit);
  }
}

function blockTexts(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    if (b.type === 'heading') return [b.text];
    if (b.type === 'paragraph') return [inlineText(b.children)];
    if (b.type === 'list') return b.items.map(inlineText);
    return blockTexts(b.children);
  });
}

function excerpt(sentence: string): string {
  const s = sentence.trim();
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
