/**
 * What a page's mobile LCP waited for, in Lighthouse's eyes. Lighthouse loads the page
 * unthrottled, then simulates a phone (Lantern): its LCP estimate counts every request that
 * ended before the largest paint of that unthrottled load (all but low-priority pictures) as
 * one the paint waited for. This runs Lighthouse once per URL and lists, from its own report,
 * the observed first and largest paints, the element painted, and every request with its
 * observed start and end, marking those that ended before the largest paint ("waited for").
 *
 *   CHROME_PATH=/usr/bin/chromium npx tsx bench/lcp-waits.ts http://127.0.0.1:4173/about [URL...]
 *
 * A script, a modulepreload or the layout file marked here is what the starter
 * (generator/render/app-start.ts) exists to keep out of the list.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

interface NetworkRow {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  priority: string;
  resourceType?: string;
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  process.stderr.write('Name at least one page: npx tsx bench/lcp-waits.ts http://127.0.0.1:4173/about\n');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  for (const url of urls) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    const { audits, environment } = result.lhr;
    const observed = (audits.metrics?.details as { items: Record<string, number>[] }).items[0]!;
    const element = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node
      ?.snippet;
    const lcp = observed.observedLargestContentfulPaint!;
    process.stdout.write(
      `${url}\n  simulated: LCP ${Math.round(audits['largest-contentful-paint']!.numericValue!)} ms, FCP ${Math.round(audits['first-contentful-paint']!.numericValue!)} ms (benchmark index ${Math.round(environment.benchmarkIndex)})\n` +
        `  observed: first paint ${observed.observedFirstContentfulPaint} ms, largest paint ${lcp} ms, load ${observed.observedLoad} ms\n  largest: ${element ?? '?'}\n`,
    );
    for (const request of (audits['network-requests']!.details as unknown as { items: NetworkRow[] }).items) {
      const lowPicture = request.resourceType === 'Image' && /^(Low|VeryLow)$/.test(request.priority);
      const waited = request.networkEndTime <= lcp && !lowPicture;
      process.stdout.write(
        `  ${waited ? 'waited for' : '          '} ${String(Math.round(request.networkRequestTime)).padStart(5)}-${String(Math.round(request.networkEndTime)).padEnd(5)} ${request.priority.padEnd(8)} ${(request.resourceType ?? '').padEnd(10)} ${request.url.replace(/^https?:\/\/[^/]+/, '')}\n`,
      );
    }
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  chrome.kill();
}
