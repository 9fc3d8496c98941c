import { describe, expect, it } from 'vitest';
import { eraTitle } from '../../../generator/content/records/service-in-suburb.ts';

describe('the heading over a service-in-suburb era note', () => {
  it('says homes for a note about homes, buildings for one about workplaces, shops and workplaces for commercial work', () => {
    expect(eraTitle('Preston', false, 'Older homes often have a fuse board.')).toBe('What we find in Preston homes');
    expect(eraTitle('Preston', false, 'Run Cat6 to a study or garage office, and to a home office upstairs.')).toBe('What we find in Preston homes');
    expect(eraTitle('Balwyn North', false, 'Post-war commercial buildings and blocks of flats hold a mix of fittings.')).toBe('What we find in Balwyn North buildings');
    expect(eraTitle('Balwyn North', false, 'Shops and small workshops rely on well-used power tools.')).toBe('What we find in Balwyn North buildings');
    expect(eraTitle('Balwyn North', true, 'Anything at all.')).toBe('What we find in Balwyn North shops and workplaces');
    expect(eraTitle('Balwyn North', false, undefined)).toBe('What we find in Balwyn North homes');
  });
});
