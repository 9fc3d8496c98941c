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
