import { where } from '../../diagnostics/provenance.ts';
import { DATA_FILES } from '../../load/load-site.ts';
import { landingTrades, offersAny, tradeOf } from '../../local/trade.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Only the trades the business offers are published (business.yaml `trades`): a service, landing
 * page, trade page or emergency-electrician page of another trade would promise work it does not do, so each
 * is reported at its own file, with the one-line fixes.
 */
export function tradesAreOffered(ctx: RuleContext): void {
  const offered = ctx.site.business?.trades;
  if (!offered) return;
  const list = offered.join(', ');
  for (const service of ctx.site.services) {
    if (service.draft) continue;
    const trade = tradeOf(service, ctx.site.groups);
    if (offered.includes(trade)) continue;
    ctx.report.error(
      'TRADE_NOT_OFFERED',
      where(service, 'slug'),
      `the service "${service.title}" is ${trade} work, and business.yaml's trades (${list}) do not include it.`,
      `Delete this file, set "draft: true", or add ${trade} to trades in business.yaml.`,
    );
  }
  for (const landing of ctx.site.landings) {
    const trades = landingTrades(landing);
    if (offersAny(offered, trades)) continue;
    ctx.report.error(
      'TRADE_NOT_OFFERED',
      where(landing, 'category'),
      `the landing page ${landing.path} is about ${trades.join(' and ')} work, and business.yaml's trades (${list}) do not include it.`,
      `Delete this file, or add ${trades[0]} to trades in business.yaml.`,
    );
  }
  for (const page of ctx.site.pages) {
    if (!page.trades || offersAny(offered, page.trades)) continue;
    ctx.report.error(
      'TRADE_NOT_OFFERED',
      where(page, 'trades'),
      `the page ${page.path} is about ${page.trades.join(' and ')} work, and business.yaml's trades (${list}) do not include it.`,
      `Delete this file, or add ${page.trades[0]} to trades in business.yaml.`,
    );
  }
  if (!offered.includes('electrical') && ctx.site.emergencySuburbs.length > 0)
    ctx.report.error(
      'TRADE_NOT_OFFERED',
      { file: `${ctx.site.dataDir}/${DATA_FILES.emergencySuburbs}` },
      `the emergency-electrician suburb pages are electrical work, and business.yaml's trades (${list}) do not include it.`,
      'Empty its list (suburbs: []), or add electrical to trades in business.yaml.',
    );
}
