import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkChange } from '../../../generator/editor/check-change.ts';
import { updateYamlText } from '../../../generator/editor/keep-comments.ts';
import { parse } from 'yaml';
import { DATA, ROOT } from '../../helpers/paths.ts';

const dataDir = relative(ROOT, DATA) || 'data';
const read = (file: string) => readFileSync(join(DATA, file), 'utf8');
const JOB = 'jobs/brunswick-night-outage.yaml';

/** Every file's modification time: checking a change must write nothing. */
function snapshot(): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else out.set(path, stat.mtimeMs);
    }
  };
  walk(DATA);
  return out;
}

describe('checkChange', () => {
  it('accepts a valid change', async () => {
    const text = read(JOB).replace('took: "About an hour"', 'took: "About an hour and a half"');
    await expect(checkChange(dataDir, [{ path: JOB, text }])).resolves.toEqual({ ok: true });
  });

  it('refuses an invalid price with what validate prints for it, writing nothing', async () => {
    const before = snapshot();
    const claims = read('claims.yaml');
    const value = parse(claims) as { deal: { price: unknown } };
    value.deal.price = -149;
    const result = await checkChange(dataDir, [{ path: 'claims.yaml', text: updateYamlText(claims, value) }]);
    expect(result.ok).toBe(false);
    const message = (result as { message: string }).message;
    expect(message).toMatch(/^✗ data\/claims\.yaml:\d+:\d+ {2}SCHEMA/m);
    expect(message).toMatch(/1 error in 1 file\.$/);
    expect(message).not.toContain('\x1b[');
    expect(snapshot()).toEqual(before);
    expect(read('claims.yaml')).toBe(claims);
  });

  it('refuses a job naming a suburb that does not exist (a cross-reference), with a suggestion', async () => {
    const text = read(JOB).replace('suburb: brunswick', 'suburb: brunswik');
    const result = await checkChange(dataDir, [{ path: JOB, text }]);
    expect(result.ok).toBe(false);
    const message = (result as { message: string }).message;
    expect(message).toContain(`data/${JOB}:`);
    expect(message).toContain('UNKNOWN_REFERENCE');
    expect(message).toContain('Did you mean "brunswick"?');
  });

  it('sees a new file and a deleted one as the change would leave them', async () => {
    const copy = read(JOB).replace('slug: brunswick-night-outage', 'slug: brunswick-night-outage-two');
    await expect(checkChange(dataDir, [{ path: 'jobs/brunswick-night-outage-two.yaml', text: copy }])).resolves.toEqual({ ok: true });
    // A new file whose slug does not match its name is caught like one on disk.
    const misnamed = await checkChange(dataDir, [{ path: 'jobs/another-name.yaml', text: copy }]);
    expect(misnamed.ok).toBe(false);
    expect((misnamed as { message: string }).message).toContain('FILE_NAME_MISMATCH');
    const deleted = await checkChange(dataDir, [{ path: 'business.yaml', text: null }]);
    expect(deleted.ok).toBe(false);
    expect((deleted as { message: string }).message).toContain('MISSING_FILE');
  });

  it('refuses text the loader would refuse from disk (control characters)', async () => {
    const text = read(JOB).replace('About an hour', 'About an\u0007hour');
    const result = await checkChange(dataDir, [{ path: JOB, text }]);
    expect((result as { message: string }).message).toContain('CONTROL_CHARACTER');
  });
});
