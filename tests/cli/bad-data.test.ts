import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBadData, badDataSets } from '../helpers/bad-data.ts';
import { copyDataFor } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCliAsync } from '../helpers/run-cli.ts';

const sets = badDataSets();

describe('the bad-data corpus (tests/fixtures/bad-data)', () => {
  it('has at least 30 broken data sets', () => {
    expect(sets.length).toBeGreaterThanOrEqual(30);
  });

  for (const { name, spec } of sets) {
    it.concurrent(
      `${name}: ${spec.description}`,
      async (test) => {
        const data = copyDataFor(test);
        applyBadData(data, spec);
        // A previous build that must survive the failed one untouched.
        const out = `.cache/bad-data-out/${name}`;
        const outDir = join(ROOT, out);
        rmSync(outDir, { recursive: true, force: true });
        mkdirSync(outDir, { recursive: true });
        writeFileSync(join(outDir, '.tradesite-build'), 'previous build\n');
        writeFileSync(join(outDir, 'index.html'), 'previous page\n');

        const { code, file, line, severity = 'error' } = spec.expect;
        const place = `${basename(data.dir)}/${file}`.replace(/\/$/, '');
        if (severity !== 'error') {
          // Usable data: validate says what it ignored (or says nothing of it), without reading it, and succeeds.
          const v = await runCliAsync(['validate', '--data', data.dir], { env: spec.env });
          expect(v.code, v.stdout + v.stderr).toBe(0);
          if (severity === 'warning') expect(v.stdout + v.stderr).toMatch(new RegExp(`${escape(place)}.*  ${code}`));
          else expect(v.stdout + v.stderr).not.toMatch(new RegExp(`${escape(file)}|${code}`));
          expect(v.stdout + v.stderr).not.toMatch(/Internal error|\n\s+at \S+ \(/);
          rmSync(outDir, { recursive: true, force: true });
          return;
        }
        const r = await runCliAsync(['build', '--data', data.dir, '--out', out], { env: spec.env });
        expect(r.code, r.stdout + r.stderr).toBe(1);
        // Reported relative to the working folder, so match from the copy's own folder name on.
        const lineOf = typeof line === 'number' ? `:${line}(?=[:\\s])` : line ? ':\\d+' : '(?!:\\d)';
        expect(r.stderr).toMatch(new RegExp(`${escape(file ? place : basename(data.dir))}[^\\s]*${file ? lineOf : ''}.*  ${code}`));
        expect(r.stderr).not.toMatch(/Internal error|\n\s+at \S+ \(/);
        expect(r.stderr).toMatch(/Nothing was written/);
        if (spec.expect.notListed) {
          expect(r.stderr).not.toMatch(new RegExp(`  ${spec.expect.notListed}\\b`));
          expect(r.stderr).toMatch(/And \d+ references? in \d+ other files? .* not listed/);
        }
        expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('previous page\n');
        // No debris: no staging folder, no lock left beside the output.
        expect(readdirSync(dirname(outDir)).filter((entry) => entry.startsWith(`.${name}-staging-`))).toEqual([]);
        expect(existsSync(join(dirname(outDir), `.${name}.tradesite`, 'build.lock'))).toBe(false);
        rmSync(outDir, { recursive: true, force: true });
      },
      180_000,
    );
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
