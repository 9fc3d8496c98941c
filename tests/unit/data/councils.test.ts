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

describe('councils outside Melbourne, from the ABS correspondence (issue 41)', () => {
  it("names each regional locality's council, by where its residents live", () => {
    expect(ref('Ballarat Central', '3350')).toMatchObject({ council: 'Ballarat', otherCouncils: [] });
    expect(ref('Geelong West', '3218')).toMatchObject({ council: 'Greater Geelong', otherCouncils: [] });
    expect(ref('Bendigo', '3550')).toMatchObject({ council: 'Greater Bendigo' });
    expect(ref('Wodonga', '3690')).toMatchObject({ council: 'Wodonga' });
    expect(ref('Torquay', '3228')).toMatchObject({ council: 'Surf Coast' });
    expect(ref('Traralgon', '3844')).toMatchObject({ council: 'Latrobe' });
    expect(ref('Colac', '3250')).toMatchObject({ council: 'Colac Otway' });
    // Point Lonsdale is split between the Borough of Queenscliffe and the City of Greater Geelong.
    expect(ref('Point Lonsdale', '3225')).toMatchObject({ council: 'Queenscliffe', otherCouncils: ['Greater Geelong'] });
  });

  it('tells same-named localities apart by their postcode, and claims no council where there is none', () => {
    expect(ref('Ascot', '3364')?.council).toBe('Ballarat');
    expect(ref('Ascot', '3551')?.council).toBe('Greater Bendigo');
    expect(ref('Bellfield', '3081')?.council).toBe('Banyule');
    expect(ref('Bellfield', '3381')?.council).toBe('Northern Grampians');
    // An alpine resort is in no council; a postal name that is no gazetted locality has none checked.
    expect(ref('Falls Creek', '3699')?.council).toBeUndefined();
    expect(ref('Ballarat', '3350')?.council).toBeUndefined();
  });

  it('keeps the corrections the ABS showed in the hand-checked list', () => {
    expect(ref('Port Melbourne', '3207')).toMatchObject({ council: 'Port Phillip', otherCouncils: [] });
    expect(ref('Winter Valley', '3358')).toMatchObject({ council: 'Ballarat' });
    expect(ref('Little River', '3211')).toMatchObject({ council: 'Wyndham', otherCouncils: ['Greater Geelong'] });
  });
});
