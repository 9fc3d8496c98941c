/**
 * What a local page keeps of a service's "What is included" list. The list is cut to keep local
 * pages short, but the certificate or compliance step is never cut: a Certificate of Electrical
 * Safety is required for all electrical installation work, and a plumbing compliance certificate
 * for gas work whatever its cost (docs/facts.md), so a page that drops it hides what the customer
 * is owed.
 */
export const LOCAL_INCLUDED_MAX = 5;

/** An item that is the certificate or compliance step: its text names a certificate, COES or compliance. */
export const CERTIFICATE_ITEM = /\b(certificates?|COES|compliance)\b/i;

/** The first items up to `max`, with every certificate item kept in its place and the others cut to make room. */
export function includedForLocalPage(items: readonly string[], max = LOCAL_INCLUDED_MAX): string[] {
  const certificates = items.filter((item) => CERTIFICATE_ITEM.test(item));
  let room = Math.max(0, max - certificates.length);
  return items.filter((item) => {
    if (CERTIFICATE_ITEM.test(item)) return true;
    if (room === 0) return false;
    room--;
    return true;
  });
}
