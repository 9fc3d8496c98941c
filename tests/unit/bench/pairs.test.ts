import { describe, expect, it } from 'vitest';
import { childCpuSeconds, median, summarisePairs, type Pair } from '../../../bench/pairs.ts';

describe('pairs against Hugo', () => {
  it("reads the children's CPU time from what bash's times prints", () => {
    expect(childCpuSeconds('0m0.004s 0m0.002s\n0m12.250s 0m1.500s\n')).toBeCloseTo(13.75);
    expect(childCpuSeconds('0m0.004s 0m0.002s\n1m2.000s 0m0.500s\n')).toBeCloseTo(62.5);
    expect(() => childCpuSeconds('')).toThrow(/not what bash's times prints/);
  });

  it("takes the median of the pairs' ratios, not the ratio of the medians", () => {
    const timed = (wall: number, cpu: number) => ({ wall, cpu, peakMb: 400 });
    // The machine slows down between rounds: each pair still says tradesite takes half Hugo's time.
    const pairs: Pair[] = [
      { hugo: timed(4, 8), tradesite: timed(2, 4) },
      { hugo: timed(8, 16), tradesite: timed(4, 8) },
      { hugo: timed(16, 32), tradesite: timed(8, 16) },
      { hugo: timed(10, 20), tradesite: timed(9, 20) },
    ];
    const summary = summarisePairs(pairs);
    expect(summary.wallRatio).toBeCloseTo(0.5);
    expect(summary.cpuRatio).toBeCloseTo(0.5);
    expect(summary.wallRatioRange).toEqual([0.5, 0.9]);
    expect(summary.hugo.wall).toBe(9);
    expect(summary.tradesite.wall).toBe(6);
    expect(() => summarisePairs([])).toThrow(/no pairs/);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
