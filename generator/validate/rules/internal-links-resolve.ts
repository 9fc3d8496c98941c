import { where } from '../../diagnostics/provenance.ts';
import type { Position } from '../../diagnostics/diagnostic.ts';
import { suggestion } from '../../diagnostics/did-you-mean.ts';
import type { RuleContext } from '../rule.ts';

/**
 * A check for one link written in data: to another site only over https; on this site it must
 * land on a page, not a 404 or a redirect. `field` names the link in the message.
 */
export function linkChecker(ctx: RuleContext): (href: string, at: Position, field: string) => void {
  return (href, at, field) => {
    // The README promises https or site paths: a visitor is never sent over plain http from here.
    if (/^http:/i.test(href)) {
      ctx.report.error(
        'INSECURE_LINK',
        at,
        `${field} links to ${href} over plain http.`,
        `Use ${href.replace(/^http:/i, 'https:')} (check the site answers there), or leave the link out.`,
      );
      return;
    }
    if (/^(https:|mailto:|tel:)/i.test(href)) return;
    const [path = ''] = href.split('#');
    if (ctx.pagePaths.has(path)) return;
    const target = ctx.redirectTargets.get(path);
    if (target) {
      ctx.report.warn('LINK_TO_REDIRECT', at, `${field} links to ${path}, which redirects to ${target}.`, `Link to ${target} directly.`);
      return;
    }
    ctx.report.error('BROKEN_LINK', at, `${field} links to ${path}, which is no page.`, suggestion(path, ctx.pagePaths));
  };
}

/** Links written in content (card links, links in blog posts) land on a page, not a 404 or a redirect. */
export function internalLinksResolve(ctx: RuleContext): void {
  const { site } = ctx;
  const check = linkChecker(ctx);
  for (const page of site.pages) {
    page.blocks.forEach((block, b) => {
      if (block.type === 'cards') block.cards.forEach((card, c) => card.href && check(card.href, where(page, 'blocks', b, 'cards', c, 'href'), 'href'));
    });
  }
  for (const post of site.posts) {
    for (const link of post.links) check(link.href, { file: post.file, line: link.line }, 'the post');
  }
}
