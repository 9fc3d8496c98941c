import type { SubmitResult } from '../lib/form-service/parse-response.ts';

/**
 * What the visitor is told when a submission did not succeed. Every failure ends the same way
 * (the phone number, a retry, the words kept); what differs is whether the lead may have arrived.
 *  - `fix`: the service refused fields the visitor can see and correct.
 *  - `not-sent`: the service refused the request (disabled form, rate limit, server failure, a
 *    field the form does not show): nothing arrived.
 *  - `uncertain`: no usable answer (timeout, lost connection, an answer the browser could not
 *    read): the lead may have arrived, so a retry carries the same reference.
 */
export interface FailureNotice {
  certainty: 'fix' | 'not-sent' | 'uncertain';
  headline: string;
  detail: string;
}

export type Failure = Exclude<SubmitResult, { kind: 'success' }> | { kind: 'code-unavailable' };

export function failureNotice(result: Failure, visibleFields: readonly string[]): FailureNotice {
  switch (result.kind) {
    case 'field-errors': {
      const hidden = Object.keys(result.fields).filter((f) => !visibleFields.includes(f));
      if (hidden.length === 0 && result.form.length === 0) {
        return { certainty: 'fix', headline: 'Please check the fields marked below.', detail: 'Your request has not been sent yet.' };
      }
      return {
        certainty: 'not-sent',
        headline: 'Our booking system turned the request down.',
        detail: `Your request has not been sent (${[...result.form.map((e) => e.message || e.code), ...hidden.map((f) => `${f}: ${result.fields[f]!.map((e) => e.message || e.code).join(', ')}`)].join('; ')}).`,
      };
    }
    case 'form-errors':
      return {
        certainty: 'not-sent',
        headline: 'Our online booking is not taking requests right now.',
        detail: `Your request has not been sent (${result.form.map((e) => e.message || e.code).join(', ')}).`,
      };
    case 'rate-limited':
      return { certainty: 'not-sent', headline: 'Our booking system is busy.', detail: 'Your request has not been sent. Try again in a minute.' };
    case 'server-failure':
      return { certainty: 'not-sent', headline: 'Our booking system has a fault.', detail: 'Your request has not been sent.' };
    case 'code-unavailable':
      return { certainty: 'not-sent', headline: 'This page lost its connection.', detail: 'Your request has not been sent.' };
    case 'unexpected':
      return {
        certainty: 'uncertain',
        headline: 'We could not confirm that your request arrived.',
        detail: 'Our booking system gave an answer we could not read. It may have your request.',
      };
    case 'timeout':
      return { certainty: 'uncertain', headline: 'Our booking system is taking too long to answer.', detail: 'It may still have your request.' };
    case 'network-failure':
      return { certainty: 'uncertain', headline: 'We could not reach our booking system, or its answer was lost.', detail: 'It may have your request.' };
  }
}
