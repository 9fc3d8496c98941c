import { CallBand, LinkList, PageHero, Section } from '../components/page-parts.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { primaryTrade, TRADE_WORDS } from '../content/trades.ts';
import { openRoundTheClock } from '../content/opening-hours.ts';
import { viewOf, type TemplateProps } from './types.ts';

export default function NotFoundTemplate({ record }: TemplateProps) {
  const { suggestions } = viewOf(record, 'not-found');
  const { business } = useLayout();
  return (
    <>
      <PageHero
        h1="Page not found"
        intro={`That address is not a page on this site. It may have moved, or the link may be mistyped. If you need ${TRADE_WORDS[primaryTrade(business.trades)].aPerson} now, call us${openRoundTheClock(business.hours.openingHours) ? ': we answer 24/7' : ` (${business.hours.label})`}.`}
      />
      <Section title="Where to next" id="next">
        <LinkList links={suggestions} />
      </Section>
      <CallBand title="Still stuck?" text="Tell us what you need and we will point you to the right tradesperson." />
    </>
  );
}
