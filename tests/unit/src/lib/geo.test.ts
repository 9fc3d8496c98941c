import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../../src/lib/geo.ts';

describe('geo', () => {
  it('measures distances in km', () => {
    const flinders = { lat: -37.8136, lng: 144.9631 };
    expect(distanceKm(flinders, flinders)).toBe(0);
    expect(distanceKm(flinders, { lat: -37.682, lng: 145.014 })).toBeCloseTo(15.2, 0);
    // Across the state: Mildura to Mallacoota is a little over 800 km.
    expect(distanceKm({ lat: -34.2, lng: 142.15 }, { lat: -37.56, lng: 149.76 })).toBeGreaterThan(780);
  });
});
