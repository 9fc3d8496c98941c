/**
 * Runs one CLI command in this process and reports its peak memory (RSS, worker threads
 * included) on stderr as a JSON line, for the benchmark.
 */
process.argv = [process.argv[0]!, 'cli.ts', ...process.argv.slice(2)];
process.on('exit', () => {
  process.stderr.write(`\nBENCH ${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })}\n`);
});
await import('../cli.ts');
export {};
