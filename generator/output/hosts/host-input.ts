import type { RouteManifest } from '../../../src/routing/routes.ts';
import type { Site } from '../../schema/site.ts';
import { deployedAdminHeaders } from '../../editor/deployed-editor.ts';
import { securityHeaders } from '../security-headers.ts';
import type { HostInput } from './host-target.ts';
import { redirectRules } from './redirect-rules.ts';

/** What every host target writes its files from: the build makes it, and the host tests make the same. */
export function hostInput(site: Site, manifest: RouteManifest, formAction: string, outDir: string): HostInput {
  return {
    rules: redirectRules(
      site.redirects,
      manifest.redirects,
      manifest.routes.map((r) => r.path),
    ),
    redirectCount: manifest.redirects.length,
    headers: securityHeaders(formAction, site.business!.siteUrl),
    immutablePrefix: '/assets/',
    outDir,
    deploy: site.settings?.deploy ?? {},
    siteUrl: site.business!.siteUrl,
    ...(site.settings?.editor ? { adminHeaders: deployedAdminHeaders(site.settings.editor) } : {}),
  };
}
