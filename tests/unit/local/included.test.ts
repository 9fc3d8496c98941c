import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ITEM, includedForLocalPage, LOCAL_INCLUDED_MAX } from '../../../generator/local/included.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site } = prepareSite('data');

describe("a local page's 'What is included'", () => {
  it('keeps the first items and never cuts the certificate, in its place', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'A Certificate of Electrical Safety for the work', 'g'];
    expect(includedForLocalPage(items)).toEqual(['a', 'b', 'c', 'd', 'A Certificate of Electrical Safety for the work']);
    expect(includedForLocalPage(['Compliance certificate lodged', 'b', 'c', 'd', 'e', 'f'])).toEqual(['Compliance certificate lodged', 'b', 'c', 'd', 'e']);
    expect(includedForLocalPage(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('shows the certificate or compliance item of every service that lists one, and no more than five items where that is enough', () => {
    let withCertificate = 0;
    for (const service of site.services) {
      const items = service.sections.included;
      const kept = includedForLocalPage(items);
      const certificates = items.filter((i) => CERTIFICATE_ITEM.test(i));
      if (certificates.length) withCertificate++;
      for (const c of certificates) expect(kept, service.slug).toContain(c);
      expect(kept.length, service.slug).toBeLessThanOrEqual(Math.max(LOCAL_INCLUDED_MAX, certificates.length));
    }
    expect(withCertificate).toBeGreaterThan(40);
  });
});
