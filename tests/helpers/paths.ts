import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DATA = join(ROOT, 'data');
/** The site the "site" tests check: built once per run by site-setup.ts. */
export const TEST_SITE = join(ROOT, '.cache', 'test-site');
