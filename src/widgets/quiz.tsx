import { ArrowLeft, Phone, RotateCcw, TriangleAlert } from '../components/icon.tsx';
import { Fragment, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { Link } from '../components/site-link.tsx';
import type { Quiz } from '../../generator/schema/page.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useLayout } from '../hooks/use-layout.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';

const URGENCY = {
  danger: { label: 'Stop: act now', className: 'border-red-700 bg-red-50' },
  urgent: { label: 'Call us now', className: 'border-amber-500 bg-amber-50' },
  book: { label: 'Book a visit', className: 'border-green-700 bg-green-50' },
} as const;

type Question = Quiz['questions'][number];
type Result = Quiz['results'][number];

const questionAnchor = (id: string) => `quiz-q-${id}`;
const resultAnchor = (id: string) => `quiz-r-${id}`;
const answerAnchor = (answer: Question['answers'][number]) => ('next' in answer ? questionAnchor(answer.next) : resultAnchor(answer.result));

/**
 * A branching quiz: answers lead to the next question or to a recommendation. Without JavaScript
 * every step is in the page and each answer is a link to its next step (CSS shows the step the
 * address points at); with it, one step shows at a time and focus moves to each new step.
 */
export function QuizBlock({ quiz, serviceHrefs }: { quiz: Quiz; serviceHrefs: Record<string, { title: string; href: string }> }) {
  const { business } = useLayout();
  const hydrated = useHydrated();
  const [history, setHistory] = useState<string[]>([quiz.start]);
  const [resultId, setResultId] = useState<string | null>(null);
  const answered = useRef(false);
  const stepHeading = useRef<HTMLElement>(null);
  const questionId = history[history.length - 1]!;
  const question = quiz.questions.find((q) => q.id === questionId);
  const result = resultId ? quiz.results.find((r) => r.id === resultId) : undefined;
  const move = (change: () => void) => {
    answered.current = true;
    change();
  };
  const restart = () =>
    move(() => {
      pushed.current = 0;
      setHistory([quiz.start]);
      setResultId(null);
    });
  // Each answer is a history entry (the step's #anchor, as without JavaScript), so the browser's
  // Back goes back a question instead of leaving the quiz; Back and Forward set the step the
  // address names.
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const pushed = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (navigationType !== 'POP' || (first && !hash)) return;
    if (!first) pushed.current = Math.max(0, pushed.current - 1);
    const id = decodeURIComponent(hash.slice(1));
    const r = quiz.results.find((x) => resultAnchor(x.id) === id);
    const q = quiz.questions.find((x) => questionAnchor(x.id) === id);
    const show = () => {
      setResultId(r ? r.id : null);
      if (r) return;
      const step = q?.id ?? quiz.start;
      setHistory((h) => (h.includes(step) ? h.slice(0, h.lastIndexOf(step) + 1) : [...h, step]));
    };
    // Opened at a step (a reload): shown, focus left where the browser put it.
    if (first) show();
    else move(show);
    // Only when the address changes by Back or Forward.
  }, [hash, navigationType]);
  const back = () => {
    if (pushed.current > 0) {
      pushed.current -= 1;
      navigate(-1);
      return;
    }
    move(() => (resultId ? setResultId(null) : setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h))));
  };
  const answer = (a: Question['answers'][number]) => (e: MouseEvent) => {
    e.preventDefault();
    pushed.current += 1;
    navigate(`#${answerAnchor(a)}`);
    move(() => ('next' in a ? setHistory((h) => [...h, a.next]) : setResultId(a.result)));
  };
  // Each answer replaces the step under the visitor's finger: focus goes to the new step's
  // heading, so a screen reader reads it and a keyboard carries on from there (not from <body>).
  useEffect(() => {
    if (answered.current) stepHeading.current?.focus();
  }, [questionId, resultId, history.length]);

  const renderResult = (r: Result, props: { id?: string; className?: string }, extra?: ReactNode) => (
    <div {...props} className={cn('rounded-lg border-l-4 p-5', URGENCY[r.urgency].className, props.className)} data-testid="quiz-result">
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-900">
        {r.urgency === 'danger' && <TriangleAlert aria-hidden className="size-4 text-red-700" />}
        {URGENCY[r.urgency].label}
      </p>
      <h3 ref={hydrated ? (stepHeading as RefObject<HTMLHeadingElement>) : undefined} tabIndex={-1} className="mt-1 text-xl font-bold text-slate-950 focus:outline-none">
        {r.title}
      </h3>
      <p className="mt-2 text-slate-800">{r.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {r.urgency !== 'book' && (
          <a href={business.phoneHref} className={buttonVariants({ variant: r.urgency === 'danger' ? 'destructive' : 'default' })}>
            <Phone aria-hidden /> Call {business.phone}
          </a>
        )}
        {r.service && serviceHrefs[r.service] && (
          <Link to={serviceHrefs[r.service]!.href} className={buttonVariants({ variant: 'outline' })}>
            {serviceHrefs[r.service]!.title}
          </Link>
        )}
      </div>
      {extra}
    </div>
  );

  const renderQuestion = (q: Question, props: { id?: string; className?: string; 'data-start'?: boolean }) => (
    <fieldset {...props} data-start={props['data-start'] || undefined}>
      <legend ref={hydrated ? (stepHeading as RefObject<HTMLLegendElement>) : undefined} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
        {q.text}
      </legend>
      {q.help && <p className="mt-1 text-sm text-slate-600">{q.help}</p>}
      <div className="mt-4 grid gap-2">
        {q.answers.map((a) => (
          <a
            key={a.label}
            href={`#${answerAnchor(a)}`}
            onClick={hydrated ? answer(a) : undefined}
            className="block min-h-11 rounded-md border border-slate-300 bg-white px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
          >
            {a.label}
          </a>
        ))}
      </div>
      {!hydrated && q.id !== quiz.start && (
        <p className="mt-4">
          <a href={`#${questionAnchor(quiz.start)}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <RotateCcw aria-hidden /> Start again
          </a>
        </p>
      )}
    </fieldset>
  );

  return (
    <section aria-labelledby="quiz-title" className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="quiz-title" className="text-2xl font-bold text-slate-950">
        {quiz.title}
      </h2>
      {quiz.intro && <p className="mt-2 text-slate-700">{quiz.intro}</p>}
      {hydrated ? (
        <div aria-live="polite" className="mt-6">
          {result ? renderResult(result, {}) : question && renderQuestion(question, {})}
        </div>
      ) : (
        // Prerendered (and so without JavaScript): every step, the one the address names shown.
        <div className="quiz-steps mt-6">
          {quiz.questions.map((q) => (
            <Fragment key={q.id}>{renderQuestion(q, { id: questionAnchor(q.id), className: 'quiz-step', 'data-start': q.id === quiz.start })}</Fragment>
          ))}
          {quiz.results.map((r) => (
            <Fragment key={r.id}>
              {renderResult(
                r,
                { id: resultAnchor(r.id), className: 'quiz-step' },
                <p className="mt-4">
                  <a href={`#${questionAnchor(quiz.start)}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                    <RotateCcw aria-hidden /> Start again
                  </a>
                </p>,
              )}
            </Fragment>
          ))}
        </div>
      )}
      {hydrated && (history.length > 1 || result) && (
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
