import type { RedirectEntry } from '../../src/routing/routes.ts';
import { escapeHtml } from '../render/escape.ts';

/** Netlify / Cloudflare Pages `_redirects`: one 301 per line. */
export function redirectsFile(redirects: RedirectEntry[]): string {
  return redirects.map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

/** For hosts without redirect files: a tiny page that forwards, points search engines at the target, and is never indexed. */
export function redirectPage(to: string, absoluteTo: string): string {
  const url = escapeHtml(absoluteTo);
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeHtml(to)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${url}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(to)}">${url}</a>.</p>
</body>
</html>
`;
}
