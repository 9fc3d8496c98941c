import { readdirSync, readFileSync } from 'node:fs';
import { OWN_LOGO } from '../../../generator/load/own-logo.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, COLLECTION_KEYS, IMAGES_FOLDER, collectionFile, schemaLine } from '../../../generator/schema/collections.ts';
import { JSON_SCHEMAS } from '../../../generator/schema/json-schemas.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { eachDataText } from '../../../generator/validate/facts/data-text.ts';
import { copyData } from '../../helpers/data-copy.ts';
import { DATA } from '../../helpers/paths.ts';

describe('the collections table', () => {
  it('names every file and folder in data/, so nothing there is loaded by a list written elsewhere', () => {
    const known = new Set([...COLLECTION_KEYS.map((key) => COLLECTIONS[key].path), IMAGES_FOLDER, OWN_LOGO]);
    const unknown = readdirSync(DATA).filter((name) => !name.startsWith('.') && !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('gives each collection its JSON Schema, and every data file names its own on its first line', () => {
    expect(Object.keys(JSON_SCHEMAS).sort()).toEqual(COLLECTION_KEYS.map((key) => COLLECTIONS[key].jsonSchema).sort());
    for (const key of COLLECTION_KEYS) {
      const c = COLLECTIONS[key];
      if (c.form === 'markdown') continue; // front matter names no schema line
      const files = c.form === 'file' ? [collectionFile(key)] : readdirSync(join(DATA, c.path)).map((name) => collectionFile(key, name.replace(/\.yaml$/, '')));
      for (const file of files) expect(readFileSync(join(DATA, file), 'utf8').split('\n')[0], file).toBe(schemaLine(key));
    }
  });

  it('walks the text of every visitor-facing collection for checked facts, jobs included', () => {
    const data = copyData();
    const job = readdirSync(data.path('jobs'))[0]!;
    data.replace(`jobs/${job}`, /^found: /m, 'found: Tested the 240-volt circuit first. ');
    const { site, diagnostics } = prepareSite(data.dir);
    const seen: string[] = [];
    eachDataText(site, (text) => seen.push(text));
    expect(seen.some((t) => t.includes('240-volt'))).toBe(true);
    const fact = diagnostics.diagnostics.find((d) => d.code === 'FACT_CHECK');
    expect(fact?.file).toMatch(new RegExp(`jobs/${job.replace('.', '\\.')}$`));
  });
});
