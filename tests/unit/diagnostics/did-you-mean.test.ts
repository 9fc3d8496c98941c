import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../../generator/diagnostics/did-you-mean.ts';

describe('didYouMean', () => {
  it('finds a close candidate and ignores distant ones', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(didYouMean('swichboard-upgrades', ['switchboard-upgrades', 'meter-box-replacements'])).toBe('switchboard-upgrades');
    expect(didYouMean('plumbing', ['switchboard-upgrades'])).toBeUndefined();
  });
});
