import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyData } from '../helpers/data-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

describe('remove suburb: the area made smaller in one step (issue 41)', () => {
  it('removes a suburb and every list naming it, touching no other line, and the data stays valid', () => {
    const data = copyData();
    const before = readFileSync(data.path('suburbs.yaml'), 'utf8');
    const r = runCli(['remove', 'suburb', 'northcote', '--data', data.dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Removed Northcote from the area: suburbs\.yaml, emergency-suburbs\.yaml/);
    const after = readFileSync(data.path('suburbs.yaml'), 'utf8');
    expect(after).not.toMatch(/northcote/i);
    // Every other line as it was: only Northcote's block and its mentions in nearby lists went.
    const kept = new Set(after.split('\n'));
    const changed = before.split('\n').filter((line) => !kept.has(line));
    expect(changed.every((line) => /northcote/i.test(line) || before.indexOf(line) > before.indexOf('- slug: northcote'))).toBe(true);
    expect(after.split('\n').length).toBeGreaterThan(before.split('\n').length - 40);
    expect(readFileSync(data.path('emergency-suburbs.yaml'), 'utf8')).not.toMatch(/northcote/);
    expect(runCli(['validate', '--data', data.dir]).code).toBe(0);
  });

  it("refuses a suburb the business's own jobs or reviews are in, naming each, and changes nothing", () => {
    const data = copyData();
    const before = readFileSync(data.path('suburbs.yaml'), 'utf8');
    const r = runCli(['remove', 'suburb', 'fitzroy', '--data', data.dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Fitzroy has work of yours recorded in it: the review by Lina R\. \(testimonials\.yaml\)/);
    expect(r.stderr).toMatch(/Move each to the suburb it was really in, or delete it/);
    expect(readFileSync(data.path('suburbs.yaml'), 'utf8')).toBe(before);
    const unknown = runCli(['remove', 'suburb', 'narnia', '--data', data.dir]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no suburb "narnia"/);
  });
});
