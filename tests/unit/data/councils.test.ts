import { describe, expect, it } from 'vitest';
import { findLocalities } from '../../../generator/reference/localities.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { councilArea, councilFact, councils } from '../../../src/content/council.ts';

const { site } = prepareSite('data');
const ref = (name: string, postcode: string) => findLocalities(name).find((l) => l.postcode === postcode);

describe('councils by where people live (issue 16)', () => {
  it('names the council most residents live in, and the others where a boundary splits the houses', () => {
    expect(ref('Fairfield', '3078')).toMatchObject({ council: 'Darebin', otherCouncils: [] });
    expect(ref('Alphington', '3078')).toMatchObject({ council: 'Darebin', otherCouncils: ['Yarra'] });
    // By area Doreen is mostly Nillumbik farmland; its estates, and its people, are in Whittlesea.
    expect(ref('Doreen', '3754')).toMatchObject({ council: 'Whittlesea', otherCouncils: ['Nillumbik'] });
  });

  it('keeps every suburb in the data in step with the reference list', () => {
    for (const s of site.suburbs) {
      const r = ref(s.name, s.postcode);
      if (!r) continue;
      expect({ council: s.council, others: s.otherCouncils ?? [] }, s.name).toEqual({ council: r.council, others: r.otherCouncils });
    }
  });

  it('says a split suburb is split instead of naming one council for every address', () => {
    const alphington = { name: 'Alphington', council: 'Darebin', otherCouncils: ['Yarra'] };
    expect(councilFact(alphington)).toBe('Darebin; part of Alphington is in Yarra');
    expect(councilArea(alphington)).toBe('mostly in the Darebin council area (part is in Yarra)');
    expect(councils({ name: 'Bundoora', council: 'Whittlesea', otherCouncils: ['Banyule', 'Darebin'] })).toEqual(['Whittlesea', 'Banyule', 'Darebin']);
    expect(councilFact({ name: 'Bundoora', council: 'Whittlesea', otherCouncils: ['Banyule', 'Darebin'] })).toBe('Whittlesea; part of Bundoora is in Banyule and Darebin');
    expect(councilArea({ name: 'Fairfield', council: 'Darebin' })).toBe('in the Darebin council area');
  });
});
