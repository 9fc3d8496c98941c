import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLocalities, localities } from '../../../generator/reference/localities.ts';
import { areaAround, findBase } from '../../../generator/launch/new-area.ts';
import { DISTRIBUTORS, GAS_DISTRIBUTORS, WATER_CORPORATIONS } from '../../../generator/schema/suburb.ts';

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
    expect(ref('Preston', '3072')?.networks).toEqual({});
  });

  it("init's new area in Wodonga takes them into its suburbs", () => {
    const { suburbs } = areaAround(findBase('Wodonga 3690'), 15, 'Wodonga');
    const water = (name: string) => suburbs.find((s) => s.name === name)?.water;
    expect(water('Wodonga')).toEqual({ name: 'North East Water' });
    for (const name of ['Baranduda', 'Bonegilla', 'Ebden']) expect(water(name), name).toEqual({ name: 'North East Water' });
    expect(suburbs.filter((s) => s.gas || s.distributor)).toEqual([]);
  });
});
