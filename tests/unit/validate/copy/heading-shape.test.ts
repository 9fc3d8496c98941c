import { describe, expect, it } from 'vitest';
import { headingShapeProblems } from '../../../../generator/validate/copy/heading-shape.ts';

const TITLES = ['Switchboard Upgrades', 'Safety Switch Keeps Tripping Fix', 'Test and Tag Services'];
const messages = (text: string) => headingShapeProblems(text, TITLES).map((p) => p.message);

describe('heading shapes', () => {
  it('refuses the headings the service template used to make', () => {
    expect(messages('What is switchboard upgrades?')).toHaveLength(1);
    expect(messages('What is safety switch keeps tripping fix?')).toHaveLength(1);
    expect(messages('Book ev charger installations')).toEqual(['lower-cased acronym "ev"']);
    expect(messages('Talk to us about cctv camera wiring')).toEqual(['lower-cased acronym "cctv"']);
    expect(messages('Fit led downlights')).toEqual(['lower-cased acronym "led"']);
    expect(messages('What is blocked drains?')).toEqual(['"What is blocked drains?" puts a plural after "What is"']);
  });

  it('lets sentences people write through', () => {
    for (const ok of [
      'What is a safety switch?',
      'What is RCD testing?',
      'What is test and tag?',
      'The storm led to a week of call-outs',
      'Book an EV charger installation',
      'See https://www.esv.vic.gov.au/ev for the rules',
      'Read /services/ev-charger-installations first',
      'ev-charger-installations',
    ])
      expect(messages(ok), ok).toEqual([]);
  });
});
