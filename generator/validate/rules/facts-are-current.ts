import { eachDataText } from '../facts/data-text.ts';
import { checkFacts } from '../facts/fact-rules.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Every sentence of content in data/ against the checked facts (facts/fact-rules.ts). An error,
 * so a page cannot go live saying what a regulator would correct.
 */
export function factsAreCurrent(ctx: RuleContext): void {
  eachDataText(ctx.site, (text, at) => {
    for (const { rule, sentence } of checkFacts(text)) ctx.report.error('FACT_CHECK', at(), `${rule.message} ("${excerpt(sentence)}")`, rule.suggestion);
  });
}

function excerpt(sentence: string): string {
  const s = sentence.trim();
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
