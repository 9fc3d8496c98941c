import { where } from '../../diagnostics/provenance.ts';
import { suggestion } from '../../diagnostics/did-you-mean.ts';
import type { RuleContext } from '../rule.ts';

/** Every answer leads somewhere, every question can be reached, and no path goes round in circles. */
export function quizzesAreSound(ctx: RuleContext): void {
  for (const page of ctx.site.pages) {
    page.blocks.forEach((block, b) => {
      if (block.type !== 'quiz') return;
      const at = (...sub: (string | number)[]) => where(page, 'blocks', b, ...sub);
      const questions = new Map(block.questions.map((q) => [q.id, q]));
      const results = new Set(block.results.map((r) => r.id));
      if (!questions.has(block.start)) ctx.report.error('QUIZ', at('start'), `start names "${block.start}", which is no question.`, suggestion(block.start, questions.keys()));
      block.questions.forEach((question, q) =>
        question.answers.forEach((answer, a) => {
          if ('next' in answer && !questions.has(answer.next))
            ctx.report.error('QUIZ', at('questions', q, 'answers', a, 'next'), `next names "${answer.next}", which is no question.`, suggestion(answer.next, questions.keys()));
          if ('result' in answer && !results.has(answer.result))
            ctx.report.error('QUIZ', at('questions', q, 'answers', a, 'result'), `result names "${answer.result}", which is no result.`, suggestion(answer.result, results));
        }),
      );
      // Depth-first walk from the start: finds cycles and unreachable questions.
      const state = new Map<string, 'open' | 'done'>();
      const visit = (id: string): void => {
        const question = questions.get(id);
        if (!question) return;
        state.set(id, 'open');
        question.answers.forEach((answer, a) => {
          if (!('next' in answer)) return;
          const s = state.get(answer.next);
          if (s === 'open')
            ctx.report.error(
              'QUIZ',
              at('questions', block.questions.indexOf(question), 'answers', a, 'next'),
              `answering "${answer.label}" goes back to "${answer.next}": the quiz would loop.`,
              'Point it at a later question or a result.',
            );
          else if (s === undefined) visit(answer.next);
        });
        state.set(id, 'done');
      };
      visit(block.start);
      block.questions.forEach((question, q) => {
        if (!state.has(question.id)) ctx.report.warn('QUIZ', at('questions', q), `question "${question.id}" can never be reached.`, 'Point an answer at it, or remove it.');
      });
    });
  }
}
