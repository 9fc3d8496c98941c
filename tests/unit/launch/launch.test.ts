import { describe, expect, it } from 'vitest';
import { abnIsValid, isFictionPhone, reservedDomain } from '../../../generator/launch/identity.ts';
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
