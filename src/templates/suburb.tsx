import { useLayout } from '../hooks/use-layout.ts';
import { Link } from '../components/site-link.tsx';
import { Icon } from '../components/icon.tsx';
import { LocalFacts } from '../components/local-facts.tsx';
import { LocalProof } from '../components/local-proof.tsx';
import { councilArea } from '../content/council.ts';
import { openRoundTheClock } from '../content/opening-hours.ts';
import { capitalise, primaryTrade, TRADE_WORDS, tradePeople } from '../content/trades.ts';
import { CallBand, PageHero, Section, Testimonials } from '../components/page-parts.tsx';
import { viewOf, type TemplateProps } from './types.ts';

export default function SuburbTemplate({ record }: TemplateProps) {
  const { business } = useLayout();
  const { suburb, groups, testimonials, local } = viewOf(record, 'suburb');
  // The hub is named for the first trade; its intro names the people of every trade offered.
  const words = TRADE_WORDS[primaryTrade(business.trades)];
  return (
    <>
      <PageHero
        h1={`${words.person} in ${suburb.name} ${suburb.postcode}`}
        intro={
          local
            ? local.intro
            : `Licensed ${tradePeople(business.trades)} for ${[suburb.name, councilArea(suburb)].filter(Boolean).join(', ')}. ${openRoundTheClock(business.hours.openingHours) ? 'We are on call 24/7, and arrival' : 'Arrival'} is ${suburb.arrival.text}.`
        }
        eyebrow={suburb.region.name}
        bookService={`General Inquiry (${suburb.name})`}
        bookSuburb={suburb.name}
        callFirst
      >
        {suburb.emergencyHref && (
          <p className="mt-5">
            <Link to={suburb.emergencyHref} className="font-semibold text-amber-300 underline">
              Emergency? See our 24/7 emergency electrician page for {suburb.name}
            </Link>
          </p>
        )}
      </PageHero>
      <Section title={`About ${suburb.name}`} id="local">
        <LocalFacts suburb={suburb} generic={!local} />
      </Section>
      {local && <LocalProof local={local} tone="plain" />}
      <Section title={`Our services in ${suburb.name}`} id="services" className="bg-slate-50">
        {/* A directory of links: navigation, not page text. */}
        <nav aria-label={`Services in ${suburb.name}`} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <div key={group.slug}>
              <h3 className="mb-2 flex items-center gap-2 font-bold text-slate-950">
                <Icon name={group.icon} className="size-5 text-amber-600" /> {group.name}
              </h3>
              <ul className="space-y-1">
                {group.services.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href} className="text-blue-800 hover:underline">
                      {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Section>
      {!local && testimonials.length > 0 && (
        <Section title="What customers say" id="reviews">
          <Testimonials items={testimonials} />
        </Section>
      )}
      <CallBand
        title={local ? local.cta : `${words.person} in ${suburb.name}`}
        text={`A licensed ${words.one} answers day and night. ${capitalise(business.callOutFeeText)}, and a fixed quote before any repair or installation starts (fault finding is usually charged by time).`}
        bookSuburb={suburb.name}
      />
    </>
  );
}
