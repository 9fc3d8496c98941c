/**
 * The launch blockers' codes: each is a kind of thing a real business must not publish, reported by
 * `validate --production` and `build --production` (generator/launch/blockers.ts). Stable: the
 * docs/launching.md explains each in the owner's words, and scripts match on them.
 */
export const LAUNCH_CODES = [
  'SAMPLE_REVIEW',
  'SAMPLE_JOB',
  'SAMPLE_GALLERY',
  'SAMPLE_PHOTO',
  'UNCONFIRMED_CLAIM',
  'PLACEHOLDER_PHONE',
  'PLACEHOLDER_DOMAIN',
  'ABN_CHECKSUM',
  'PLACEHOLDER_LICENCE',
  'PLACEHOLDER_FORM_ID',
  'FORM_ENDPOINT_NOT_HTTPS',
  'PLACEHOLDER_IDENTITY',
  'SAMPLE_IDENTITY',
  'LICENCE_MISSING',
] as const;
export type LaunchCode = (typeof LAUNCH_CODES)[number];
