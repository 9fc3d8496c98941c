import { inject } from 'vitest';
import type { FakeMode, RecordedSubmission } from '../../generator/serve/fake-form-service.ts';

/** The fake form service the site project starts (tests/helpers/site-setup.ts), as browser tests drive it. */
const fake = () => inject('formServiceUrl');

/** How the fake answers the next submissions. */
export const setFormMode = (mode: FakeMode) => fetch(`${fake()}/__mode`, { method: 'POST', body: JSON.stringify({ mode }) });

/** What the fake has received so far. */
export const submissions = async () => (await (await fetch(`${fake()}/__submissions`)).json()) as RecordedSubmission[];

export const clearSubmissions = () => fetch(`${fake()}/__submissions`, { method: 'DELETE' });

/** Before each test: answers succeed and nothing has been received. */
export async function resetFormService(): Promise<void> {
  await setFormMode('success');
  await clearSubmissions();
}
