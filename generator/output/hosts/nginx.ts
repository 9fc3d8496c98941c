import { normalisePath, paths } from '../../../src/routing/paths.ts';
import { basename } from 'node:path';
import { fillPattern, parsePattern, patternToRegex, SLUG_SOURCE } from '../../../src/routing/redirect-pattern.ts';
import { bundleLongTail, DEFAULT_LONG_TAIL_PORT, LONG_TAIL_FILE } from '../../edge/node/bundle-long-tail.ts';
import type { HostInput, HostTarget } from './host-target.ts';
import { IMMUTABLE } from './redirects-file.ts';

/** What HTML and every other file outside /assets/ get, as on the other hosts: always revalidated. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Text types nginx compresses here. Debian's stock nginx.conf turns gzip on for text/html only
 * (its gzip_types lines are commented out), which sent the home page's JavaScript at three times
 * its compressed size. Types as Debian's mime.types names them, plus the newer JavaScript one.
 */
export const GZIP_TYPES = [
  'text/css',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/plain',
];

/**
 * nginx: written BESIDE the published folder, never inside it:
 * - `<out>.nginx.conf`, a complete server block for the site (listen 80, server_name from the
 *   site's address, root): on Debian, put it in sites-available and enable it beside the default
 *   site, and certbot's nginx plugin adds TLS to it;
 * - `<out>.nginx-include.conf`, the same rules for a server block of your own, which keeps its
 *   listen, TLS, server_name and root (and must have no `location /` of its own).
 * The root is deploy.nginx.root in data/site.yaml (where the server serves the site from), else
 * the folder the build wrote.
 *
 * Pages: /a/b serves a/b.html (try_files); /a/b.html, /a/b/ and /index.html redirect to the one
 * address. Literal redirects are exact locations, which nginx matches before any regex; patterns
 * are regex locations with named captures. Old links with a trailing slash are one 301 too.
 *
 * No redirect builds its Location from arbitrary request text: every capture is a slug
 * (lower-case letters, digits, hyphens), so a Location is always a path of slugs on this site.
 * (nginx decodes the URI before matching: `/%5Cevil.example/` captured whole made
 * `Location: /\evil.example`, which browsers follow off the site.)
 *
 * Dotfiles answer 404, except /.well-known/acme-challenge/ (certbot's webroot mode). Headers:
 * `add_header` in a location drops the server's, so the one location that adds its own (hashed
 * assets, cached a year) repeats the security headers; `always` sends them on 404s and redirects.
 *
 * A hybrid build (`--prerender indexable`, not the default here): what no file answers goes to
 * `tradesite serve` (`location @tradesite`, proxy_pass to 127.0.0.1 on deploy.nginx.port, else 8787), which
 * renders the long tail from the record shards (edge/node/); its 404s become this server's 404
 * page, and with it stopped nginx answers 502. The shards and the renderer are no public files.
 */
export const nginx: HostTarget = {
  name: 'nginx',
  label: 'nginx',
  fallbackPages: false,
  cspInMeta: false,
  files: () => [],
  besideFiles: (input) => {
    const name = basename(input.outDir);
    return [
      [`${name}.nginx.conf`, nginxServerBlock(input)],
      [`${name}.nginx-include.conf`, nginxInclude(input)],
    ];
  },
  // A hybrid build's long tail: a Node module that `tradesite serve` runs behind proxy_pass (edge/node/).
  edgeFunction: async (site, _staticFiles, _records, input) => {
    const code = await bundleLongTail(site, nginxPort(input));
    return { files: [[LONG_TAIL_FILE, code]], bytes: Buffer.byteLength(code), measure: `uncompressed, run by \`tradesite serve\` on port ${nginxPort(input)}` };
  },
  redirectLines: ({ rules }) => 2 * (rules.literal.length + rules.patterns.length),
  limits: () => [],
};

/** Where a hybrid build's `tradesite serve` listens (on 127.0.0.1) and the configuration's proxy_pass sends: deploy.nginx.port, else DEFAULT_LONG_TAIL_PORT. */
export function nginxPort(input: Pick<HostInput, 'deploy'>): number {
  return input.deploy.nginx?.port ?? DEFAULT_LONG_TAIL_PORT;
}

/** The web root nginx serves: the deploy setting, else the folder the build wrote. */
export function nginxRoot(input: HostInput): string {
  return input.deploy.nginx?.root ?? input.outDir;
}

function nginxServerBlock(input: HostInput): string {
  const root = nginxRoot(input);
  const host = new URL(input.siteUrl).hostname;
  return [
    `# Written by tradesite: the whole server block for ${input.siteUrl}, serving ${root}.`,
    '# On Debian: copy it to /etc/nginx/sites-available/, link it into /etc/nginx/sites-enabled/,',
    "# run `nginx -t` and reload nginx. It sits beside Debian's default site (which keeps",
    '# default_server). For HTTPS, `certbot --nginx -d ' + host + '` adds the TLS lines here, or use',
    '# `certbot certonly --webroot -w ' + root + '`: /.well-known/acme-challenge/ is served.',
    ...(hybrid(input) ? [`# The long tail of local pages is rendered by \`tradesite serve --out ${root}\` on 127.0.0.1:${nginxPort(input)} (see docs/deploying.md).`] : []),
    'server {',
    ...indent(['listen 80;', 'listen [::]:80;', `server_name ${host};`, `root ${quote(root)};`, '', ...rulesFor(input)]),
    '}',
    '',
  ].join('\n');
}

function nginxInclude(input: HostInput): string {
  return [
    `# Written by tradesite: the site's rules for a server block of your own. Inside it, set`,
    `#   root ${quote(nginxRoot(input))};`,
    `#   include ${input.outDir}.nginx-include.conf;`,
    "# and remove the block's own `location / { }` (this file has one) and any gzip lines.",
    ...rulesFor(input),
    '',
  ].join('\n');
}

function rulesFor(input: HostInput): string[] {
  const { rules, headers, immutablePrefix, adminHeaders } = input;
  const security = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
  const block = (head: string, lines: string[]) => [`location ${head} {`, ...indent(lines), '}'];
  const slugPath = `(?<page>(?:/${SLUG_SOURCE})+)`;
  return [
    // Redirects carry the path alone: the host and scheme are the request's own.
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    '',
    "# Compression: Debian's nginx.conf compresses text/html only.",
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    '',
    '# Headers on every answer; pages are revalidated on each visit (a new deploy may have removed',
    '# the hashed scripts an old copy of a page asks for).',
    ...security,
    `add_header Cache-Control ${quote(REVALIDATE)} always;`,
    '',
    ...block('= /404.html', ['internal;']),
    ...block('= /index.html', ['return 301 /$is_args$args;']),
    ...block('= /', ['try_files /index.html =404;']),
    "# Let's Encrypt's HTTP challenge (certbot --webroot) is the one dotfile path served.",
    ...block('^~ /.well-known/acme-challenge/', ['default_type text/plain;', 'try_files $uri =404;']),
    '# Dotfiles (.git, .env, the build state...) are never served.',
    ...block('~ /\\.', ['return 404;']),
    ...block(`^~ ${immutablePrefix}`, [...security, `add_header Cache-Control ${quote(IMMUTABLE)} always;`, 'try_files $uri =404;']),
    '',
    '# Old addresses, with or without a trailing slash: exact rows, then patterns.',
    ...rules.literal.flatMap(({ from, to }) => [from, `${from}/`].filter((f) => f !== '//').map((f) => `location = ${f} { return 301 ${quote(`${to}$is_args$args`)}; }`)),
    ...rules.patterns.map(({ from, to }) => {
      const source = parsePattern(from);
      const target = parsePattern(to);
      const location = fillPattern(target, Object.fromEntries(source.params.map((name) => [name, `\${${name}}`])));
      return `location ~ ${quote(patternToRegex(source, { trailingSlash: true }))} { return 301 ${quote(`${location}$is_args$args`)}; }`;
    }),
    '',
    '# One address per page: no .html, no trailing slash (slug paths only).',
    ...block(`~ ${quote(`^${slugPath}\\.html$`)}`, ['return 301 $page$is_args$args;']),
    ...block(`~ ${quote(`^${slugPath}/$`)}`, ['return 301 $page$is_args$args;']),
    ...(hybrid(input) ? longTailLocations(input) : block('/', ['try_files $uri $uri.html =404;'])),
    ...adminLocations(adminHeaders),
  ];
}

/** Whether the build left the long tail to `tradesite serve` (`build --prerender indexable`). */
function hybrid(input: HostInput): boolean {
  return input.prerender === 'indexable';
}

/**
 * A hybrid build's pages: a file when there is one, else `tradesite serve`. Its answers carry the
 * security headers and Cache-Control it sends for any host (edge-responses.ts); nginx adds its
 * own of the same names to every answer, so the process's are hidden and each is sent once, as for
 * a file. Its 404s are intercepted: nginx's 404 page answers them, as it does a missing file. With
 * it stopped, nginx's 502 comes at once (a refused connection); a hung process, after 5 s to
 * connect or 30 s to answer.
 */
function longTailLocations(input: HostInput): string[] {
  const hidden = [...Object.keys(input.headers), 'Cache-Control'].map((name) => `proxy_hide_header ${name};`);
  const records = paths.edgeRecordsFolder();
  return [
    '',
    '# The long tail of local pages (build --prerender indexable): what no file answers is rendered',
    `# by \`tradesite serve\`, listening on 127.0.0.1:${nginxPort(input)}. Its record shards are not served.`,
    `location ^~ ${records} { return 404; }`,
    `location / {`,
    ...indent(['try_files $uri $uri.html @tradesite;']),
    '}',
    `location @tradesite {`,
    ...indent([
      `proxy_pass http://127.0.0.1:${nginxPort(input)};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_connect_timeout 5s;',
      'proxy_read_timeout 30s;',
      'proxy_intercept_errors on;',
      ...hidden,
    ]),
    '}',
  ];
}

/**
 * The editor, when deployed: its own headers (add_header in a location replaces the server's, so
 * the site's CSP does not reach it), and `^~` so no regex location above (a slash to drop) takes /admin/.
 */
function adminLocations(adminHeaders: Record<string, string> | undefined): string[] {
  if (!adminHeaders) return [];
  const headers = Object.entries(adminHeaders).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
  return [
    '',
    '# The editor (data/site.yaml `editor`): its own CSP, never indexed.',
    `location = ${normalisePath(paths.admin())} { return 301 ${paths.admin()}; }`,
    `location ^~ ${paths.admin()} {`,
    ...indent([...headers, `add_header Cache-Control ${quote(REVALIDATE)} always;`, 'try_files $uri $uri/index.html =404;']),
    '}',
  ];
}

function indent(lines: string[]): string[] {
  return lines.map((line) => (line ? `    ${line}` : line));
}

/** A double-quoted nginx string (a backslash before "." stays as it is, for regexes). */
function quote(value: string): string {
  if (/["\n]|\\(?!\.)/.test(value)) throw new Error(`cannot quote ${value} for nginx`);
  return `"${value}"`;
}
