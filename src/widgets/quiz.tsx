import { ArrowLeft, Phone, RotateCcw, TriangleAlert } from '../components/icon.tsx';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Quiz } from '../../generator/schema/page.ts';
import { useLayout } from '../hooks/use-layout.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';

const URGENCY = {
  danger: { label: 'Stop: act now', className: 'border-red-700 bg-red-50' },
  urgent: { label: 'Call us now', className: 'border-amber-500 bg-amber-50' },
  book: { label: 'Book a visit', className: 'border-green-700 bg-green-50' },
} as const;

/** A branching quiz: answers lead to the next question or to a recommendation. */
export function QuizBlock({ quiz, serviceHrefs }: { quiz: Quiz; serviceHrefs: Record<string, { title: string; href: string }> }) {
  const { business } = useLayout();
  const [history, setHistory] = useState<string[]>([quiz.start]);
  const [resultId, setResultId] = useState<string | null>(null);
  const questionId = history[history.length - 1]!;
  const question = quiz.questions.find((q) => q.id === questionId);
  const result = resultId ? quiz.results.find((r) => r.id === resultId) : undefined;
  const restart = () => {
    setHistory([quiz.start]);
    setResultId(null);
  };
  const back = () => (resultId ? setResultId(null) : setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h)));

  return (
    <section aria-labelledby="quiz-title" className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="quiz-title" className="text-2xl font-bold text-slate-950">
        {quiz.title}
      </h2>
      {quiz.intro && <p className="mt-2 text-slate-700">{quiz.intro}</p>}
      <div aria-live="polite" className="mt-6">
        {result ? (
          <div className={cn('rounded-lg border-l-4 p-5', URGENCY[result.urgency].className)} data-testid="quiz-result">
            <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-900">
              {result.urgency === 'danger' && <TriangleAlert aria-hidden className="size-4 text-red-700" />}
              {URGENCY[result.urgency].label}
            </p>
            <h3 className="mt-1 text-xl font-bold text-slate-950">{result.title}</h3>
            <p className="mt-2 text-slate-800">{result.text}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {result.urgency !== 'book' && (
                <a href={business.phoneHref} className={buttonVariants({ variant: result.urgency === 'danger' ? 'destructive' : 'default' })}>
                  <Phone aria-hidden /> Call {business.phone}
                </a>
              )}
              {result.service && serviceHrefs[result.service] && (
                <Link to={serviceHrefs[result.service]!.href} className={buttonVariants({ variant: 'outline' })}>
                  {serviceHrefs[result.service]!.title}
                </Link>
              )}
            </div>
          </div>
        ) : (
          question && (
            <fieldset>
              <legend className="text-lg font-semibold text-slate-950">{question.text}</legend>
              {question.help && <p className="mt-1 text-sm text-slate-600">{question.help}</p>}
              <div className="mt-4 grid gap-2">
                {question.answers.map((answer) => (
                  <button
                    key={answer.label}
                    type="button"
                    className="min-h-11 rounded-md border border-slate-300 bg-white px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
                    onClick={() => ('next' in answer ? setHistory((h) => [...h, answer.next]) : setResultId(answer.result))}
                  >
                    {answer.label}
                  </button>
                ))}
              </div>
            </fieldset>
          )
        )}
      </div>
      {(history.length > 1 || result) && (
        <div className="mt-6 flex gap-3">
          <Button variant="ghost" size="sm" onClick={back}>
            <ArrowLeft aria-hidden /> Back
          </Button>
          <Button variant="ghost" size="sm" onClick={restart}>
            <RotateCcw aria-hidden /> Start again
          </Button>
        </div>
      )}
    </section>
  );
}

export default QuizBlock;
