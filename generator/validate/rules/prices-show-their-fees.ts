import { where } from '../../diagnostics/provenance.ts';
import type { Claims } from '../../schema/claims.ts';
import { eachDataText } from '../facts/data-text.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Every price the site advertises includes, or shows beside it, the fees everyone pays with it:
 * the call-out fee and any after-hours fee (claims.yaml). A price shown without them is drip
 * pricing. The ACCC, "Price displays" (https://www.accc.gov.au/business/pricing/price-displays):
 * "Advertising a price that is not the total price the consumer will have to pay" is one of the
 * ways a displayed price can be misleading; under the Australian Consumer Law's component pricing
 * rule a part price needs the single total price as prominently beside it, and the ACCC has
 * penalised businesses that left mandatory fees out of the advertised price (King & Wood Mallesons,
 * "Fee-ling misled? ACCC cracks down on Dendy Cinema drip pricing",
 * https://pulse.kwm.com/in-competition/fee-ling-misled-accc-cracks-down-on-dendy-cinema-drip-pricing/).
 * The Unfair Trading Practices Bill 2026 would require mandatory charges shown prominently beside
 * any base price (issue 42; docs/facts.md).
 *
 * The prices checked: every service's and landing page's `offer`, the deal in claims.yaml, and
 * every dollar amount in the text visitors read that states a price (not a threshold such as "a job
 * worth more than $750", and not a fee's own amount). A price passes when it is marked
 * `includesFees: true`, or when the text it sits in names each fee with its amount.
 */
export function pricesShowTheirFees(ctx: RuleContext): void {
  const claims = ctx.site.claims;
  if (!claims) return;
  const fees = mandatoryFees(claims);
  if (fees.length === 0) return;
  const missing = (text: string) => fees.filter((f) => !namesFee(text, f));
  const hint = (price: string, lacking: Fee[]) =>
    `Show ${lacking.map((f) => `the ${dollars(f.amount)} ${f.name}`).join(' and ')} beside it, for example "${price}, plus ${lacking.map((f) => `the ${dollars(f.amount)} ${f.name}`).join(' and ')}", or include ${lacking.length > 1 ? 'them' : 'it'} in the price and say so.`;

  for (const offer of [...ctx.site.services.map((s) => s.offer), ...ctx.site.landings.map((l) => l.offer)]) {
    if (!offer || offer.includesFees) continue;
    const lacking = missing(offer.name);
    if (lacking.length)
      ctx.report.error(
        'PRICE_WITHOUT_FEES',
        where(offer, 'name'),
        `The offer "${offer.name}" (${dollars(offer.price)}) does not show ${feeList(lacking)} everyone pays with it.`,
        `${hint(dollars(offer.price), lacking)} Or set "includesFees: true" if the price already includes ${lacking.length > 1 ? 'them' : 'it'}.`,
      );
  }
  const deal = claims.deal;
  if (deal && !deal.includesFees) {
    const lacking = missing(deal.wording);
    if (lacking.length)
      ctx.report.error(
        'PRICE_WITHOUT_FEES',
        where(deal, 'wording'),
        `The deal "${deal.name}" (${dollars(deal.price)}) does not show ${feeList(lacking)} everyone pays with it.`,
        `${hint(dollars(deal.price), lacking)} Or set "includesFees: true" on the deal if ${dollars(deal.price)} already includes ${lacking.length > 1 ? 'them' : 'it'}.`,
      );
  }
  // A price marked as including the fees may be restated anywhere as it is.
  const inclusive = new Set([...ctx.site.services.map((s) => s.offer), ...ctx.site.landings.map((l) => l.offer), deal].filter((o) => o?.includesFees).map((o) => o!.price));
  eachDataText(ctx.site, (text, at) => {
    const flat = text.replace(/\s+/g, ' ');
    for (const price of statedPrices(flat, fees).filter((p) => !inclusive.has(p.value))) {
      const lacking = missing(flat);
      if (lacking.length) {
        ctx.report.error(
          'PRICE_WITHOUT_FEES',
          at(),
          `"${price.sentence}" states a price of ${price.text} without ${feeList(lacking)} everyone pays with it.`,
          hint(price.text, lacking),
        );
        break;
      }
    }
  });
}

interface Fee {
  name: string;
  amount: number;
}

/** The fees every booking pays (non-zero): the call-out fee, and the after-hours fee where there is one. */
export function mandatoryFees(claims: Pick<Claims, 'callOutFee' | 'afterHoursFee'>): Fee[] {
  return [
    { name: 'call-out fee', amount: claims.callOutFee.amount },
    { name: 'after-hours fee', amount: claims.afterHoursFee?.amount ?? 0 },
  ].filter((f) => f.amount > 0);
}

/** Whether a text names a fee with its amount ("$89 call-out", "after-hours fee of $60"). */
export function namesFee(text: string, fee: Fee): boolean {
  const amount = amountPattern(fee.amount);
  const word = fee.name.startsWith('call-out') ? 'call[- ]?out' : 'after[- ]hours';
  return new RegExp(`${amount}[^.;]{0,30}${word}|${word}[^.;]{0,30}${amount}`, 'i').test(text);
}

/** Words before an amount that make it a threshold or a comparison, not a price. */
const THRESHOLD = /(more than|less than|over|under|above|below|up to|at least|at most|exceeds?|worth|than)\s*$/i;

/** The prices a text states: dollar amounts that are neither a fee's own amount nor a threshold. */
export function statedPrices(text: string, fees: readonly Fee[]): { text: string; value: number; sentence: string }[] {
  const out: { text: string; value: number; sentence: string }[] = [];
  for (const m of text.matchAll(/\$(\d{1,3}(?:,\d{3})*|\d+)(?:\.\d{2})?/g)) {
    const value = Number(m[1]!.replace(/,/g, ''));
    if (value === 0 || fees.some((f) => f.amount === value)) continue;
    if (THRESHOLD.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    const dot = text.lastIndexOf('. ', m.index);
    const start = dot === -1 ? 0 : dot + 2;
    const end = text.indexOf('. ', m.index);
    out.push({ text: m[0], value, sentence: text.slice(start, end === -1 ? undefined : end + 1).slice(0, 140) });
  }
  return out;
}

function amountPattern(amount: number): string {
  const whole = Number.isInteger(amount) ? amount.toLocaleString('en-AU') : amount.toFixed(2);
  return `\\$${whole.replace(/[.,]/g, (c) => `\\${c}`)}(?:\\.00)?`;
}

function dollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount.toLocaleString('en-AU') : amount.toFixed(2)}`;
}

function feeList(fees: readonly Fee[]): string {
  return fees.map((f) => `the ${dollars(f.amount)} ${f.name}`).join(' and ');
}
