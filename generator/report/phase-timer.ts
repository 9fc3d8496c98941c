/** Where a build's time (and memory) goes, for `TRADESITE_PROFILE=1` and the benchmark. */
export class PhaseTimer {
  private last = performance.now();
  private readonly phases: [string, number, number][] = [];

  mark(name: string): void {
    const now = performance.now();
    this.phases.push([name, now - this.last, process.memoryUsage.rss()]);
    this.last = now;
  }

  report(): string {
    return this.phases.map(([name, ms, rss]) => `  ${name.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(6)} s   process RSS after: ${Math.round(rss / 2 ** 20)} MB`).join('\n');
  }
}
