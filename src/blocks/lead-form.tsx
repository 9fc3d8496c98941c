import { useLayout } from '../app/layout-context.ts';
import { Button } from '../components/ui/button.tsx';

/**
 * The lead form as a plain HTML form that posts to the form service, so it works before (and
 * without) JavaScript.
 */
export function LeadForm({ source, service = 'General Inquiry' }: { source: string; service?: string }) {
  const { form, business } = useLayout();
  const listId = `suburbs-${source.replace(/[^a-z0-9]+/gi, '-')}`;
  const field = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-950 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-400';
  const label = 'block text-sm font-semibold text-slate-900';
  return (
    <form method="POST" action={form.action} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2" data-form-source={source}>
      <input type="hidden" name="_subject" value={`New ${service} request from the website`} />
      <input type="hidden" name="form-source" value={source} />
      <div>
        <label htmlFor={`${listId}-name`} className={label}>
          Name
        </label>
        <input id={`${listId}-name`} name="name" type="text" required autoComplete="name" className={field} />
      </div>
      <div>
        <label htmlFor={`${listId}-phone`} className={label}>
          Phone
        </label>
        <input id={`${listId}-phone`} name="phone" type="tel" required autoComplete="tel" className={field} />
      </div>
      <div>
        <label htmlFor={`${listId}-email`} className={label}>
          Email
        </label>
        <input id={`${listId}-email`} name="email" type="email" required autoComplete="email" className={field} />
      </div>
      <div>
        <label htmlFor={`${listId}-suburb`} className={label}>
          Suburb
        </label>
        <input id={`${listId}-suburb`} name="suburb" type="text" required list={listId} autoComplete="address-level2" className={field} />
        <datalist id={listId}>
          {form.suburbs.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${listId}-message`} className={label}>
          Message <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea id={`${listId}-message`} name="message" rows={4} className={field} />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <input id={`${listId}-deal`} name="claimed_ring_deal" type="checkbox" value="yes" defaultChecked className="size-5 accent-amber-500" />
        <label htmlFor={`${listId}-deal`} className="text-sm text-slate-900">
          {business.deal.name}
        </label>
      </div>
      {/* Honeypot: people never see it, autofill leaves it alone, bots fill it in. */}
      <div aria-hidden="true" className="absolute left-[-10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${listId}-gotcha`}>Leave this empty</label>
        <input id={`${listId}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Send request
        </Button>
      </div>
    </form>
  );
}
