import { paths } from '../../../src/routing/paths.ts';
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
export function headersFile(headers: Record<string, string>, immutablePrefix: string, admin?: AdminHeaderRule): string {
  const lines = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => `  ${name}: ${value}`);
  const adminBlock = admin ? ['', `${paths.admin()}*`, ...admin.detach.map((name) => `  ! ${name}`), ...lines(admin.headers)] : [];
  return ['/*', ...lines(headers), '', `${immutablePrefix}*`, `  Cache-Control: ${IMMUTABLE}`, ...adminBlock, ''].join('\n');
}

/**
 * The editor's rule, after the site's. `detach` names site headers the host must drop there
 * (Cloudflare Pages sends every matching rule's headers, so two CSPs would both apply); the
 * editor's page carries its policy in a meta tag where the header is dropped.
 */
export interface AdminHeaderRule {
  headers: Record<string, string>;
  detach: string[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
