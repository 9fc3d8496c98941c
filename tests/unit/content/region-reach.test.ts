import { describe, expect, it } from 'vitest';
import { regionReach, type ReachedSuburb } from '../../../generator/content/region-reach.ts';

const at = (name: string, km: number | undefined): ReachedSuburb => ({ name, distance: km === undefined ? undefined : { km, shown: Math.round(km) } });

describe('how far a region reaches from the base', () => {
  it('names the three nearest with an upper bound close in, and the farthest', () => {
    const suburbs = [at('Doreen', 14.4), at('Lalor', 2.1), at('Thomastown', 0), at('Reservoir', 3.6), at('Kingsbury', 3.2), at('Epping', 5.9)];
    expect(regionReach(suburbs, 'Thomastown')).toBe('Lalor, Kingsbury and Reservoir are less than 4 km from our Thomastown base, and Doreen, the farthest, about 14 km.');
  });

  it('gives a range of the nearest farther out, or one figure when they round alike', () => {
    expect(regionReach([at('Kew', 11.2), at('Hawthorn', 12.6), at('Balwyn', 13.9), at('Croydon', 27.4)], 'Thomastown')).toBe(
      'Kew, Hawthorn and Balwyn are about 11 to 14 km from our Thomastown base, and Croydon, the farthest, about 27 km.',
    );
    expect(regionReach([at('Carlton', 11.8), at('Fitzroy', 12.3), at('Albert Park', 19.1)], 'Thomastown')).toBe(
      'Carlton and Fitzroy are about 12 km from our Thomastown base, and Albert Park, the farthest, about 19 km.',
    );
  });

  it('says the bound of the nearest truthfully: 4.0 km is not "less than 4 km"', () => {
    expect(regionReach([at('Lalor', 4.0), at('Mernda', 15)], 'Thomastown')).toBe('Lalor is less than 5 km from our Thomastown base, and Mernda, the farthest, about 15 km.');
  });

  it('leaves out the base itself and suburbs with no known centre, and says nothing when none is left', () => {
    expect(regionReach([at('Ballarat Central', 0), at('Sebastopol', 4.4)], 'Ballarat Central')).toBe('Sebastopol is less than 5 km from our Ballarat Central base.');
    expect(regionReach([at('Thomastown', 0), at('Lalor', undefined)], 'Thomastown')).toBeUndefined();
    expect(regionReach([], 'Thomastown')).toBeUndefined();
  });
});
