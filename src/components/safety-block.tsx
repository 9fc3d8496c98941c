import type { ReactNode } from 'react';
import type { SafetyView } from '../content/safety-view.ts';
import { Phone, TriangleAlert } from './icon.tsx';
import { Container } from './page-parts.tsx';

/** A gas page's call band: our line is for gas work, never the first call about a leak. */
export const GAS_CALL = 'A smell of gas is a call to the gas emergency line above first. For gas fitting, or a repair once the leak has been made safe, call us or book a time.';

/** Triple zero, wherever the advice names it, is a number a phone can ring from the page. */
function withEmergencyLinks(text: string): ReactNode {
  // The number on its own, not the end of 1,000 or 13 000.
  const parts = text.split(/(?<![\d,.]|\d )(000)(?![\d,])/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href="tel:000" className="font-bold text-red-800 underline underline-offset-2">
        000
      </a>
    ) : (
      part
    ),
  );
}

/**
 * What to do first in a gas leak or an electrical emergency, and the distributor's line to call:
 * one component for every gas and emergency page, drawn from the page's safety view.
 */
export function SafetyBlock({ safety }: { safety: SafetyView }) {
  const id = `safety-${safety.kind}`;
  return (
    <section aria-labelledby={id} className="border-y-4 border-red-700 bg-red-50 py-10" data-safety={safety.kind}>
      <Container className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id={id} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-950">
            <TriangleAlert aria-hidden className="size-6 text-red-700" /> {safety.title}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-900">
            {safety.steps.map((step) => (
              <li key={step}>{withEmergencyLinks(step)}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="text-lg font-bold text-slate-950">{safety.contactsTitle}</h3>
          <p className="mt-1 text-sm text-slate-800">{withEmergencyLinks(safety.contactsNote)}</p>
          <ul className="mt-3 space-y-2">
            {safety.contacts.map((c) => (
              <li key={c.name} className="rounded-md border border-red-200 bg-white p-3">
                <span className="font-semibold text-slate-950">{c.name}</span>
                {c.phone && c.phoneHref && (
                  <>
                    {': '}
                    {/* A main action on a phone: 44 px tall there, as the other call buttons are. */}
                    <a href={c.phoneHref} className="inline-flex min-h-6 items-center gap-1 font-bold text-red-800 underline underline-offset-2 max-sm:min-h-11">
                      <Phone aria-hidden className="size-4" /> {c.phone}
                    </a>
                  </>
                )}
                {c.noNumber && <p className="mt-1 text-sm font-semibold text-red-900">{withEmergencyLinks(c.noNumber)}</p>}
                {c.outages && (
                  <>
                    {' '}
                    <a href={c.outages} className="text-sm text-blue-800 underline underline-offset-2" rel="noopener">
                      current outages<span className="sr-only"> on {c.outagesSite}</span>
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** Each of a page's safety blocks, in order (gas first where a page carries both). */
export function SafetyBlocks({ safety }: { safety: readonly SafetyView[] | undefined }) {
  return (
    <>
      {safety?.map((s) => (
        <SafetyBlock key={s.kind} safety={s} />
      ))}
    </>
  );
}

/** The call band's text: the gas one only where gas is the page's one hazard. */
export function callText(safety: readonly SafetyView[] | undefined, otherwise: string): string {
  return safety?.length && safety.every((s) => s.kind === 'gas') ? GAS_CALL : otherwise;
}
