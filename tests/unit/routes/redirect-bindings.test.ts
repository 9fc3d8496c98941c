import { describe, expect, it } from 'vitest';
import { bindingsOf } from '../../../generator/routes/redirect-bindings.ts';

const domains = { suburbName: ['coburg', 'lalor', 'preston'], serviceSlug: ['rewiring', 'solar'] };

describe("a redirect pattern's bindings", () => {
  it('counts through every value of every parameter, the first slowest, as the build expands a pattern', () => {
    expect([...bindingsOf(['suburbName', 'serviceSlug'], domains)]).toEqual([
      { suburbName: 'coburg', serviceSlug: 'rewiring' },
      { suburbName: 'coburg', serviceSlug: 'solar' },
      { suburbName: 'lalor', serviceSlug: 'rewiring' },
      { suburbName: 'lalor', serviceSlug: 'solar' },
      { suburbName: 'preston', serviceSlug: 'rewiring' },
      { suburbName: 'preston', serviceSlug: 'solar' },
    ]);
    expect([...bindingsOf(['serviceSlug'], domains)]).toEqual([{ serviceSlug: 'rewiring' }, { serviceSlug: 'solar' }]);
  });

  it('gives a pattern without parameters one empty binding, and one over an empty domain none', () => {
    expect([...bindingsOf([], domains)]).toEqual([{}]);
    expect([...bindingsOf(['suburbName', 'serviceSlug'], { ...domains, serviceSlug: [] })]).toEqual([]);
  });

  it('makes each binding as it is asked for: a walk that stops early makes no more', () => {
    const walk = bindingsOf(['suburbName', 'serviceSlug'], domains);
    expect(walk.next().value).toEqual({ suburbName: 'coburg', serviceSlug: 'rewiring' });
    expect(walk.return(undefined).done).toBe(true);
  });
});
