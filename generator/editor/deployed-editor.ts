import type { SiteSettings } from '../schema/site-settings.ts';
import { ADMIN_PATH, ADMIN_SCRIPT, ADMIN_SCRIPT_TEXT, ADMIN_STYLE, ADMIN_STYLE_TEXT, adminHeaders, adminPageHtml, decapFiles, type AdminOrigins } from './admin-page.ts';
import { decapConfig, type EditorBackend } from './decap-config.ts';

export type EditorSettings = NonNullable<SiteSettings['editor']>;

/** Decap's GitHub backend as data/site.yaml's `editor` describes it. */
export function githubBackend(settings: EditorSettings): EditorBackend {
  return {
    name: 'github',
    repo: settings.repo,
    branch: settings.branch,
    ...(settings.baseUrl ? { base_url: settings.baseUrl } : {}),
    ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
  };
}

/** Who the deployed editor talks to: GitHub's API (and its avatars), and the OAuth proxy. */
export function deployedOrigins(settings: EditorSettings): AdminOrigins {
  return { connect: ['https://api.github.com', ...(settings.baseUrl ? [settings.baseUrl] : [])], img: ['https://avatars.githubusercontent.com'] };
}

/** The headers hosts send under /admin/ (noindex, the editor's own CSP). */
export function deployedAdminHeaders(settings: EditorSettings): Record<string, string> {
  return adminHeaders(deployedOrigins(settings));
}

/**
 * The files of /admin/ on the published site, [path in the output, content or the file to copy]:
 * the page with its configuration for the GitHub backend, editor.js, and Decap's own files.
 */
export function deployedEditorFiles(settings: EditorSettings, business: { name: string; siteUrl: string }): { path: string; text?: string; copy?: string }[] {
  const config = decapConfig({ backend: githubBackend(settings), dataFolder: settings.dataFolder, siteUrl: business.siteUrl });
  return [
    { path: `${ADMIN_PATH}index.html`, text: adminPageHtml(config, business.name, deployedOrigins(settings)) },
    { path: `${ADMIN_PATH}${ADMIN_SCRIPT}`, text: ADMIN_SCRIPT_TEXT },
    { path: `${ADMIN_PATH}${ADMIN_STYLE}`, text: ADMIN_STYLE_TEXT },
    ...decapFiles().map((f) => ({ path: `${ADMIN_PATH}${f.name}`, copy: f.path })),
  ];
}
