import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { paths } from '../../src/routing/paths.ts';
import { escapeHtml, jsonForScript } from '../render/escape.ts';
import type { DecapConfig } from './decap-config.ts';

/** Where the editor lives on the editing server and, with an `editor` setting, on the deployed site. */
export const ADMIN_PATH = paths.admin();
/** Decap CMS's prebuilt script, and its chunks beside it (webpack loads them from the script's own folder). */
export const DECAP_SCRIPT = 'decap-cms.js';
export const ADMIN_SCRIPT = 'editor.js';
export const ADMIN_STYLE = 'editor.css';

/** The folder of Decap CMS's prebuilt files in node_modules. */
export function decapDistFolder(): string {
  return dirname(createRequire(import.meta.url).resolve(`decap-cms/dist/${DECAP_SCRIPT}`));
}

/**
 * The files of Decap CMS the page loads: the script, the chunks it loads on demand and their
 * WebAssembly, and the licence notice the script names. Source maps stay behind (25 MB).
 */
export function decapFiles(): { name: string; path: string }[] {
  const folder = decapDistFolder();
  return readdirSync(folder)
    .filter((name) => name === DECAP_SCRIPT || name === `${DECAP_SCRIPT}.LICENSE.txt` || /^\d+\.decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name))
    .sort()
    .map((name) => ({ name, path: join(folder, name) }));
}

/**
 * The editor's page. The configuration travels in an inert JSON block (no inline script, so the
 * CSP needs no hash); editor.js reads it and starts Decap by hand, which keeps Decap from looking
 * for a config.yml.
 */
export function adminPageHtml(config: DecapConfig, businessName: string, origins: AdminOrigins = {}): string {
  // The policy rides in the page too: where a host adds the site's own CSP header as well, the
  // stricter of the two wins, so the editor may fail to start but is never less protected.
  const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(metaPolicy(adminCsp(origins)))}">`;
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
${policy}
<title>Edit the site: ${escapeHtml(businessName)}</title>
<script type="application/json" id="editor-config">${jsonForScript(config)}</script>
<link rel="stylesheet" href="${ADMIN_PATH}${ADMIN_STYLE}">
<script src="${ADMIN_PATH}${ADMIN_SCRIPT}"></script>
</head>
<body>
<noscript>The editor needs JavaScript.</noscript>
</body>
</html>
`;
}

/**
 * Runs before Decap's script: it must set CMS_MANUAL_INIT first, or Decap starts itself and asks
 * the server for config.yml. Then it loads Decap and starts it with the generated configuration.
 *
 * Framed by another page it starts nothing and shows nothing: a page on a static host (GitHub
 * Pages) cannot send frame-ancestors or X-Frame-Options, and a meta policy cannot hold them, so
 * this guard is what stops a hostile page from laying the editor under its own buttons.
 *
 * With the editing server's backend (proxy), each save carries the version of each file it was
 * made from: Decap's protocol sends none, so the page remembers each file's id as the server
 * gave it (getEntry, entriesByFolder, entriesByFiles, and the answer to a save) and adds it to
 * persistEntry as `version` (null for a file it never read). The server refuses a save made
 * from an older version (HTTP 409) instead of undoing another tab's change.
 */
export const ADMIN_SCRIPT_TEXT = `'use strict';
window.CMS_MANUAL_INIT = true;
(function () {
  if (window.top !== window.self) {
    document.documentElement.style.display = 'none';
    try {
      window.top.location.href = window.self.location.href;
    } catch (e) {
      // A sandboxed frame cannot move its parent: the editor stays hidden and unstarted.
    }
    return;
  }
  var config = JSON.parse(document.getElementById('editor-config').textContent);
  if (config.backend && config.backend.name === 'proxy') keepVersions(new URL(config.backend.proxy_url, location.href).href);
  var script = document.createElement('script');
  script.src = '${ADMIN_PATH}${DECAP_SCRIPT}';
  script.onload = function () {
    window.CMS.init({ config: config });
  };
  document.head.appendChild(script);

  function keepVersions(api) {
    var versions = Object.create(null);
    var send = window.fetch;
    var reads = { getEntry: true, entriesByFolder: true, entriesByFiles: true, persistEntry: true };
    function remember(file) {
      if (file && typeof file.path === 'string') versions[file.path] = typeof file.id === 'string' ? file.id : null;
    }
    window.fetch = function (input, init) {
      var url = typeof input === 'string' ? input : input && input.url;
      var request;
      try {
        if (new URL(url, location.href).href !== api || !init || typeof init.body !== 'string') return send.apply(this, arguments);
        request = JSON.parse(init.body);
      } catch (e) {
        return send.apply(this, arguments);
      }
      var files = request && request.params && request.params.dataFiles;
      if (request.action === 'persistEntry' && Array.isArray(files)) {
        files.forEach(function (file) {
          file.version = file.path in versions ? versions[file.path] : null;
        });
        init = Object.assign({}, init, { body: JSON.stringify(request) });
      }
      return send.call(this, input, init).then(function (response) {
        if (!response.ok || !reads[request.action]) return response;
        return response
          .clone()
          .json()
          .then(function (body) {
            if (request.action === 'persistEntry') (body.files || []).forEach(remember);
            else [].concat(body).forEach(function (entry) { remember(entry && entry.file); });
            return response;
          }, function () {
            return response;
          });
      });
    };
  }
})();
`;

/**
 * Decap lays out its editor and toolbar for 800 px and more; on a phone that zooms the form to half
 * size. Below that width the form takes the screen's width instead (its class names carry the
 * component names Decap gives its styled parts).
 */
export const ADMIN_STYLE_TEXT = `@media (max-width: 799px) {
  [class*='-EditorContainer'],
  [class*='-ToolbarContainer'] {
    min-width: 0 !important;
  }
  [class*='-ToolbarSectionBackLink'] {
    padding: 0 8px !important;
  }
}
`;

/**
 * The editor's own Content-Security-Policy, stricter than nothing and looser than the site's:
 * Decap compiles its configuration schema with ajv (new Function: 'unsafe-eval') and runs
 * WebAssembly for pictures ('wasm-unsafe-eval'); its styles are injected at run time; the pictures
 * it previews are blobs. `connect` names the other origins it talks to (GitHub's API, the OAuth proxy).
 */
export interface AdminOrigins {
  /** Origins the editor fetches from (GitHub's API, the OAuth proxy). */
  connect?: string[];
  /** Origins of pictures it shows (GitHub avatars). */
  img?: string[];
}

export function adminCsp({ connect = [], img = [] }: AdminOrigins = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${img.join(' ')}`.trim(),
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${connect.join(' ')}`.trim(),
    "frame-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers every answer under /admin/ carries, on the editing server and every host. */
export function adminHeaders(origins: AdminOrigins = {}): Record<string, string> {
  return {
    'Content-Security-Policy': adminCsp(origins),
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** A meta policy cannot hold frame-ancestors (browsers ignore it there); the header and X-Frame-Options carry it. */
function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}
