import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLocalities, localities } from '../../../generator/reference/localities.ts';
import { areaAround, findBase } from '../../../generator/launch/new-area.ts';
import { DISTRIBUTORS, GAS_DISTRIBUTORS, WATER_CORPORATIONS } from '../../../generator/schema/suburb.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const ref = (name: string, postcode: string) => findLocalities(name).find((l) => l.postcode === postcode);
const csv = (file: string) =>
  readFileSync(`places/${file}`, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));

describe("the place reference's networks, each from a published source (issue 41)", () => {
  it('names only localities of the reference, networks the schema knows, and sources it lists', () => {
    const sources = new Set(csv('network-sources.csv').map(([id]) => id));
    const known = new Set(localities().map((l) => `${l.name}|${l.postcode}`));
    const names: Record<string, readonly string[]> = { water: WATER_CORPORATIONS, gas: GAS_DISTRIBUTORS, electricity: DISTRIBUTORS };
    const rows = csv('networks.csv');
    expect(rows.length).toBeGreaterThan(80);
    for (const [name, postcode, kind, network, also, source] of rows) {
      expect(known.has(`${name}|${postcode}`), `${name} ${postcode}`).toBe(true);
      expect(names[kind!], `${name}: ${kind}`).toContain(network);
      if (also) expect(names[kind!]).toContain(also);
      for (const id of source!.split(';')) expect(sources.has(id), `${name}: source ${id}`).toBe(true);
    }
  });

  it('gives a sourced locality its water corporation and distributor, and claims none where no source names one', () => {
    expect(ref('Wodonga', '3690')?.networks).toEqual({ water: { name: 'North East Water' } });
    expect(ref('Torquay', '3228')?.networks.water?.name).toBe('Barwon Water');
    expect(ref('Bairnsdale', '3875')?.networks.water?.name).toBe('East Gippsland Water');
    expect(ref('Warrnambool', '3280')?.networks.water?.name).toBe('Wannon Water');
    // Dinner Plain is in Alpine Shire, whose other towns are North East Water's; East Gippsland Water supplies it.
    expect(ref('Dinner Plain', '3898')?.networks.water?.name).toBe('East Gippsland Water');
    expect(ref('Ballarat Central', '3350')?.networks).toEqual({});
    // Electricity where the distributor's own page names the town, and not where a boundary may run through it.
    expect(ref('Kyneton', '3444')?.networks.distributor).toBe('Powercor');
    expect(ref('Corryong', '3707')?.networks).toEqual({ distributor: 'AusNet Services', water: { name: 'North East Water' } });
    expect(ref('Murchison', '3610')?.networks.distributor).toBeUndefined();
    // Melbourne's networks are the sample business's suburbs' (below); a suburb it does not cover has none.
    expect(ref('Hadfield', '3046')?.networks).toEqual({});
  });

  it("init's new area in Wodonga takes them into its suburbs", () => {
    const { suburbs } = areaAround(findBase('Wodonga 3690'), 15, 'Wodonga');
    const water = (name: string) => suburbs.find((s) => s.name === name)?.water;
    expect(water('Wodonga')).toEqual({ name: 'North East Water' });
    for (const name of ['Baranduda', 'Bonegilla', 'Ebden']) expect(water(name), name).toEqual({ name: 'North East Water' });
    expect(suburbs.filter((s) => s.gas || s.distributor)).toEqual([]);
  });
});

describe("Melbourne's networks, copied from the sample business's hand-checked suburbs", () => {
  const { site } = prepareSite('data');
  const networksOf = (s: { distributor?: string; distributorAlso?: string; water?: unknown; gas?: unknown }) => ({
    distributor: s.distributor,
    distributorAlso: s.distributorAlso,
    water: s.water,
    gas: s.gas,
  });

  it('gives every sample suburb the networks the sample has, splits included, and no more', () => {
    expect(site.suburbs).toHaveLength(147);
    for (const s of site.suburbs) expect(networksOf(ref(s.name, s.postcode)!.networks), `${s.name} ${s.postcode}`).toEqual(networksOf(s));
    expect(ref('Preston', '3072')?.networks).toEqual({ distributor: 'Jemena', distributorAlso: 'CitiPower', water: { name: 'Yarra Valley Water' } });
    // The Grampians' Bellfield, which GeoNames places on Melbourne's, takes none of Melbourne's networks.
    expect(ref('Bellfield', '3381')?.networks).toEqual({});
  });

  it("a new business based in Reservoir gets each of its suburbs' distributor, gas and water as the sample has them", () => {
    const { suburbs } = areaAround(findBase('Reservoir'), 5, 'Darebin');
    const sample = new Map(site.suburbs.map((s) => [s.slug, s]));
    const shared = suburbs.filter((s) => sample.has(s.slug));
    expect(shared.map((s) => s.name)).toEqual(expect.arrayContaining(['Reservoir', 'Preston', 'Thornbury', 'Thomastown', 'Kingsbury', 'Coburg', 'Coburg North', 'Fawkner']));
    for (const s of shared) expect(networksOf(s), s.name).toEqual(networksOf(sample.get(s.slug)!));
    expect(suburbs.find((s) => s.name === 'Thomastown')).toMatchObject({ distributor: 'Jemena', distributorAlso: 'AusNet Services', gas: { name: 'Australian Gas Networks' } });
  });
});
