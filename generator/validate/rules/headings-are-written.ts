import { headingShapeProblems } from '../copy/heading-shape.ts';
import { eachDataText } from '../facts/data-text.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Every piece of text in data/ that visitors read, headings and the phrases headings are made of
 * included, against the shapes only a template writes (copy/heading-shape.ts). An error: a page
 * that says "What is switchboard upgrades?" was not written by a person.
 */
export function headingsAreWritten(ctx: RuleContext): void {
  const titles = [...ctx.site.services.map((s) => s.title), ...ctx.site.landings.map((l) => l.title)];
  eachDataText(ctx.site, (text, at) => {
    for (const problem of headingShapeProblems(text, titles)) ctx.report.error('HEADING_SHAPE', at(), problem.message, problem.suggestion);
  });
}
