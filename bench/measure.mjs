/**
 * Runs one CLI command in this process and reports its peak memory (RSS) and CPU time, worker
 * threads included, on stderr as a JSON line, for the benchmark. CPU time is steadier than wall
 * time on a machine whose disk speed varies. Plain JavaScript, so that it runs without tsx and
 * the figures are those of the package's command alone.
 */
process.argv = [process.argv[0], 'bin/tradesite.js', ...process.argv.slice(2)];
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`\nBENCH ${JSON.stringify({ maxRssKb: usage.maxRSS, cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6 })}\n`);
});
// The package's command, which loads the compiled CLI into this process.
await import('../bin/tradesite.js');
