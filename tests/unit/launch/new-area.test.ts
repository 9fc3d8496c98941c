import { describe, expect, it } from 'vitest';
import { areaAround, findBase } from '../../../generator/launch/new-area.ts';

describe("init's new area takes each locality's council from the place reference (issue 41)", () => {
  it('a Ballarat business gets the City of Ballarat for its suburbs, and no council where the reference has none', () => {
    const { suburbs } = areaAround(findBase('Ballarat Central'), 8, 'Ballarat');
    const council = (name: string) => suburbs.find((s) => s.name === name)?.council;
    expect(suburbs[0]).toMatchObject({ name: 'Ballarat Central', council: 'Ballarat' });
    for (const name of ['Wendouree', 'Sebastopol', 'Alfredton', 'Mount Clear', 'Ballarat East']) expect(council(name), name).toBe('Ballarat');
    // GeoNames' postal name "Ballarat" is no gazetted locality (Ballarat Central is): no council is claimed for it.
    expect(suburbs.find((s) => s.name === 'Ballarat')).toBeDefined();
    expect(council('Ballarat')).toBeUndefined();
  });

  it('a Bendigo business gets Greater Bendigo, and Geelong West Greater Geelong', () => {
    const bendigo = areaAround(findBase('Bendigo 3550'), 6, 'Bendigo').suburbs;
    for (const name of ['Bendigo', 'Golden Square', 'Kangaroo Flat', 'Eaglehawk', 'Strathdale'])
      expect(bendigo.find((s) => s.name === name)?.council, name).toBe('Greater Bendigo');
    const geelong = areaAround(findBase('Geelong West'), 3, 'Geelong').suburbs;
    expect(geelong[0]).toMatchObject({ name: 'Geelong West', council: 'Greater Geelong' });
  });

  it('a locality a council boundary splits comes with its other council', () => {
    const { suburbs } = areaAround(findBase('Queenscliff'), 5, 'Bellarine');
    expect(suburbs.find((s) => s.name === 'Point Lonsdale')).toMatchObject({ council: 'Queenscliffe', otherCouncils: ['Greater Geelong'] });
    expect(suburbs[0]).toMatchObject({ name: 'Queenscliff', council: 'Queenscliffe' });
    expect(suburbs[0]!.otherCouncils).toBeUndefined();
  });
});

describe("init's new area leaves out a locality whose centre is another council's point", () => {
  it('a 6 km Bendigo area takes no Painswick (Loddon) or Creek View (Campaspe), whose GeoNames centre is a Bendigo postcode centre', () => {
    const names = areaAround(findBase('Bendigo 3550'), 6, 'Bendigo').suburbs.map((s) => s.name);
    expect(names).not.toContain('Painswick');
    expect(names).not.toContain('Creek View');
    // Greater Bendigo's localities on that same point stay: the point is in their council's area.
    for (const name of ['Bendigo', 'Golden Square', 'Kangaroo Flat', 'Lake Eppalock', 'Bagshot North']) expect(names, name).toContain(name);
  });

  it("Melbourne's localities on a shared point stay where the area reaches their council, and Bellfield is Banyule's", () => {
    const { suburbs } = areaAround(findBase('Ivanhoe'), 5, 'Banyule');
    expect(suburbs.find((s) => s.name === 'Bellfield')).toMatchObject({ postcode: '3081', council: 'Banyule' });
    for (const name of ['Bulleen', 'Preston', 'Kew', 'Heidelberg Heights'])
      expect(
        suburbs.map((s) => s.name),
        name,
      ).toContain(name);
  });

  it("a postal name with no council is judged by its postcode's councils: Ballarat 3350 stays in a Ballarat area", () => {
    expect(areaAround(findBase('Ballarat Central'), 8, 'Ballarat').suburbs.map((s) => s.name)).toContain('Ballarat');
  });
});
