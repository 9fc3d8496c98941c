import { SUBMIT_TIMEOUT_MS } from '../../src/lib/form-service/submit.ts';
import { z } from 'zod';
import type { Business } from '../schema/index.ts';
import { UserError } from '../diagnostics/user-error.ts';

/**
 * What a build may override of the lead form, so a test or staging build can post to a local
 * fake of the form service. Read from the environment once, by the command (see `formOverridesFromEnv`).
 */
export interface FormOverrides {
  endpoint?: string | undefined;
  formId?: string | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The overrides are checked like the data they replace: FORM_ENDPOINT=javascript:... once built
 * with exit 0, since the variable skipped the schema. https, or http to this machine only (the
 * local fake of the service that dev and the tests use).
 */
const ENV_OVERRIDES = {
  FORM_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an https:// address' })
    .refine(
      (url) => url.startsWith('https:') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url),
      'must be an https:// address (plain http only to this machine: 127.0.0.1 or localhost)',
    ),
  FORM_ID: z.string().regex(/^[A-Za-z0-9]+$/, 'must be the form id: letters and digits only'),
  FORM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds, e.g. 15000' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000 (one second)')
    .max(120_000, 'must be at most 120000 (two minutes)'),
};

/** FORM_ENDPOINT, FORM_ID and FORM_TIMEOUT_MS: empty or unset means "as business.yaml says"; anything else must be valid. */
export function formOverridesFromEnv(env: NodeJS.ProcessEnv): FormOverrides {
  const read = <K extends keyof typeof ENV_OVERRIDES>(name: K): z.infer<(typeof ENV_OVERRIDES)[K]> | undefined => {
    const value = env[name];
    if (!value) return undefined;
    const parsed = ENV_OVERRIDES[name].safeParse(value);
    if (!parsed.success)
      throw new UserError(
        `The environment variable ${name}=${JSON.stringify(value)} ${parsed.error.issues[0]!.message}.`,
        1,
        `Correct ${name}, or unset it to use what data/business.yaml says.`,
      );
    return parsed.data as z.infer<(typeof ENV_OVERRIDES)[K]>;
  };
  return { endpoint: read('FORM_ENDPOINT'), formId: read('FORM_ID'), timeoutMs: read('FORM_TIMEOUT_MS') };
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
