import { FIELD_ERROR_CODES, FORM_ERROR_CODES, type FieldErrorCode, type FormErrorCode } from './codes.ts';

export interface ServiceError<C extends string> {
  code: C;
  message: string;
}

/** What a submission came to. Each kind needs a different answer for the visitor. */
export type SubmitResult =
  | { kind: 'success'; next: string }
  /** The service rejected some fields (and perhaps the form). */
  | { kind: 'field-errors'; fields: Record<string, ServiceError<FieldErrorCode>[]>; form: ServiceError<FormErrorCode>[] }
  /** The service rejected the form as a whole (blocked, inactive, not found...). */
  | { kind: 'form-errors'; form: ServiceError<FormErrorCode>[] }
  /** A JSON answer of no known shape: "Unexpected response format". */
  | { kind: 'unexpected' }
  /** Too many requests (429), whatever the body: a JSON error or a CDN's HTML page. */
  | { kind: 'rate-limited' }
  /** The service failed (5xx without a usable JSON answer). */
  | { kind: 'server-failure'; status: number }
  /** No answer at all: offline, connection dropped, CORS refused. */
  | { kind: 'network-failure' }
  /** No answer in time. */
  | { kind: 'timeout' };

/**
 * Reads the service's answer. The JSON body says what went wrong: `errors` wins over `error`,
 * whatever the status. Success is a string `next` in a 2xx answer only: a failing service (or a
 * proxy before it) may answer 5xx with a body that looks like success, and the visitor must not
 * be thanked for a lead that may be lost. Anything else is unexpected (a 5xx: a server failure).
 * 429 always means "later": a rate limit answers in whatever its CDN writes.
 */
export function parseResponse(status: number, body: string): SubmitResult {
  if (status === 429) return { kind: 'rate-limited' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return status >= 500 ? { kind: 'server-failure', status } : { kind: 'unexpected' };
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    const answer = json as Record<string, unknown>;
    if (Array.isArray(answer.errors)) return fromErrors(answer.errors);
    if (typeof answer.error === 'string') return { kind: 'form-errors', form: [{ code: 'UNSPECIFIED', message: answer.error }] };
    if (typeof answer.next === 'string' && status >= 200 && status < 300) return { kind: 'success', next: answer.next };
  }
  return status >= 500 ? { kind: 'server-failure', status } : { kind: 'unexpected' };
}

function fromErrors(items: unknown[]): SubmitResult {
  const fields: Record<string, ServiceError<FieldErrorCode>[]> = {};
  const form: ServiceError<FormErrorCode>[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { field, code, message } = item as { field?: unknown; code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof field === 'string' && field !== '') {
      // The service files reply-to problems under _replyto; they belong to the email field.
      const name = field === '_replyto' ? 'email' : field;
      (fields[name] ??= []).push({ code: known(code, FIELD_ERROR_CODES), message: text });
    } else {
      form.push({ code: known(code, FORM_ERROR_CODES), message: text });
    }
  }
  if (Object.keys(fields).length > 0) return { kind: 'field-errors', fields, form };
  if (form.length > 0) return { kind: 'form-errors', form };
  return { kind: 'unexpected' };
}

function known<C extends string>(code: unknown, codes: readonly C[]): C | 'UNSPECIFIED' {
  return typeof code === 'string' && (codes as readonly string[]).includes(code) ? (code as C) : 'UNSPECIFIED';
}
