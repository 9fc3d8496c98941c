import { describe, expect, it } from 'vitest';
import { copyData } from '../helpers/data-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

describe('report claims (issue 16)', () => {
  it('lists every claim, where the site states it, and which are unconfirmed', () => {
    const r = runCli(['report', 'claims']);
    expect(r.code).toBe(0);
    for (const key of [
      'callOutFee',
      'arrival.arrival-near',
      'arrival.arrival-far',
      'commercialResponse',
      'rating',
      'reviewsBadge',
      'warranty',
      'licences.0',
      'licences.1',
      'deal',
    ]) {
      expect(r.stdout).toMatch(new RegExp(`^(UNCONFIRMED|confirmed  )  ${key.replace('.', '\\.')}: "`, 'm'));
    }
    expect(r.stdout).toMatch(/rendered: legal line in the footer of every page/);
    // The sample's own title restates its call-out fee in its own words (the catalogue's never does).
    expect(r.stdout).toMatch(/data\/landing\/emergency-electrician-melbourne\.yaml:\d+ .*\$0 Call-Out/);
    expect(r.stdout).toMatch(/\d+ claims, \d+ unconfirmed\./);
  });

  it('fails with --strict while a claim is unconfirmed, and passes once the owner confirms them all', () => {
    const data = copyData();
    expect(runCli(['report', 'claims', '--strict', '--data', data.dir]).code).toBe(1);
    data.replace('claims.yaml', /confirmed: false/g, 'confirmed: true');
    const r = runCli(['report', 'claims', '--strict', '--json', '--data', data.dir]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ unconfirmed: 0 });
  });
});
