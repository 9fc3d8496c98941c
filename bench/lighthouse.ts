/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on one page of each kind the
 * issue-20 audit names, three runs each, printing the median performance score, LCP, TBT and
 * accessibility score. Start the site first (`npm start`, http://127.0.0.1:4173/), then:
 *
 *   CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse.ts [base URL] [--runs N] [--json FILE]
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES: Record<string, string> = {
  home: '/',
  service: '/services/tripped-circuit-repairs',
  'service-in-suburb': '/services/switchboard-upgrades/in/reservoir',
  post: '/blog/why-your-safety-switch-keeps-tripping',
  contact: '/contact',
  about: '/about',
};

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const jsonOut = option('--json');
const base = (args[0] ?? 'http://127.0.0.1:4173').replace(/\/$/, '');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  kind: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  accessibility: number;
  failedA11y: string[];
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const rows: Row[] = [];
try {
  for (const [kind, path] of Object.entries(PAGES)) {
    const samples: Omit<Row, 'kind' | 'path'>[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { categories, audits } = result.lhr;
      samples.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        failedA11y: (categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && audits[r.id]?.score === 0).map((r) => r.id),
      });
    }
    const row: Row = {
      kind,
      path,
      performance: median(samples.map((s) => s.performance)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      accessibility: median(samples.map((s) => s.accessibility)),
      failedA11y: [...new Set(samples.flatMap((s) => s.failedA11y))],
    };
    rows.push(row);
    process.stdout.write(
      `${kind.padEnd(18)} perf ${String(row.performance).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  FCP ${(row.fcpMs / 1000).toFixed(2)} s  a11y ${row.accessibility}${row.failedA11y.length ? `  (${row.failedA11y.join(', ')})` : ''}\n`,
    );
  }
} finally {
  await chrome.kill();
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ base, runs, date: new Date().toISOString(), rows }, null, 2) + '\n');
