/**
 * Where a build's time (and memory) goes, for `TRADESITE_PROFILE=1` and the benchmark. CPU time
 * is the whole process's (every thread: workers, Vite's and sharp's native threads): on a machine
 * shared with other work, wall time says little and CPU time is what a change saves.
 */
export class PhaseTimer {
  private last = performance.now();
  private lastCpu = process.cpuUsage();
  private readonly phases: { name: string; ms: number; cpuMs: number; rss: number; heap: number }[] = [];

  mark(name: string): void {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const cpuMs = (cpu.user - this.lastCpu.user + cpu.system - this.lastCpu.system) / 1000;
    this.phases.push({ name, ms: now - this.last, cpuMs, rss: process.memoryUsage.rss(), heap: process.memoryUsage().heapUsed });
    this.last = now;
    this.lastCpu = cpu;
  }

  report(): string {
    const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(6);
    return this.phases
      .map(
        ({ name, ms, cpuMs, rss, heap }) =>
          `  ${name.padEnd(28)} ${seconds(ms)} s  CPU ${seconds(cpuMs)} s   after: process RSS ${Math.round(rss / 2 ** 20)} MB, main thread's heap ${Math.round(heap / 2 ** 20)} MB`,
      )
      .join('\n');
  }
}
