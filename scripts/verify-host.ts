/**
 * Checks a built site as a host serves it, over HTTP: for a host's own local server (wrangler
 * `pages dev`, netlify-cli `dev`, nginx) that is too heavy to install in CI. Run by hand:
 *
 *   npx tsx scripts/verify-host.ts http://127.0.0.1:8788 [--out dist] [--all]
 *
 * Checks: every redirect (--all) or every spec row and every 50th expanded row answers ONE 301
 * straight to its target, also when written with a trailing slash as old links have it (hosts
 * without rules, `static`, answer with a forwarding page instead: pass --static); one page of
 * every kind answers 200 at its own address, with its own page data and the
 * Content-Security-Policy (as a header, or as a meta tag on hosts without headers); an unknown
 * address answers 404 with the not-found page; no hostile path gets a Location off the site;
 * nothing internal is served (Netlify serves `_redirects` and `_headers` themselves: listed, not
 * failed). Prints a summary line and exits 1 on any failure.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stateDirFor } from '../generator/output/build-folder.ts';
import { ROUTES_FILE } from '../generator/incremental/build-state.ts';
import { readEmbeddedPageData } from '../src/content/embedded-page-data.ts';
import { HOSTILE_PATHS, leavesSite, rawGet } from '../tests/helpers/hostile-paths.ts';
import type { RouteEntry, RouteManifest } from '../src/routing/routes.ts';

const [base, ...rest] = process.argv.slice(2);
if (!base) {
  process.stderr.write('usage: npx tsx scripts/verify-host.ts BASE_URL [--out DIR] [--all]\n');
  process.exit(2);
}
const out = resolve(rest.includes('--out') ? rest[rest.indexOf('--out') + 1]! : 'dist');
const all = rest.includes('--all');
const forwardingPages = rest.includes('--static');
const manifest = JSON.parse(readFileSync(join(stateDirFor(out), ROUTES_FILE), 'utf8')) as RouteManifest;
const failures: string[] = [];
const get = (path: string) => fetch(base.replace(/\/$/, '') + path, { redirect: 'manual' });

const sample = all ? manifest.redirects : manifest.redirects.filter((r, i) => i % 50 === 0 || !/^\/(service|electrical-services|electrician)\//.test(r.from));
const redirects = forwardingPages ? [] : [...sample, ...sample.map(({ from, to }) => ({ from: `${from}/`, to }))];
let redirectsOk = 0;
for (const batch of chunks(redirects, 32)) {
  await Promise.all(
    batch.map(async ({ from, to }) => {
      const response = await get(from);
      const location = response.headers.get('location');
      const target = location && new URL(location, base).pathname;
      if (response.status === 301 && target === to) redirectsOk++;
      else failures.push(`${from}: ${response.status} ${location ?? ''} (want 301 ${to})`);
    }),
  );
}
for (const path of HOSTILE_PATHS) {
  const { status, location } = await rawGet(base, path);
  if (leavesSite(location, base, path)) failures.push(`${path}: ${status} Location ${location} LEAVES THE SITE`);
}

const byKind = new Map<string, RouteEntry>();
for (const route of manifest.routes) if (!byKind.has(route.kind)) byKind.set(route.kind, route);
let pagesOk = 0;
let cspOk = 0;
for (const route of byKind.values()) {
  const response = await get(route.path);
  const html = await response.text();
  const header = response.headers.get('content-security-policy');
  // The meta tag's content is HTML-escaped ('self' is written &#39;self&#39;).
  const meta = unescapeHtml(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]);
  if (response.status === 200 && readEmbeddedPageData(html)?.record.route.path === route.path) pagesOk++;
  else failures.push(`${route.path} (${route.kind}): ${response.status} ${response.headers.get('location') ?? ''}`);
  if (/script-src 'self'/.test(header ?? meta ?? '')) cspOk++;
  else failures.push(`${route.path} (${route.kind}): no Content-Security-Policy`);
}

const missing = await get('/no-such-page-here');
if (missing.status !== 404 || readEmbeddedPageData(await missing.text())?.record.route.kind !== 'not-found')
  failures.push(`/no-such-page-here: ${missing.status}, not the not-found page`);
for (const path of ['/.build-state.json', '/.tradesite-build', '/.env', '/routes.json']) {
  const response = await get(path);
  if (response.status !== 404) failures.push(`${path}: ${response.status} (internal, must not be served)`);
}
const served: string[] = [];
for (const path of ['/_redirects', '/_headers', '/vercel.json']) if ((await get(path)).status === 200) served.push(path);

process.stdout.write(
  `${base}: ${redirectsOk}/${redirects.length} redirects (with and without a trailing slash) one direct 301; ${pagesOk}/${byKind.size} page kinds 200 at their address; CSP on ${cspOk}/${byKind.size}; ${HOSTILE_PATHS.length} hostile paths tried; host files served: ${served.join(', ') || 'none'}; ${failures.length} failures\n`,
);
for (const failure of failures.slice(0, 30)) process.stdout.write(`  ${failure}\n`);
process.exitCode = failures.length ? 1 : 0;

function unescapeHtml(text: string | undefined): string | undefined {
  return text
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
