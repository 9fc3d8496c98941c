import { describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_RESPONSE } from '../../../../src/lib/form-service/codes.ts';
import { parseResponse } from '../../../../src/lib/form-service/parse-response.ts';
import { submitLead } from '../../../../src/lib/form-service/submit.ts';

describe("reading the form service's answer", () => {
  it('success is a string `next`', () => {
    expect(parseResponse(200, JSON.stringify({ next: '/thanks', ok: true }))).toEqual({ kind: 'success', next: '/thanks' });
  });

  it('field errors keep their codes, and _replyto errors belong to email', () => {
    const result = parseResponse(
      422,
      JSON.stringify({
        errors: [
          { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
          { field: '_replyto', code: 'TYPE_EMAIL', message: 'must be valid' },
          { field: 'name', code: 'REQUIRED_FIELD_MISSING', message: 'is required' },
          { code: 'BLOCKED', message: 'blocked' },
        ],
      }),
    );
    expect(result).toEqual({
      kind: 'field-errors',
      fields: {
        email: [
          { code: 'TYPE_EMAIL', message: 'should be an email' },
          { code: 'TYPE_EMAIL', message: 'must be valid' },
        ],
        name: [{ code: 'REQUIRED_FIELD_MISSING', message: 'is required' }],
      },
      form: [{ code: 'BLOCKED', message: 'blocked' }],
    });
  });

  it('every documented code is kept; unknown codes become UNSPECIFIED', () => {
    for (const code of ['BLOCKED', 'EMPTY', 'FILES_TOO_BIG', 'FORM_NOT_FOUND', 'INACTIVE', 'NO_FILE_UPLOADS', 'PROJECT_NOT_FOUND', 'TOO_MANY_FILES']) {
      expect(parseResponse(400, JSON.stringify({ errors: [{ code, message: 'x' }] }))).toEqual({ kind: 'form-errors', form: [{ code, message: 'x' }] });
    }
    for (const code of ['REQUIRED_FIELD_EMPTY', 'REQUIRED_FIELD_MISSING', 'STRIPE_CLIENT_ERROR', 'STRIPE_SCA_ERROR', 'TYPE_EMAIL', 'TYPE_NUMERIC', 'TYPE_TEXT']) {
      expect(parseResponse(400, JSON.stringify({ errors: [{ field: 'phone', code, message: 'x' }] }))).toMatchObject({ fields: { phone: [{ code }] } });
    }
    expect(parseResponse(400, JSON.stringify({ errors: [{ field: 'phone', code: 'NEW_THING', message: 'x' }] }))).toMatchObject({ fields: { phone: [{ code: 'UNSPECIFIED' }] } });
    expect(parseResponse(400, JSON.stringify({ errors: [{ code: 'TYPE_EMAIL', message: 'x' }] }))).toMatchObject({ form: [{ code: 'UNSPECIFIED' }] });
    expect(parseResponse(400, JSON.stringify({ errors: [{ message: 'no code' }] }))).toMatchObject({ form: [{ code: 'UNSPECIFIED', message: 'no code' }] });
  });

  it('`errors` wins over `error`, which wins over `next`', () => {
    expect(parseResponse(400, JSON.stringify({ errors: [{ code: 'EMPTY', message: 'empty' }], error: 'x', next: '/y' })).kind).toBe('form-errors');
    expect(parseResponse(400, JSON.stringify({ error: 'Form not found', next: '/y' }))).toEqual({
      kind: 'form-errors',
      form: [{ code: 'UNSPECIFIED', message: 'Form not found' }],
    });
  });

  it('errors in the body count whatever the status', () => {
    expect(parseResponse(200, JSON.stringify({ errors: [{ code: 'INACTIVE', message: 'off' }] })).kind).toBe('form-errors');
  });

  it('an answer that is not 2xx is never a success, whatever its body says', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(parseResponse(status, JSON.stringify({ next: '/thanks', ok: true }))).toEqual({ kind: 'server-failure', status });
    }
    for (const status of [301, 400, 403, 404, 422]) expect(parseResponse(status, JSON.stringify({ next: '/thanks', ok: true }))).toEqual({ kind: 'unexpected' });
    expect(parseResponse(201, JSON.stringify({ next: '/thanks' }))).toEqual({ kind: 'success', next: '/thanks' });
  });

  it('anything else is an unexpected response or a server failure', () => {
    expect(parseResponse(200, JSON.stringify({ status: 'queued' }))).toEqual({ kind: 'unexpected' });
    expect(parseResponse(200, JSON.stringify([1, 2]))).toEqual({ kind: 'unexpected' });
    expect(parseResponse(200, 'Thanks!')).toEqual({ kind: 'unexpected' });
    expect(parseResponse(200, JSON.stringify({ errors: [] }))).toEqual({ kind: 'unexpected' });
    // A payment-pending answer (unused here) is not a success.
    expect(parseResponse(200, JSON.stringify({ stripe: { paymentIntentClientSecret: 'x' }, resubmitKey: 'k' }))).toEqual({ kind: 'unexpected' });
    expect(parseResponse(500, '<html>Internal Server Error</html>')).toEqual({ kind: 'server-failure', status: 500 });
    expect(parseResponse(503, JSON.stringify({ message: 'down' }))).toEqual({ kind: 'server-failure', status: 503 });
    expect(UNEXPECTED_RESPONSE).toBe('Unexpected response format');
  });
});

describe('sending a submission', () => {
  it('posts JSON with the client and session-data headers', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ next: '/thanks' })));
    const result = await submitLead({ action: 'https://forms.example/f/abc', fields: { name: 'Ann', _replyto: 'a@b.c' }, loadedAt: 1234, fetchImpl, webdriver: false });
    expect(result.kind).toBe('success');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example/f/abc');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Formspree-Client']).toBe('tradesite');
    expect(JSON.parse(atob(headers['Formspree-Session-Data']!))).toEqual({ loadedAt: 1234, webdriver: false });
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Ann', _replyto: 'a@b.c' });
  });

  it('tells a network failure from a timeout', async () => {
    const offline = await submitLead({ action: 'x', fields: {}, loadedAt: 0, fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(offline).toEqual({ kind: 'network-failure' });
    const hang = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const slow = await submitLead({ action: 'x', fields: {}, loadedAt: 0, timeoutMs: 30, fetchImpl: hang as typeof fetch });
    expect(slow).toEqual({ kind: 'timeout' });
  });
});
