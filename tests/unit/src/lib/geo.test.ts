import { describe, expect, it } from 'vitest';
import { CBD, distanceKm } from '../../../../src/lib/geo.ts';

describe('geo', () => {
  it('measures distances in km', () => {
    expect(distanceKm(CBD, CBD)).toBe(0);
    expect(distanceKm(CBD, { lat: -37.682, lng: 145.014 })).toBeCloseTo(15.2, 0);
  });
});
