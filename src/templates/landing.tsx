import { useLayout } from '../hooks/use-layout.ts';
import { Link } from '../components/site-link.tsx';
import { CallBand, Faq, LinkCards, PageHero, Prose, Section } from '../components/page-parts.tsx';
import { SafetyBlocks } from '../components/safety-block.tsx';
import { viewOf, type TemplateProps } from './types.ts';

export default function LandingTemplate({ record }: TemplateProps) {
  const { landing, hero, related, service, safety } = viewOf(record, 'landing');
  const { business } = useLayout();
  return (
    <>
      <PageHero
        h1={landing.h1}
        intro={landing.intro}
        icon={landing.icon}
        picture={hero}
        eyebrow={landing.category}
        bookService={landing.title}
        callFirst={landing.category === 'Emergency'}
        emergency={landing.category === 'Emergency'}
      >
        {(landing.offer || landing.callOutFeeBadge) && (
          <p className="mt-5 inline-flex rounded-full bg-green-700 px-4 py-1.5 text-sm font-bold">{landing.offer?.name ?? business.callOutFeeText}</p>
        )}
      </PageHero>
      <SafetyBlocks safety={safety} />
      {landing.sections.map((section, i) => (
        <Section key={i} title={section.title} id={`section-${i}`} className={i % 2 === 1 ? 'bg-slate-50' : undefined}>
          <Prose paragraphs={section.paragraphs} />
        </Section>
      ))}
      {service && (
        <Section>
          <p className="max-w-3xl text-slate-800">
            The step-by-step detail, what is included and our process:{' '}
            <Link to={service.href} className="font-semibold text-blue-800 hover:underline">
              {service.title}
            </Link>
            .
          </p>
        </Section>
      )}
      {landing.faq.length > 0 && (
        <Section title="Frequently asked questions" id="faq" className="bg-slate-50">
          <Faq items={landing.faq} />
        </Section>
      )}
      {related.length > 0 && (
        <Section title="Related services" id="related">
          <LinkCards links={related} />
        </Section>
      )}
      <CallBand
        title={landing.bookHeading}
        text="A licensed tradesperson answers, day or night. You get a fixed quote before any repair or installation starts; fault finding is usually charged by time."
        bookService={landing.title}
      />
    </>
  );
}
