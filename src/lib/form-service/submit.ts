import { parseResponse, type SubmitResult } from './parse-response.ts';

export const SUBMIT_TIMEOUT_MS = 15_000;

export interface SubmitOptions {
  /** `{endpoint}/f/{formId}` */
  action: string;
  fields: Record<string, string | boolean>;
  /** When the page was loaded (ms since epoch): the service uses it to spot bots. */
  loadedAt: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  webdriver?: boolean;
}

/** Sends one submission in the hosted service's protocol and says what became of it. Never throws. */
export async function submitLead(options: SubmitOptions): Promise<SubmitResult> {
  const { action, fields, loadedAt, timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch, webdriver = false } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(action, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Formspree-Client': 'tradesite',
        'Formspree-Session-Data': btoa(JSON.stringify({ loadedAt, webdriver })),
      },
      body: JSON.stringify(fields),
      signal: controller.signal,
    });
    const body = await response.text();
    return parseResponse(response.status, body);
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network-failure' };
  } finally {
    clearTimeout(timer);
  }
}
