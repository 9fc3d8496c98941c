import { describe, expect, it } from 'vitest';
import { jobSlugFor, suburbSlugFor } from '../../../generator/add/slugs.ts';

describe('slugs made by add', () => {
  it('turns suburb names into slugs the way the spec says', () => {
    expect(suburbSlugFor('St Kilda')).toBe('st-kilda');
    expect(suburbSlugFor("O'Halloran Hill")).toBe('ohalloran-hill');
    expect(suburbSlugFor('McKinnon')).toBe('mckinnon');
  });

  it('names a job file by suburb and title, cut at a word within 60 characters', () => {
    expect(jobSlugFor('preston', 'Tree roots cleared from a clay sewer')).toBe('preston-tree-roots-cleared-from-a-clay-sewer');
    const long = jobSlugFor('thomastown', 'Switchboard replaced after a ceramic fuse melted in the old meter box');
    expect(long.length).toBeLessThanOrEqual(60);
    expect('thomastown-switchboard-replaced-after-a-ceramic-fuse-melted-in-the-old-meter-box'.startsWith(long + '-')).toBe(true);
  });
});
