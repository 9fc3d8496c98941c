import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The sample businesses' names, bases and areas: what must never be written into the product's code. */
function businessWords(): string[] {
  const examples = join(ROOT, 'examples');
  const dirs = [
    join(ROOT, 'data'),
    ...readdirSync(examples)
      .filter((n) => statSync(join(examples, n)).isDirectory())
      .map((n) => join(examples, n, 'data')),
  ];
  return dirs.flatMap((dir) => {
    const b = parse(readFileSync(join(dir, 'business.yaml'), 'utf8')) as { name: string; address: { addressLocality: string }; areaName: string };
    return [b.name.split(' ')[0]!, b.address.addressLocality, b.areaName];
  });
}

describe('nothing of one business in the code (issue 41)', () => {
  it('generator/ and src/ name no sample business, base or city, except beside a cited source', () => {
    const words = [...new Set(businessWords())];
    const found: string[] = [];
    for (const file of [...sourceFiles(join(ROOT, 'generator')), ...sourceFiles(join(ROOT, 'src'))]) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // An IANA time zone is a name of the standard, not of a business.
        const text = line.replace(/Australia\/Melbourne/g, '');
        for (const word of words) {
          if (!new RegExp(`\\b${word}\\b`, 'i').test(text)) continue;
          // A comment that cites its source (a URL within two lines) may name the place the source is about.
          if (lines.slice(Math.max(0, i - 2), i + 3).some((l) => /https?:\/\//.test(l)) && /^\s*(\*|\/\/)/.test(line)) continue;
          found.push(`${file.slice(ROOT.length).replace(/^\//, '')}:${i + 1}: ${word}`);
        }
      });
    }
    expect(words).toEqual(expect.arrayContaining(['Thomastown', 'Geelong West']));
    expect(found).toEqual([]);
  });
});
