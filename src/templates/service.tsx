import { SuburbCheckLazy } from '../widgets/suburb-check-island.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { BadgeDollarSign } from '../components/icon.tsx';
import { CallBand, CheckList, Faq, LinkCards, LinkList, PageHero, Prose, Section, Steps, Testimonials } from '../components/page-parts.tsx';
import { SafetyBlocks, callText } from '../components/safety-block.tsx';
import { viewOf, type TemplateProps } from './types.ts';

export default function ServiceTemplate({ record }: TemplateProps) {
  const { service, hero, groupName, areas, related, testimonials, safety } = viewOf(record, 'service');
  const { sections } = service;
  const { business } = useLayout();
  return (
    <>
      <PageHero h1={service.h1} intro={service.summary} icon={service.icon} picture={hero} eyebrow={groupName} bookService={service.title} bookEmergency={service.urgent}>
        {(service.offer || service.callOutFeeBadge) && (
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-green-700 px-4 py-1.5 text-sm font-bold">
            <BadgeDollarSign aria-hidden className="size-4" /> {service.offer?.name ?? business.callOutFeeText}
          </p>
        )}
      </PageHero>
      <SafetyBlocks safety={safety} />
      {/* The spec's sections in order; empty ones are left out, backgrounds alternate. Headings that
          name the service are written for it in its data file (phrases), never made from its title. */}
      {[
        { id: 'what-is', title: service.phrases.about, show: true, body: <Prose paragraphs={[sections.whatIs]} /> },
        { id: 'why', title: 'Why you might need it', show: sections.whyNeeded.length > 0, body: <CheckList items={sections.whyNeeded} /> },
        { id: 'process', title: 'Our process', show: sections.ourProcess.length > 0, body: <Steps steps={sections.ourProcess} /> },
        { id: 'included', title: 'What is included', show: sections.included.length > 0, body: <CheckList items={sections.included} /> },
        { id: 'faq', title: 'Frequently asked questions', show: sections.faq.length > 0, body: <Faq items={sections.faq} /> },
      ]
        .filter((section) => section.show)
        .map((section, i) => (
          <Section key={section.id} title={section.title} id={section.id} className={i % 2 === 1 ? 'bg-slate-50' : undefined}>
            {section.body}
          </Section>
        ))}
      {testimonials.length > 0 && (
        <Section title="What customers say" id="reviews" className="bg-slate-50">
          <Testimonials items={testimonials} />
        </Section>
      )}
      <Section title={areas.length > 0 ? 'Service areas' : 'Do you come to me?'} id="areas">
        {areas.length > 0 && <LinkList links={areas} />}
        <div className={areas.length > 0 ? 'mt-6' : undefined}>
          {areas.length > 0 && <h3 className="mb-3 text-lg font-bold text-slate-950">Do you come to me?</h3>}
          <SuburbCheckLazy headingLevel={3} />
        </div>
      </Section>
      {related.length > 0 && (
        <Section title="Related services" id="related" className="bg-slate-50">
          <LinkCards links={related} />
        </Section>
      )}
      <CallBand
        title={service.phrases.book}
        text={callText(safety, 'Talk to a licensed tradesperson now, or send the details and we will call you back to confirm a time.')}
        bookService={service.title}
        bookEmergency={service.urgent}
      />
    </>
  );
}
