/** One timed build: wall and CPU seconds (user + system, its child processes included), peak memory of its process tree. */
export interface Timed {
  wall: number;
  cpu: number;
  peakMb: number;
}

/** One round: the peer's build, then this site's. */
export interface Pair {
  hugo: Timed;
  tradesite: Timed;
}

export interface PairSummary {
  pairs: number;
  /** Medians of each build's own figures. */
  hugo: Timed;
  tradesite: Timed;
  /** Medians of the pairs' ratios (tradesite / Hugo): what the peers' README asks for, and steadier than a ratio of medians when the machine's speed drifts between rounds. */
  wallRatio: number;
  cpuRatio: number;
  /** The smallest and largest wall ratio of a pair, to show the spread. */
  wallRatioRange: [number, number];
}

/**
 * The CPU seconds of a shell's children, from what bash's `times` prints: two lines (the shell's
 * own user and system time, then its children's), each as `0m12.345s 0m0.678s`.
 */
export function childCpuSeconds(times: string): number {
  const lines = times.trim().split('\n');
  const children = lines[1]?.match(/(\d+)m([\d.]+)s/g);
  if (!children || children.length !== 2) throw new Error(`not what bash's times prints: ${JSON.stringify(times)}`);
  return children.reduce((sum, field) => {
    const [, minutes, seconds] = /(\d+)m([\d.]+)s/.exec(field)!;
    return sum + Number(minutes) * 60 + Number(seconds);
  }, 0);
}

export function summarisePairs(pairs: readonly Pair[]): PairSummary {
  if (pairs.length === 0) throw new Error('no pairs to summarise');
  const of = (side: 'hugo' | 'tradesite'): Timed => ({
    wall: median(pairs.map((p) => p[side].wall)),
    cpu: median(pairs.map((p) => p[side].cpu)),
    peakMb: median(pairs.map((p) => p[side].peakMb)),
  });
  const wallRatios = pairs.map((p) => p.tradesite.wall / p.hugo.wall);
  return {
    pairs: pairs.length,
    hugo: of('hugo'),
    tradesite: of('tradesite'),
    wallRatio: median(wallRatios),
    cpuRatio: median(pairs.map((p) => p.tradesite.cpu / p.hugo.cpu)),
    wallRatioRange: [Math.min(...wallRatios), Math.max(...wallRatios)],
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
