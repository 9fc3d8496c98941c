import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { landingSchema, serviceSchema, TRADES } from '../../../generator/schema/index.ts';
import { catalogueDir, type CatalogueKind } from '../../../generator/load/catalogue-services.ts';
import { ROOT } from '../../helpers/paths.ts';

const read = (kind: CatalogueKind) =>
  readdirSync(catalogueDir(kind))
    .filter((n) => n.endsWith('.yaml'))
    .map((name) => ({ name: `${kind}/${name}`, value: parse(readFileSync(join(catalogueDir(kind), name), 'utf8')) as Record<string, unknown> }));
const entries = read('services');
const landings = read('landing');

/** Every place of the sample businesses' areas and their names: none belongs in copy written for any business. */
function businessWords(): string[] {
  const dirs = [join(ROOT, 'data'), ...readdirSync(join(ROOT, 'examples'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(ROOT, 'examples', d.name, 'data'))];
  return dirs.flatMap((dir) => {
    const b = parse(readFileSync(join(dir, 'business.yaml'), 'utf8')) as { name: string; address: { addressLocality: string }; areaName: string };
    const suburbs = (parse(readFileSync(join(dir, 'suburbs.yaml'), 'utf8')) as { suburbs: { name: string }[] }).suburbs.map((s) => s.name);
    return [b.name.split(' ')[0]!, b.address.addressLocality, b.areaName, ...suburbs];
  });
}

describe('the trade catalogue (catalogue/services/, issue 41)', () => {
  it('holds services of every trade tradesite supports, each valid on its own', () => {
    expect(entries.length).toBeGreaterThan(70);
    for (const { name, value } of entries) {
      const result = serviceSchema.safeParse(value);
      expect(result.success, `${name}: ${result.success ? '' : result.error.issues[0]?.message}`).toBe(true);
      expect(value.slug).toBe(name.replace(/^.*\/|\.yaml$/g, ''));
    }
    expect(landings.length).toBeGreaterThan(10);
    for (const { name, value } of landings) {
      const result = landingSchema.safeParse(value);
      expect(result.success, `${name}: ${result.success ? '' : result.error.issues[0]?.message}`).toBe(true);
      expect(value.slug).toBe(name.replace(/^.*\/|\.yaml$/g, ''));
    }
    const groups = new Set(entries.map((e) => e.value.group));
    // Plumbing and gas sit under "plumbing"; air conditioning under "air-con"; the rest is electrical.
    expect([...groups]).toEqual(expect.arrayContaining(['plumbing', 'air-con', 'switchboard-safety']));
    expect(TRADES).toContain('gas');
  });

  it('says nothing of one business: no area, address, price or place of its own', () => {
    const words = [...new Set(businessWords())];
    const found: string[] = [];
    for (const { name, value } of [...entries, ...landings]) {
      // What only a business can say: where it works, its own addresses (a landing page's is the catalogue's default), its prices.
      for (const key of ['serviceAreas', 'offer', 'catalogue', ...(name.startsWith('services/') ? ['path'] : [])]) if (key in value) found.push(`${name}: ${key}`);
      const text = JSON.stringify(value);
      for (const word of words) if (new RegExp(`\\b${word}\\b`, 'i').test(text)) found.push(`${name}: ${word}`);
    }
    expect(words).toEqual(expect.arrayContaining(['Thomastown', 'Reservoir', 'Geelong West', 'Melbourne']));
    expect(found).toEqual([]);
  });
});
