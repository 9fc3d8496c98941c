import { knownPages, type KnownPage } from '../../../src/routing/paths.ts';
import type { Trade } from '../../local/trade.ts';
import { DATA_FILES } from '../../load/load-site.ts';
import type { RuleContext } from '../rule.ts';

/** Known pages that belong to one trade. */
const TRADE_PAGES: Partial<Record<KnownPage, Trade>> = { plumbing: 'plumbing', airConditioning: 'air-conditioning' };

/**
 * The pages the code links to by name (menus, breadcrumbs, the booking and thank-you steps) are
 * data like every other page: deleting one leaves those links broken, so it is reported.
 */
export function knownPagesExist(ctx: RuleContext): void {
  const offered = ctx.site.business?.trades;
  for (const [name, path] of Object.entries(knownPages)) {
    if (ctx.pagePaths.has(path)) continue;
    // A trade's own hub page is needed only by a business that offers the trade.
    const trade = TRADE_PAGES[name as KnownPage];
    if (trade && offered && !offered.includes(trade)) continue;
    // The deals page is needed only while there is a deal to show, the blog's index while there are posts.
    if (name === 'deals' && ctx.site.claims && !ctx.site.claims.deal) continue;
    if (name === 'blog' && ctx.site.posts.length === 0) continue;
    ctx.report.warn(
      'KNOWN_PAGE_MISSING',
      { file: `${ctx.site.dataDir}/${DATA_FILES.pages}` },
      `No page has the path ${path}, which the site's menus, breadcrumbs or lead form link to (knownPages.${name} in src/routing/paths.ts).`,
      `Add a page or landing page with "path: ${path}", or change knownPages.${name}.`,
    );
  }
}
