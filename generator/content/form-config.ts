import { SUBMIT_TIMEOUT_MS } from '../../src/lib/form-service/submit.ts';
import type { Business } from '../schema/index.ts';

/**
 * What a build may override of the lead form, so a test or staging build can post to a local
 * fake of the form service. Read from the environment once, by the command (see `formOverridesFromEnv`).
 */
export interface FormOverrides {
  endpoint?: string | undefined;
  formId?: string | undefined;
  timeoutMs?: number | undefined;
}

/** FORM_ENDPOINT, FORM_ID and FORM_TIMEOUT_MS: empty or unset means "as business.yaml says". */
export function formOverridesFromEnv(env: NodeJS.ProcessEnv): FormOverrides {
  return { endpoint: env.FORM_ENDPOINT || undefined, formId: env.FORM_ID || undefined, timeoutMs: Number(env.FORM_TIMEOUT_MS) || undefined };
}

/** The lead form's target: business.yaml's form service, unless overridden. */
export function formAction(business: Pick<Business, 'form'>, overrides: FormOverrides = {}): string {
  const endpoint = (overrides.endpoint ?? business.form.endpoint).replace(/\/$/, '');
  return `${endpoint}/f/${overrides.formId ?? business.form.formId}`;
}

/** How long the form waits for the service before it offers the phone instead. */
export function formTimeoutMs(overrides: FormOverrides): number {
  return overrides.timeoutMs ?? SUBMIT_TIMEOUT_MS;
}
