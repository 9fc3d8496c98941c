import { describe, expect, it } from 'vitest';
import { openingHours } from '../../../generator/launch/opening-hours.ts';
import { openAt, openingRanges } from '../../../src/content/opening-hours.ts';

describe('opening hours (init --hours, structured data)', () => {
  it('writes the words pages show and the value schema.org reads', () => {
    expect(openingHours('24/7')).toEqual({ label: '24 Hours a Day, 7 Days a Week', openingHours: 'Mo-Su 00:00-23:59' });
    expect(openingHours('Mo-Fr 07:00-17:00,Sa 08:30-12:00')).toEqual({
      label: 'Monday to Friday, 7 am to 5 pm; Saturday, 8.30 am to 12 pm',
      openingHours: 'Mo-Fr 07:00-17:00, Sa 08:30-12:00',
    });
  });

  it('refuses what is not opening hours, with an example', () => {
    expect(() => openingHours('weekdays 7-5')).toThrow(/not a list of opening hours/);
    let hint = '';
    try {
      openingHours('Mo-Fr 7:00-17:00');
    } catch (error) {
      hint = (error as { hint?: string }).hint ?? '';
    }
    expect(hint).toMatch(/"Mo-Fr 07:00-17:00"/);
  });

  it('reads each range into its days, so structured data claims only the days the business opens', () => {
    expect(openingRanges('Mo-Fr 07:00-17:00, Sa 08:00-12:00')).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '17:00', spec: 'Mo-Fr 07:00-17:00' },
      { days: ['Saturday'], opens: '08:00', closes: '12:00', spec: 'Sa 08:00-12:00' },
    ]);
    expect(openingRanges('Sa-Mo 09:00-13:00')?.[0]?.days).toEqual(['Saturday', 'Sunday', 'Monday']);
    expect(openingRanges('by appointment')).toBeUndefined();
  });

  it("says whether the hours are open at a time there (the banner's dot)", () => {
    const hours = 'Mo-Fr 07:00-17:00, Sa 08:00-12:00';
    expect(openAt(hours, 'Monday', '07:00')).toBe(true);
    expect(openAt(hours, 'Friday', '16:59')).toBe(true);
    expect(openAt(hours, 'Friday', '17:00')).toBe(false);
    expect(openAt(hours, 'Saturday', '03:50')).toBe(false);
    expect(openAt(hours, 'Sunday', '10:00')).toBe(false);
    expect(openAt('Mo-Su 00:00-23:59', 'Sunday', '23:59')).toBe(true);
    expect(openAt('by appointment', 'Monday', '10:00')).toBe(false);
  });
});
