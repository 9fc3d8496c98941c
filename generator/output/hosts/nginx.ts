import { basename } from 'node:path';
import type { HostInput, HostTarget } from './host-target.ts';
import { IMMUTABLE } from './redirects-file.ts';

/**
 * nginx: a snippet to `include` inside a `server { }` block (which keeps its own listen, TLS and
 * server_name), written BESIDE the published folder as `<out>.nginx.conf`, never inside it.
 * Pages: /a/b serves a/b.html (try_files), with no slash redirect; /a/b.html, /a/b/ and
 * /index.html redirect to the one address. Literal redirects are exact locations, which nginx
 * matches before any regex; patterns are regex locations with named captures. Dotfiles answer
 * 404. `add_header` in a location drops the server's, so every location that adds one repeats
 * the security headers; `always` sends them on 404s and redirects too.
 */
export const nginx: HostTarget = {
  name: 'nginx',
  label: 'nginx',
  fallbackPages: false,
  cspInMeta: false,
  files: () => [],
  besideFiles: (input) => [[`${basename(input.outDir)}.nginx.conf`, nginxSnippet(input)]],
  redirectLines: ({ rules }) => rules.literal.length + rules.patterns.length,
  limits: [],
};

function nginxSnippet({ rules, headers, immutablePrefix, outDir }: HostInput): string {
  const security = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
  const block = (head: string, lines: string[]) => [`location ${head} {`, ...lines.map((l) => `    ${l}`), '}'];
  return [
    `# Written by tradesite for ${outDir}. Include it inside a server { } block:`,
    `#   include ${outDir}.nginx.conf;`,
    `root ${quote(outDir)};`,
    'index index.html;',
    // Redirects carry the path alone: the host and scheme are the request's own.
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    ...security,
    '',
    ...block('= /404.html', ['internal;', ...security]),
    ...block('= /index.html', ['return 301 /;']),
    ...block('= /', ['try_files /index.html =404;']),
    '# Dotfiles (.git, .env...) are never served.',
    ...block('~ /\\.', ['return 404;']),
    ...block(`^~ ${immutablePrefix}`, [...security, `add_header Cache-Control ${quote(IMMUTABLE)} always;`, 'try_files $uri =404;']),
    '',
    '# Old addresses: exact rows, then patterns.',
    ...rules.literal.map(({ from, to }) => `location = ${from} { return 301 ${to}$is_args$args; }`),
    ...rules.patterns.map(({ from, to }) => `location ~ ${patternRegex(from)} { return 301 ${to.replace(/:(\w+)/g, '$$$1')}$is_args$args; }`),
    '',
    '# One address per page: no .html, no trailing slash.',
    ...block('~ ^(?<page>.+)\\.html$', ['return 301 $page$is_args$args;']),
    ...block('~ ^(?<page>.+)/$', ['return 301 $page$is_args$args;']),
    ...block('/', ['try_files $uri $uri.html =404;']),
    '',
  ].join('\n');
}

/** "/electrician/:suburbName/:serviceSlug" -> ^/electrician/(?<suburbName>[^/]+)/(?<serviceSlug>[^/]+)$ */
function patternRegex(pattern: string): string {
  const parts = pattern.split(/(:\w+)/).map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return quote(`^${parts.join('')}$`);
}

function quote(value: string): string {
  if (/["\\]/.test(value)) throw new Error(`cannot quote ${value} for nginx`);
  return `"${value}"`;
}
