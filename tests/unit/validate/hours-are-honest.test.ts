import { describe, expect, it } from 'vitest';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { openRoundTheClock } from '../../../src/content/opening-hours.ts';
import { copyData } from '../../helpers/data-copy.ts';

describe('hours are honest (issue 41)', () => {
  it('knows round-the-clock hours from set ones', () => {
    expect(openRoundTheClock('Mo-Su 00:00-23:59')).toBe(true);
    expect(openRoundTheClock('Mo-Fr 00:00-24:00, Sa-Su 00:00-23:59')).toBe(true);
    expect(openRoundTheClock('Mo-Fr 07:00-17:00')).toBe(false);
    expect(openRoundTheClock('Mo-Sa 00:00-23:59')).toBe(false);
    expect(openRoundTheClock('whenever')).toBe(false);
  });

  it('"24/7" on a page of a business with set hours is an error at its line, in the file that says it', () => {
    const data = copyData();
    expect(prepareSite(data.dir).diagnostics.diagnostics.filter((d) => d.code === 'HOURS_CONTRADICTED')).toEqual([]);
    data.replace(
      'business.yaml',
      /label: 24 Hours a Day, 7 Days a Week\n  openingHours: Mo-Su 00:00-23:59/,
      'label: Monday to Friday, 7 am to 5 pm\n  openingHours: Mo-Fr 07:00-17:00',
    );
    const found = prepareSite(data.dir).diagnostics.diagnostics.filter((d) => d.code === 'HOURS_CONTRADICTED');
    // The business's own words (its emergency page's title) and the catalogue's (the emergency call-out service).
    const own = found.find((d) => d.file.endsWith('landing/emergency-electrician-melbourne.yaml'));
    expect(own?.line).toBe(data.lineOf('landing/emergency-electrician-melbourne.yaml', 'pageTitle:'));
    expect(found.some((d) => d.file === 'catalogue/services/emergency-electrical-callouts.yaml' && d.line !== undefined)).toBe(true);
    expect(own?.message).toMatch(/Monday to Friday, 7 am to 5 pm/);
  });
});
