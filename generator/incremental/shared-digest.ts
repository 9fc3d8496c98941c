import { hash } from 'node:crypto';
import { COLLECTION_KEYS } from '../schema/collections.ts';
import type { Site } from '../schema/site.ts';

/**
 * A digest of a value's JSON, worked out once per object. Local pages share many of their parts
 * (a suburb with its neighbours, a trade's facts, a review's one-line form) as the same objects,
 * so a page's fingerprint names each shared part by its digest instead of spelling it out again:
 * at 1x that was 32 MB of JSON hashed on every build, now about half of it. The objects must
 * not change after they are first digested; the plan's never do (it is made once per build).
 */
export function sharedDigest(value: object): string {
  let digest = digests.get(value);
  if (digest === undefined) digests.set(value, (digest = hash('sha256', JSON.stringify(value))));
  return digest;
}
const digests = new WeakMap<object, string>();

/**
 * The same for a long text many pages show (a service's note for an era of homes): a string is
 * found again by its content, which V8 hashes once per string object. Kept for the process's
 * life: texts come from the data, a few hundred of them.
 */
export function sharedTextDigest(text: string): string {
  let digest = textDigests.get(text);
  if (digest === undefined) textDigests.set(text, (digest = hash('sha256', text)));
  return digest;
}
const textDigests = new Map<string, string>();

/**
 * A digest of all the data but the suburbs, pictures (by their sizes and hashes) included, worked
 * out once per loaded site. Suburbs are what grows, so what reads them is tracked suburb by
 * suburb (record-inputs.ts, plan-memo.ts); everything else counts as one input, and a new
 * collection is in it without anyone remembering to add it.
 */
export function dataButSuburbsDigest(site: Site): string {
  let digest = siteDigests.get(site);
  if (digest === undefined) {
    const data = Object.fromEntries(COLLECTION_KEYS.filter((key) => key !== 'suburbs').map((key) => [key, site[key]]));
    siteDigests.set(site, (digest = hash('sha256', JSON.stringify({ ...data, images: site.images }))));
  }
  return digest;
}
const siteDigests = new WeakMap<Site, string>();
