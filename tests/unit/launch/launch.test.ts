import { describe, expect, it } from 'vitest';
import { abnIsValid, inventedAbn, isFictionPhone, isInventedLicence, isInventedPhone, notPublicHost, reservedDomain } from '../../../generator/launch/identity.ts';
import { collectionsOfKind } from '../../../generator/launch/sample.ts';
import { COLLECTIONS, COLLECTION_KEYS } from '../../../generator/schema/collections.ts';

describe('launch identity checks (issue 25)', () => {
  it('knows the ABN check digits (the ABR worked example passes; one digit off fails)', () => {
    expect(abnIsValid('51 824 753 556')).toBe(true);
    expect(abnIsValid('53 004 085 616')).toBe(true);
    expect(abnIsValid('51 824 753 557')).toBe(false);
    expect(abnIsValid('12 345 678 901')).toBe(false);
    expect(abnIsValid('00 000 000 000')).toBe(false);
    expect(abnIsValid('51 824 753')).toBe(false);
  });

  it('knows the phone numbers the ACMA keeps for fiction, in every area code, and no others', () => {
    for (const n of ['(03) 5550 4821', '(02) 7010 1234', '(07) 5550 0000', '(08) 7010 9999', '0491 570 156', '+61 3 5550 1111']) expect(isFictionPhone(n), n).toBe(true);
    for (const n of ['(03) 9123 4567', '(03) 5551 0000', '1300 123 456', '0412 345 678', '0491 570 160']) expect(isFictionPhone(n), n).toBe(false);
  });

  it('knows the domains reserved for examples and tests', () => {
    expect(reservedDomain('https://www.northwire.example')).toBe('.example');
    expect(reservedDomain('jobs@northwire.test')).toBe('.test');
    expect(reservedDomain('https://site.invalid/x')).toBe('.invalid');
    expect(reservedDomain('http://localhost:4000')).toBe('.localhost');
    expect(reservedDomain('info@example.com')).toBe('example.com');
    expect(reservedDomain('https://www.sparkyandco.com.au')).toBeUndefined();
    expect(reservedDomain('https://www.examples.com.au')).toBeUndefined();
  });
});

describe('launch identity checks against the real lists (issue 43)', () => {
  it("knows every number on the ACMA's list for fiction: all 30 mobiles, the freephone and local-rate numbers", () => {
    for (const n of ['0491 570 006', '0491 570 159', '0491 579 455', '1800 160 401', '1800 975 711', '1300 975 707', '(07) 7010 0000']) expect(isFictionPhone(n), n).toBe(true);
    for (const n of ['0491 570 160', '1800 160 402', '1300 975 712', '(03) 9123 4567']) expect(isFictionPhone(n), n).toBe(false);
  });

  it('knows numbers no business has: a repeated digit, a counting run, a local number starting with 0 or 1', () => {
    for (const n of ['(03) 0000 0000', '0400 000 000', '(03) 1234 5678', '0412 345 678', '(03) 1999 0000']) expect(isInventedPhone(n), n).toBe(true);
    for (const n of ['(03) 9123 4567', '0412 938 271', '1300 123 456']) expect(isInventedPhone(n), n).toBe(false);
  });

  it('sees example domains under another name, and letters from other scripts that imitate them', () => {
    expect(reservedDomain('jobs@x.example.com.au')).toBe('example.com.au');
    expect(reservedDomain('https://www.northwire.ex\u0430mple')).toBe('.example');
    expect(reservedDomain('https://example.com/reviews')).toBe('example.com');
    expect(reservedDomain('https://www.my-example-plumbing.com.au')).toBeUndefined();
  });

  it('knows addresses that are not public hosts', () => {
    for (const url of ['https://127.0.0.1', 'https://10.0.0.2:8443/x', 'https://[::1]/', 'https://localhost', 'https://intranet', 'https://nas.local'])
      expect(notPublicHost(url), url).toBeDefined();
    expect(notPublicHost('https://www.sparkyandco.com.au')).toBeUndefined();
  });

  it("refuses ABNs that pass the sum but are no business's, and licence numbers of one digit", () => {
    expect(abnIsValid('10 000 000 000')).toBe(true);
    expect(inventedAbn('10 000 000 000')).toBeDefined();
    expect(inventedAbn('51 824 753 556')).toMatch(/worked example/);
    expect(inventedAbn('83 914 571 641')).toBeUndefined();
    expect(isInventedLicence('REC-00000')).toBe(true);
    expect(isInventedLicence('REC 17425')).toBe(false);
  });
});

describe('the sample decision derives from the collections table', () => {
  it('reads sample items from exactly the collections the table marks "items", and checks the rest by kind', () => {
    expect(collectionsOfKind('items').sort()).toEqual(COLLECTION_KEYS.filter((k) => COLLECTIONS[k].sample === 'items').sort());
    expect(collectionsOfKind('identity')).toEqual(['business']);
    expect(collectionsOfKind('claims')).toEqual(['claims']);
  });

  it('refuses a table that marks a collection as holding sample items the module cannot find', () => {
    const original = COLLECTIONS.suburbs.sample;
    (COLLECTIONS.suburbs as { sample: string }).sample = 'items';
    try {
      expect(() => collectionsOfKind('items')).toThrow(/collections\.ts marks suburbs as sample: 'items'.*ITEM_FINDERS/);
    } finally {
      (COLLECTIONS.suburbs as { sample: string }).sample = original;
    }
  });
});
