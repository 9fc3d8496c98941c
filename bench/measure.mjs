/**
 * Runs one CLI command in this process and reports its peak memory (RSS) and CPU time, worker
 * threads included, on stderr as a JSON line, for the benchmark. CPU time is steadier than wall
 * time on a machine whose disk speed varies. Plain JavaScript, so that it runs without tsx and
 * the figures are those of the package's command alone.
 */
import { readFileSync } from 'node:fs';

process.argv = [process.argv[0], 'bin/tradesite.js', ...process.argv.slice(2)];
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`\nBENCH ${JSON.stringify({ maxRssKb: usage.maxRSS, cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6 + childrenCpuSeconds() })}\n`);
});

/**
 * CPU seconds of the child processes this one has waited for (Vite bundles in one), which
 * resourceUsage() leaves out: Linux's /proc/self/stat (cutime and cstime, in clock ticks of 1/100 s); 0 elsewhere.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
// The package's command, which loads the compiled CLI into this process.
await import('../bin/tradesite.js');
