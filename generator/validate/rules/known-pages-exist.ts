import { knownPages } from '../../../src/routing/paths.ts';
import { DATA_FILES } from '../../load/load-site.ts';
import type { RuleContext } from '../rule.ts';

/**
 * The pages the code links to by name (menus, breadcrumbs, the booking and thank-you steps) are
 * data like every other page: deleting one leaves those links broken, so it is reported.
 */
export function knownPagesExist(ctx: RuleContext): void {
  for (const [name, path] of Object.entries(knownPages)) {
    if (ctx.pagePaths.has(path)) continue;
    ctx.report.warn(
      'KNOWN_PAGE_MISSING',
      { file: `${ctx.site.dataDir}/${DATA_FILES.pages}` },
      `No page has the path ${path}, which the site's menus, breadcrumbs or lead form link to (knownPages.${name} in src/routing/paths.ts).`,
      `Add a page or landing page with "path: ${path}", or change knownPages.${name}.`,
    );
  }
}
