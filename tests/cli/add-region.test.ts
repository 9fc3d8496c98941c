import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyData } from '../helpers/data-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

describe('add region: the area made larger in one step (issue 41)', () => {
  it('appends a region the suburbs can then join, and refuses one that exists or a name that is no name', () => {
    const data = copyData();
    const description = 'The City of Greater Geelong and the Borough of Queenscliffe, from Lara and Corio to Ocean Grove.';
    const r = runCli(['add', 'region', 'Geelong and the Bellarine', '--slug', 'geelong', '--description', description, '--data', data.dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(data.path('regions.yaml'), 'utf8')).toMatch(/- slug: geelong\n {4}name: Geelong and the Bellarine\n {4}description: The City of Greater Geelong/);
    // A region with no suburbs yet is valid, with a warning until its first suburb.
    const v = runCli(['validate', '--data', data.dir]);
    expect(v.code).toBe(0);
    expect(v.stdout + v.stderr).toMatch(/Region "geelong" has no suburbs/);
    const again = runCli(['add', 'region', 'Geelong', '--slug', 'geelong', '--description', description, '--data', data.dir]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/the region "geelong" already exists/);
    const blank = runCli(['add', 'region', '   ', '--description', description, '--data', data.dir]);
    expect(blank.code).toBe(2);
  });
});
