import type { RedirectRules } from './redirect-rules.ts';

/**
 * `_redirects` (Netlify and Cloudflare Pages read the same format): literal rows first, then the
 * placeholder rows. `status` is "301" or Netlify's forced "301!" (a rule that applies even where a
 * file exists at the address).
 */
export function redirectsFile(rules: RedirectRules, status: '301' | '301!'): string {
  const row = ({ from, to }: { from: string; to: string }) => `${from} ${to} ${status}`;
  return ['# Old addresses: literal rows first, then patterns. Written by tradesite.', ...rules.literal.map(row), ...rules.patterns.map(row), ''].join('\n');
}

/** `_headers` (Netlify and Cloudflare Pages): the security headers on every path, a year's cache on hashed files. */
export function headersFile(headers: Record<string, string>, immutablePrefix: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, '', `${immutablePrefix}*`, `  Cache-Control: ${IMMUTABLE}`, ''].join('\n');
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
