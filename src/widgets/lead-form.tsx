import { Phone, RotateCcw } from '../components/icon.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../hooks/use-feedback.ts';
import { useLayout } from '../hooks/use-layout.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { submitLead } from '../lib/form-service/submit.ts';
import type { SubmitResult } from '../lib/form-service/parse-response.ts';
import { clearDraft, EMPTY_LEAD, loadDraft, newLeadId, saveDraft, storageWorks, type LeadValues } from '../lib/lead-draft.ts';
import {
  extraFieldsFor,
  EXTRA_FIELDS,
  isRequestType,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPE_SUBJECT,
  REQUEST_TYPES,
  type ExtraFieldName,
  type RequestType,
} from '../lib/request-types.ts';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { paths } from '../routing/paths.ts';
import { loadFinder } from '../lib/load-finder.ts';
import { suburbNames } from '../lib/suburb-finder.ts';
import { failureNotice, type Failure } from './lead-failure.ts';
import { forgetSend, isWatched, sendStateOf, trackSend, watchSends } from './lead-sends.ts';

type BaseField = 'name' | 'phone' | 'email' | 'suburb' | 'message';
type TextField = BaseField | ExtraFieldName;

/** The visible fields, in order. Required ones are the spec's four; there are no other checks. */
const FIELDS: { name: BaseField; label: string; type: 'text' | 'tel' | 'email' | 'textarea'; required: boolean; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'suburb', label: 'Suburb', type: 'text', required: true, autoComplete: 'address-level2' },
  { name: 'message', label: 'Message', type: 'textarea', required: false, autoComplete: 'off' },
];

/** The spec's toast; its "check the form" wording is only true when the service refused fields. */
const FIELD_ERRORS_TOAST = { title: 'Submission Error', description: 'Please check the form for errors and try again.', variant: 'destructive' as const };
const NOT_SENT_TOAST = { title: 'Submission Error', description: 'Your request could not be sent. Your details are still in the form.', variant: 'destructive' as const };

type Status = 'idle' | 'submitting' | 'errored';

export interface LeadFormProps {
  source: string;
  service?: string | undefined;
  /** The suburb of the page the visitor came from: it replaces a draft's suburb from another page. */
  prefill?: { suburb?: string | undefined } | undefined;
  /** An emergency request: the doorbell deal (an upsell, never ticked for the visitor) is unticked again if a draft had it. */
  emergency?: boolean | undefined;
}

/**
 * The lead form. Without JavaScript it is a plain form post to the service, which returns the
 * visitor to /thank-you. With JavaScript it sends JSON, keeps a draft in the browser until the
 * service confirms, and explains every kind of failure without losing a word: each one ends with
 * the phone number and a retry. A send outlives the page: its answer waits for the form.
 */
export function LeadForm({ source, service = 'General Inquiry', prefill, emergency = false }: LeadFormProps) {
  const { form, business, suburbFinder } = useLayout();
  const hydrated = useHydrated();
  /** The suburb field's suggestions, fetched when the field is first focused (with the checker's data). */
  const [suburbs, setSuburbs] = useState<readonly string[]>([]);
  const suggestSuburbs = () => {
    // Without them the field still takes any suburb typed: a failed fetch costs only the suggestions.
    if (suburbs.length === 0)
      loadFinder(suburbFinder).then(
        (data) => setSuburbs(suburbNames(data)),
        () => undefined,
      );
  };
  const { notify, celebrate } = useFeedback();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<LeadValues>(() => EMPTY_LEAD);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<Failure | null>(null);
  /** Whether the draft is really kept in this browser (unknown until the first save). */
  const [kept, setKept] = useState<boolean | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const loadedAt = useRef(0);
  const restored = useRef(false);
  const leadId = useRef('');
  const context = useRef('');
  const formRef = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  const showAnswer = (answer: SubmitResult) => {
    forgetSend(source);
    if (answer.kind === 'success') {
      clearDraft(source);
      leadId.current = newLeadId();
      setValues(EMPTY_LEAD);
      setStatus('idle');
      setResult(null);
      navigate(paths.known('thankYou'));
      celebrate();
      return;
    }
    setResult(answer);
    setStatus('errored');
    notify(answer.kind === 'field-errors' ? FIELD_ERRORS_TOAST : NOT_SENT_TOAST);
  };
  const answerRef = useRef(showAnswer);
  answerRef.current = showAnswer;

  // After hydration: keep whatever was typed before this code arrived (the HTML form was usable
  // all along), else restore the saved draft; from then on, save every change. A send that was
  // under way or failed while the visitor was on another page shows here.
  useEffect(() => {
    loadedAt.current = Date.now();
    // Without the code, the visitor may have chosen a type (the forms above): read that one's form.
    const chosen = box.current?.querySelector<HTMLInputElement>('input[data-request-choice]:checked')?.value;
    const typedForm = (chosen && box.current?.querySelector<HTMLFormElement>(`form[data-request-form="${chosen}"]`)) || formRef.current;
    const typed = typedForm ? readTyped(typedForm) : {};
    if (chosen && chosen !== 'home' && isRequestType(chosen)) typed.request_type = chosen;
    const draft = loadDraft(source);
    setValues((v) => ({ ...v, ...draft?.values, ...typed }));
    leadId.current = draft?.leadId ?? newLeadId();
    context.current = draft?.prefilledSuburb ?? '';
    restored.current = true;
    setKept(storageWorks());
    setReady(true);
    const state = sendStateOf(source);
    if (state?.status === 'sending') setStatus('submitting');
    else if (state?.status === 'answered' && state.result.kind !== 'success') answerRef.current(state.result);
    else if (state) forgetSend(source);
    return watchSends(source, (next) => {
      if (next.status === 'answered') answerRef.current(next.result);
    });
  }, [source]);
  useEffect(() => {
    if (restored.current) setKept(saveDraft(source, { values, leadId: leadId.current, prefilledSuburb: context.current }));
  }, [source, values]);
  // The page the visitor booked from says which suburb (and whether it is an emergency). It wins
  // over a draft's suburb left by another page (a booking must not dispatch to last week's
  // suburb), but only when it changes: a reload keeps what the visitor typed since.
  const suburb = prefill?.suburb ?? '';
  useEffect(() => {
    if (!ready) return;
    const next = `${suburb}|${emergency ? 'emergency' : ''}`;
    if (next === context.current || next === '|') return;
    context.current = next;
    setValues((v) => ({ ...v, ...(suburb ? { suburb } : {}), ...(emergency ? { claimed_ring_deal: false } : {}) }));
  }, [ready, suburb, emergency]);
  // A failure panel takes focus, so a screen reader hears it and a phone scrolls to it.
  useEffect(() => {
    if (status === 'errored') panel.current?.focus();
  }, [status, result]);

  const type: RequestType = values.request_type;
  const subject = subjectFor(type, service, leadId.current);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendStateOf(source)?.status === 'sending') return; // a double click sends one submission
    setStatus('submitting');
    setResult(null);
    if (!leadId.current) leadId.current = newLeadId();
    const extras = Object.fromEntries(extraFieldsFor(type).map((f) => [f.name, values[f.name]]));
    const fields = {
      name: values.name,
      phone: values.phone,
      email: values.email,
      suburb: values.suburb,
      message: values.message,
      claimed_ring_deal: values.claimed_ring_deal,
      request_type: type,
      ...extras,
      lead_id: leadId.current,
      _subject: subject,
      'form-source': source,
      _replyto: values.email,
      _gotcha: honeypot.current?.value ?? '',
    };
    const sentId = leadId.current;
    void trackSend(source, () => submitLead({ action: form.action, timeoutMs: form.timeoutMs, loadedAt: loadedAt.current, webdriver: navigator.webdriver === true, fields })).then(
      (answer) => {
        if (isWatched(source)) return; // the form on screen shows it
        // The visitor has left the form. Success: the draft is done with, and a quiet word is
        // enough (no jump to /thank-you from another page). A failure waits for the form.
        if (answer.kind === 'success') {
          clearDraft(source);
          forgetSend(source);
          notify({ title: 'Request sent', description: `We have your request (reference ${sentId}) and will call you back.` });
        }
      },
    );
  };

  const failure = result ? failureNotice(result, [...FIELDS.map((f) => f.name as string), ...extraFieldsFor(type).map((f) => f.name), 'request_type']) : null;
  const fieldErrors = result?.kind === 'field-errors' && failure?.certainty === 'fix' ? result.fields : {};
  const input =
    'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-950 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-400 aria-[invalid=true]:border-red-700';

  /**
   * One field. `of` is the request type of the form it is drawn in: without JavaScript each type
   * has its own form, whose field ids carry the type (home's are the plain ones, as with it).
   */
  const textField = (
    of: RequestType,
    field: { name: TextField; label: string; type: string; required: boolean; autoComplete: string; hint?: string | undefined },
    className?: string,
  ) => {
    const errors = fieldErrors[field.name];
    const prefix = of === 'home' || hydrated ? id : `${id}-${of}`;
    const errorId = `${prefix}-${field.name}-error`;
    const hintId = `${prefix}-${field.name}-hint`;
    const describedBy = [field.hint ? hintId : '', errors ? errorId : ''].filter(Boolean).join(' ');
    const common = {
      id: `${prefix}-${field.name}`,
      name: field.name,
      required: field.required,
      autoComplete: field.autoComplete,
      value: values[field.name],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
      className: input,
      'aria-invalid': errors ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div key={field.name} className={className}>
        <label htmlFor={common.id} className="block text-sm font-semibold text-slate-900">
          {/* Beside a rental's address, "Suburb" could be the landlord's own. */}
          {field.name === 'suburb' && of === 'rental' ? 'Suburb of the property' : field.label} {!field.required && <span className="font-normal text-slate-600">(optional)</span>}
        </label>
        {field.type === 'textarea' ? (
          <textarea rows={field.name === 'message' ? 4 : 3} {...common} />
        ) : (
          <input type={field.type} {...(field.name === 'suburb' ? { list: `${id}-suburbs`, onFocus: suggestSuburbs } : {})} {...common} />
        )}
        {field.hint && (
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {field.hint}
          </p>
        )}
        {errors && (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
            {field.label} {errors.map((e) => e.message || e.code).join(', ')}
          </p>
        )}
      </div>
    );
  };

  /** "Where is the work?": inside the form with JavaScript; without it, above the three forms and in none. */
  const typeChoice = (inForm: boolean) => (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">Where is the work?</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {REQUEST_TYPES.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-900 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-400"
          >
            <input
              type="radio"
              name={inForm ? 'request_type' : `${id}-request-type`}
              value={option}
              checked={type === option}
              onChange={() => setValues((v) => ({ ...v, request_type: option }))}
              className="size-5 accent-amber-500"
              data-request-choice
            />
            {REQUEST_TYPE_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );

  /**
   * The form for one request type: its own fields only, and its type in the subject. With
   * JavaScript there is one, for the type chosen (it sends JSON built from the values). Without
   * it, all three are in the page and CSS shows the one whose type is checked, so a plain post
   * names its type in the subject and never carries another type's fields.
   */
  const leadForm = (of: RequestType) => {
    const live = hydrated;
    const prefix = of === 'home' || live ? id : `${id}-${of}`;
    return (
      <form
        // With JavaScript one form, kept as the type changes (focus stays on the radio just chosen).
        key={live ? 'form' : `form-${of}`}
        ref={live || of === 'home' ? formRef : undefined}
        method="POST"
        action={form.action}
        data-ready={live && ready ? 'true' : undefined}
        onSubmit={live ? submit : undefined}
        className={cn('group/form relative grid gap-4 sm:grid-cols-2', !live && NO_SCRIPT_FORM_SHOWN[of])}
        // Tests and Book Now find the form by its source: without JavaScript, the home form.
        data-form-source={live || of === 'home' ? source : undefined}
        data-request-form={of}
        aria-busy={live ? status === 'submitting' : undefined}
      >
        <input type="hidden" name="_subject" value={live ? subject : subjectFor(of, service, '')} />
        <input type="hidden" name="form-source" value={source} />
        <input type="hidden" name="_next" value={form.thankYou} />
        {/* Only with JavaScript: a prerendered id would be the same for every visitor. */}
        {live && leadId.current && <input type="hidden" name="lead_id" value={leadId.current} />}
        {live ? typeChoice(true) : <input type="hidden" name="request_type" value={of} />}
        {FIELDS.filter((f) => f.name !== 'message').map((field) => textField(of, field))}
        {of !== 'home' && (
          <fieldset key={`fields-${of}`} data-request-fields={of} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-2 text-base font-bold text-slate-950">{of === 'rental' ? 'The rental property' : 'The business'}</legend>
            {EXTRA_FIELDS[of].map((field) => textField(of, field, field.type === 'textarea' ? 'sm:col-span-2' : undefined))}
          </fieldset>
        )}
        {textField(
          of,
          FIELDS.find((f) => f.name === 'message')!,
          'sm:col-span-2',
        )}
        {business.deal && (
          <div className="sm:col-span-2">
            <div className="flex items-center gap-3">
              <input
                id={`${prefix}-deal`}
                name="claimed_ring_deal"
                type="checkbox"
                value="yes"
                checked={values.claimed_ring_deal}
                onChange={(e) => setValues((v) => ({ ...v, claimed_ring_deal: e.target.checked }))}
                aria-describedby={`${prefix}-deal-text`}
                className="size-6 accent-amber-500"
              />
              <label htmlFor={`${prefix}-deal`} className="text-sm font-semibold text-slate-900">
                {business.deal.name}
              </label>
            </div>
            <p id={`${prefix}-deal-text`} className="mt-1 pl-9 text-sm text-slate-600">
              {business.deal.description} Optional: tick it to add it to this visit.
            </p>
          </div>
        )}
        {/* Honeypot: off screen, out of the tab order and hidden from autofill; people never fill it. */}
        <div aria-hidden="true" className="absolute left-[-10000px] top-auto size-px overflow-hidden">
          <label htmlFor={`${prefix}-gotcha`}>Leave this empty</label>
          <input ref={live ? honeypot : undefined} id={`${prefix}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {live && failure && (
          <div
            ref={panel}
            tabIndex={-1}
            role="alert"
            data-failure={failure.certainty}
            className="rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 sm:col-span-2"
          >
            <p className="font-semibold">{failure.headline}</p>
            <p className="mt-1">
              {failure.detail} {failure.certainty === 'uncertain' && <>If you try again, we will see it is the same request (reference {leadId.current}). </>}
              {kept ? 'Your details are kept on this device.' : 'This browser is not keeping a copy of your details, so please leave this page open until they are sent.'}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary' })}>
                <Phone aria-hidden /> Call {business.phone}
              </a>
              <Button variant="outline" onClick={() => submit()} disabled={status === 'submitting'}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            </div>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={live && status === 'submitting'}>
            {live && status === 'submitting' ? 'Submitting...' : 'Send request'}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <div ref={box} className={cn('group/lead rounded-xl border border-slate-200 bg-white p-6 shadow-sm', !hydrated && 'grid gap-4')}>
      {!hydrated && typeChoice(false)}
      {hydrated ? leadForm(type) : REQUEST_TYPES.map((of) => leadForm(of))}
      {/* Suggestions matter only once someone types, so they are neither prerendered nor in the
          layout file: pages then do not change with every suburb added (see bodyLayout). */}
      <datalist id={`${id}-suburbs`}>
        {suburbs.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </div>
  );
}

/** Without JavaScript: which of the three forms CSS shows, by the type checked above them. */
const NO_SCRIPT_FORM_SHOWN: Record<RequestType, string> = {
  home: 'group-has-[input[value=rental]:checked]/lead:hidden group-has-[input[value=business]:checked]/lead:hidden',
  rental: 'hidden group-has-[input[value=rental]:checked]/lead:grid',
  business: 'hidden group-has-[input[value=business]:checked]/lead:grid',
};

/** The lead's subject: the service and the type, so the inbox shows both before it is opened. */
export function subjectFor(type: RequestType, service: string, leadId: string): string {
  return `New ${service} request (${REQUEST_TYPE_SUBJECT[type]}) from the website${leadId ? ` [${leadId}]` : ''}`;
}

/** Values a visitor typed into the server-rendered form before it hydrated. */
function readTyped(element: HTMLFormElement): Partial<LeadValues> {
  const typed: Partial<LeadValues> = {};
  const names: TextField[] = [...FIELDS.map((f) => f.name), ...Object.values(EXTRA_FIELDS).flatMap((g) => g.map((f) => f.name))];
  for (const name of names) {
    const input = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    if (input?.value) typed[name] = input.value;
  }
  const checkedType = element.querySelector<HTMLInputElement>('input[name=request_type]:checked')?.value;
  if (checkedType && checkedType !== 'home' && (REQUEST_TYPES as readonly string[]).includes(checkedType)) typed.request_type = checkedType as RequestType;
  const deal = element.elements.namedItem('claimed_ring_deal') as HTMLInputElement | null;
  if (deal?.checked) typed.claimed_ring_deal = true;
  return typed;
}

export default LeadForm;
