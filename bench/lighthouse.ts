/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on one page of each kind the
 * issue-20 audit names, three runs each, printing the median performance score, LCP, TBT and
 * accessibility score. Start the site first (`npm start`, http://127.0.0.1:4173/), then:
 *
 *   CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse.ts [base URL...] [--runs N] [--json FILE] [--page PATH]
 *
 * With two base URLs (say, the site before and after a change, served side by side), the runs
 * alternate between them, so both see the same load on the machine: Lighthouse's simulated
 * throttling scales the CPU time it observes, so a busy machine inflates TBT for whatever runs
 * while it is busy. Each row also gives Lighthouse's benchmark index of the machine (higher is
 * faster; Lighthouse calibrates its mobile preset on about 1,000-2,000) and the machine's load
 * average over the last minute (from `uptime`) as each run started: on a busy machine Chrome
 * paints before it runs the scripts, which flatters LCP, and Lighthouse scales the CPU time it
 * sees, which inflates TBT.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_PAGES } from '../tests/helpers/page-kinds.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const jsonOut = option('--json');
// `--page /a/path`: that page alone (a long-tail page a hybrid build's function answers, say), not the kinds above.
const onePage = option('--page');
const pages: Record<string, string> = onePage ? { page: onePage } : LIGHTHOUSE_PAGES;
const bases = (args.length > 0 ? args : ['http://127.0.0.1:4173']).map((b) => b.replace(/\/$/, ''));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  base: string;
  kind: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  accessibility: number;
  failedA11y: string[];
  benchmarkIndex: number;
  /** The one-minute load average as the run started (median over the runs). */
  load: number;
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
// Interrupted (Ctrl+C, a timeout): take the browser down too, not leave it running.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    chrome.kill();
    process.exit(130);
  });
const rows: Row[] = [];
type Sample = Omit<Row, 'base' | 'kind' | 'path'>;
try {
  for (const [kind, path] of Object.entries(pages)) {
    const samples = new Map<string, Sample[]>(bases.map((b) => [b, []]));
    for (let i = 0; i < runs; i++) {
      for (const base of bases) {
        const load = loadavg()[0]!;
        const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`no Lighthouse result for ${base}${path}`);
        // A page that did not load (no server at that address, say) still gets a report, of zeros.
        if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${base}${path}: ${result.lhr.runtimeError.message} Is the site served there (npm start)?`);
        const { categories, audits, environment } = result.lhr;
        samples.get(base)!.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          failedA11y: (categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && audits[r.id]?.score === 0).map((r) => r.id),
          benchmarkIndex: environment.benchmarkIndex,
          load,
        });
      }
    }
    for (const base of bases) {
      const of = samples.get(base)!;
      const row: Row = {
        base,
        kind,
        path,
        performance: median(of.map((s) => s.performance)),
        lcpMs: median(of.map((s) => s.lcpMs)),
        tbtMs: median(of.map((s) => s.tbtMs)),
        fcpMs: median(of.map((s) => s.fcpMs)),
        accessibility: median(of.map((s) => s.accessibility)),
        failedA11y: [...new Set(of.flatMap((s) => s.failedA11y))],
        benchmarkIndex: median(of.map((s) => s.benchmarkIndex)),
        load: median(of.map((s) => s.load)),
      };
      rows.push(row);
      process.stdout.write(
        `${bases.length > 1 ? `${base}  ` : ''}${kind.padEnd(18)} perf ${String(row.performance).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  FCP ${(row.fcpMs / 1000).toFixed(2)} s  a11y ${row.accessibility}  (benchmark index ${Math.round(row.benchmarkIndex)}, load ${row.load.toFixed(1)})${row.failedA11y.length ? `  failed: ${row.failedA11y.join(', ')}` : ''}\n`,
      );
    }
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await chrome.kill();
}
if (jsonOut && !process.exitCode) writeFileSync(jsonOut, JSON.stringify({ bases, runs, date: new Date().toISOString(), rows }, null, 2) + '\n');
