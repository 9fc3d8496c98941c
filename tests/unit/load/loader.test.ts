import { describe, expect, it } from 'vitest';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { copyData } from '../../helpers/data-copy.ts';
import { JSON_SCHEMAS, jsonSchemaText } from '../../../generator/schema/json-schemas.ts';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { parseCache } from '../../../generator/load/parse-cache.ts';

describe('loading data', () => {
  it('names file and line for a tab used as indentation', () => {
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', '\nicon: circuit-board', '\n\ticon: circuit-board');
    const { diagnostics: report } = prepareSite(data.dir);
    const d = report.diagnostics.find((x) => x.code === 'YAML_SYNTAX')!;
    expect(d.file).toMatch(/services\/switchboard-upgrades\.yaml$/);
    expect(d.line).toBe(data.lineOf('services/switchboard-upgrades.yaml', '\ticon'));
  });

  it('names file and line for bad indentation', () => {
    const data = copyData();
    data.replace('suburbs.yaml', '    postcode: "3074"', '      postcode: "3074"');
    const { diagnostics: report } = prepareSite(data.dir);
    const d = report.diagnostics.find((x) => x.code === 'YAML_SYNTAX')!;
    expect(d.file).toMatch(/suburbs\.yaml$/);
    expect(d.line).toBeGreaterThanOrEqual(4);
    expect(d.line).toBeLessThanOrEqual(6);
  });

  it('accepts a byte-order mark and Windows line endings, keeping line numbers', () => {
    const data = copyData();
    const file = 'services/switchboard-upgrades.yaml';
    const text = data.read(file).replace('group: switchboard-safety', 'group: switchbord-safety');
    const line = text.slice(0, text.indexOf('switchbord')).split('\n').length;
    data.write(file, '\ufeff' + text.replace(/\n/g, '\r\n'));
    const d = prepareSite(data.dir).diagnostics.diagnostics.find((x) => x.code === 'UNKNOWN_REFERENCE')!;
    expect(d.line).toBe(line);
  });

  it('finds the same line for a problem whether the file was parsed or came from the parse cache', () => {
    const data = copyData();
    // A text no earlier run has seen, so the first validation parses it and the second reads the cache.
    data.replace('services/switchboard-upgrades.yaml', 'group: switchboard-safety', `group: switchbord-safety # ${Date.now()}-${process.pid}`);
    const line = data.lineOf('services/switchboard-upgrades.yaml', 'switchbord');
    const positions = parseCache.file(data.read('services/switchboard-upgrades.yaml'), 'positions');
    for (const run of ['parsed', 'cached with its positions', 'cached without them']) {
      if (run === 'cached without them') rmSync(positions);
      const d = prepareSite(data.dir).diagnostics.diagnostics.find((x) => x.code === 'UNKNOWN_REFERENCE');
      expect(d?.line, run).toBe(line);
      expect(d?.col, run).toBeGreaterThan(1);
      // The first time a line was wanted, the positions were kept for the next build.
      expect(existsSync(positions), run).toBe(true);
    }
  });

  it('collects every problem in one run', () => {
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', 'group: switchboard-safety', 'group: nope');
    data.replace('suburbs.yaml', 'region: northern', 'region: nope');
    data.replace('pages/home.yaml', 'href: /switchboard-upgrades', 'href: /nope');
    const { diagnostics } = prepareSite(data.dir).diagnostics;
    for (const file of ['services/switchboard-upgrades.yaml', '/suburbs.yaml', 'pages/home.yaml']) {
      expect(
        diagnostics.some((d) => d.severity === 'error' && d.file.endsWith(file)),
        file,
      ).toBe(true);
    }
  });
});

describe('JSON Schemas for editors', () => {
  it('are generated from the zod schemas and up to date', () => {
    for (const [name, schema] of Object.entries(JSON_SCHEMAS)) {
      expect(readFileSync(`schemas/${name}`, 'utf8'), `schemas/${name} is stale: run npx tsx cli.ts schemas`).toBe(jsonSchemaText(schema));
    }
  });

  it('are referenced from the data files', () => {
    expect(readFileSync('data/services/switchboard-upgrades.yaml', 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schemas\/service\.schema\.json/);
    expect(readFileSync('data/suburbs.yaml', 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\/schemas\/suburbs\.schema\.json/);
  });
});
