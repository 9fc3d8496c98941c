import { where } from '../../diagnostics/provenance.ts';
import { DATA_FILES } from '../../load/load-site.ts';
import { navLinks } from '../../content/nav-links.ts';
import type { NavLink } from '../../schema/index.ts';
import type { RuleContext } from '../rule.ts';
import { linkChecker } from './internal-links-resolve.ts';

/**
 * Every link in navigation.yaml lands on a page (a menu link to a deleted page is reported at its
 * line, with the nearest page path as a suggestion), and a link without a title goes to a page
 * that has one to lend.
 */
export function navigationResolves(ctx: RuleContext): void {
  const nav = ctx.site.navigation;
  if (!nav) return;
  const check = linkChecker(ctx);
  const lists: [string, NavLink[]][] = [
    ['mainMenu.beforeMenus', nav.mainMenu.beforeMenus],
    ['mainMenu.afterMenus', nav.mainMenu.afterMenus],
    ['footer.otherTrades', nav.footer.otherTrades],
    ['footer.quickLinks', nav.footer.quickLinks],
    ['notFound.suggestions', nav.notFound.suggestions],
  ];
  for (const [name, links] of lists) {
    const drawn = navLinks(ctx.site, links);
    links.forEach((link, i) => {
      const before = ctx.report.errorCount;
      check(link.path, where(link, 'path'), `${name} item ${i + 1}`);
      if (ctx.report.errorCount === before && link.title === undefined && drawn[i]?.title === link.path) {
        ctx.report.error(
          'SCHEMA',
          where(link, 'path'),
          `${name} item ${i + 1} has no title, and ${link.path} is not a page, landing page or service page whose title it could use.`,
          `Give it one: { title: ..., path: ${link.path} } in ${DATA_FILES.navigation}.`,
        );
      }
    });
  }
}
