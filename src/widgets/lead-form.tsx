import { Phone, RotateCcw } from '../components/icon.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../hooks/use-feedback.ts';
import { useLayout } from '../hooks/use-layout.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { UNEXPECTED_RESPONSE } from '../lib/form-service/codes.ts';
import type { SubmitResult } from '../lib/form-service/parse-response.ts';
import { clearDraft, EMPTY_LEAD, loadDraft, saveDraft, type LeadValues } from '../lib/lead-draft.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { paths } from '../routing/paths.ts';

type TextField = Exclude<keyof LeadValues, 'claimed_ring_deal'>;

/** The visible fields, in order. Required ones are the spec's four; there are no other checks. */
const FIELDS: { name: TextField; label: string; type: 'text' | 'tel' | 'email' | 'textarea'; required: boolean; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'suburb', label: 'Suburb', type: 'text', required: true, autoComplete: 'address-level2' },
  { name: 'message', label: 'Message', type: 'textarea', required: false, autoComplete: 'off' },
];

const FAILURE_TOAST = { title: 'Submission Error', description: 'Please check the form for errors and try again.', variant: 'destructive' as const };

type Status = 'idle' | 'submitting' | 'succeeded' | 'errored';

/**
 * The lead form. Without JavaScript it is a plain form post to the service, which returns the
 * visitor to /thank-you. With JavaScript it sends JSON, keeps a draft in the browser until the
 * service confirms, and explains every kind of failure without losing a word.
 */
export function LeadForm({ source, service = 'General Inquiry', prefill }: { source: string; service?: string | undefined; prefill?: Partial<LeadValues> | undefined }) {
  const { form, business } = useLayout();
  const hydrated = useHydrated();
  const { notify, celebrate } = useFeedback();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<SubmitResult | null>(null);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const loadedAt = useRef(0);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);

  // After hydration: keep whatever was typed before this code arrived (the HTML form was usable
  // all along), else restore the saved draft; from then on, save every change.
  useEffect(() => {
    loadedAt.current = Date.now();
    const typed = formRef.current ? readTyped(formRef.current) : {};
    const draft = loadDraft(source);
    if (Object.keys(typed).length > 0 || draft) setValues({ ...EMPTY_LEAD, ...draft, ...typed });
    restored.current = true;
    setReady(true);
  }, [source]);
  useEffect(() => {
    if (restored.current) saveDraft(source, values);
  }, [source, values]);
  // A prefill (the suburb of the page the visitor came from) fills only fields still empty, after
  // the draft is restored; it is given only after hydration, so the first render matches the HTML.
  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    const given = Object.entries(JSON.parse(prefillKey) as Partial<Record<TextField, string>>);
    if (given.length > 0) setValues((v) => ({ ...v, ...Object.fromEntries(given.filter(([field]) => v[field as TextField] === '')) }));
  }, [prefillKey]);

  const subject = `New ${service} request from the website`;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return; // a double click sends one submission
    inFlight.current = true;
    setStatus('submitting');
    const { submitLead } = await import('../lib/form-service/submit.ts');
    const outcome = await submitLead({
      action: form.action,
      timeoutMs: form.timeoutMs,
      loadedAt: loadedAt.current,
      webdriver: navigator.webdriver === true,
      fields: {
        ...values,
        _subject: subject,
        'form-source': source,
        _replyto: values.email,
        _gotcha: honeypot.current?.value ?? '',
      },
    });
    inFlight.current = false;
    setResult(outcome);
    if (outcome.kind === 'success') {
      clearDraft(source);
      setValues(EMPTY_LEAD);
      setStatus('succeeded');
      navigate(paths.known('thankYou'));
      celebrate();
      return;
    }
    setStatus('errored');
    notify(FAILURE_TOAST);
  };

  const fieldErrors = result?.kind === 'field-errors' ? result.fields : {};
  const formErrors = result?.kind === 'field-errors' || result?.kind === 'form-errors' ? result.form.map((e) => e.message || e.code) : result?.kind === 'unexpected' ? [UNEXPECTED_RESPONSE] : [];
  const unreachable = result?.kind === 'network-failure' || result?.kind === 'timeout' || result?.kind === 'server-failure';
  const input = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-950 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-400 aria-[invalid=true]:border-red-700';

  return (
    <form
      ref={formRef}
      method="POST"
      action={form.action}
      data-ready={ready ? 'true' : undefined}
      onSubmit={submit}
      className="relative grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      data-form-source={source}
      aria-busy={status === 'submitting'}
    >
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="form-source" value={source} />
      <input type="hidden" name="_next" value={form.thankYou} />
      {FIELDS.map((field) => {
        const errors = fieldErrors[field.name];
        const errorId = `${id}-${field.name}-error`;
        const common = {
          id: `${id}-${field.name}`,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          value: values[field.name],
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
          className: input,
          'aria-invalid': errors ? true : undefined,
          'aria-describedby': errors ? errorId : undefined,
        };
        return (
          <div key={field.name} className={field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={common.id} className="block text-sm font-semibold text-slate-900">
              {field.label} {!field.required && <span className="font-normal text-slate-600">(optional)</span>}
            </label>
            {field.type === 'textarea' ? (
              <textarea rows={4} {...common} />
            ) : (
              <input type={field.type} list={field.name === 'suburb' ? `${id}-suburbs` : undefined} {...common} />
            )}
            {errors && (
              <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
                {field.label} {errors.map((e) => e.message || e.code).join(', ')}
              </p>
            )}
          </div>
        );
      })}
      {/* Suggestions matter only once someone types, so they are not prerendered: the page's
          markup then does not change with every suburb added (see bodyLayout). */}
      <datalist id={`${id}-suburbs`}>
        {hydrated &&
          form.suburbs.map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      <div className="flex items-center gap-3 sm:col-span-2">
        <input
          id={`${id}-deal`}
          name="claimed_ring_deal"
          type="checkbox"
          value="yes"
          checked={values.claimed_ring_deal}
          onChange={(e) => setValues((v) => ({ ...v, claimed_ring_deal: e.target.checked }))}
          className="size-5 accent-amber-500"
        />
        <label htmlFor={`${id}-deal`} className="text-sm text-slate-900">
          {business.deal.name}
        </label>
      </div>
      {/* Honeypot: off screen, out of the tab order and hidden from autofill; people never fill it. */}
      <div aria-hidden="true" className="absolute left-[-10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-gotcha`}>Leave this empty</label>
        <input ref={honeypot} id={`${id}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {formErrors.length > 0 && (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {formErrors.join(', ')}
        </p>
      )}
      {unreachable && (
        <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900 sm:col-span-2">
          <p className="font-semibold">
            {result?.kind === 'timeout' ? 'Our booking system is taking too long to answer.' : 'We could not reach our booking system.'} Your details are kept on this device.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              <Phone aria-hidden /> Call {business.phone}
            </a>
            <Button variant="outline" size="sm" onClick={() => void submit()}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          </div>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={status === 'submitting'}>
          {status === 'submitting' ? 'Submitting...' : 'Send request'}
        </Button>
      </div>
    </form>
  );
}

/** Values a visitor typed into the server-rendered form before it hydrated. */
function readTyped(element: HTMLFormElement): Partial<LeadValues> {
  const typed: Partial<LeadValues> = {};
  for (const field of FIELDS) {
    const input = element.elements.namedItem(field.name) as HTMLInputElement | HTMLTextAreaElement | null;
    if (input?.value) typed[field.name] = input.value;
  }
  const deal = element.elements.namedItem('claimed_ring_deal') as HTMLInputElement | null;
  if (deal && !deal.checked) typed.claimed_ring_deal = false;
  return typed;
}

export default LeadForm;
