import { BadgeDollarSign } from '../components/icon.tsx';
import { CallBand, CheckList, Faq, LinkCards, LinkList, PageHero, Prose, Section, Steps, Testimonials } from '../components/page-parts.tsx';
import { viewOf, type TemplateProps } from './types.ts';

export default function ServiceTemplate({ record }: TemplateProps) {
  const { service, groupName, areas, related, testimonials } = viewOf(record, 'service');
  const { sections } = service;
  return (
    <>
      <PageHero h1={service.h1} intro={service.summary} icon={service.icon} heroImage={service.heroImage} eyebrow={groupName} bookService={service.title}>
        {service.offer && (
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-green-700 px-4 py-1.5 text-sm font-bold">
            <BadgeDollarSign aria-hidden className="size-4" /> {service.offer.name}
          </p>
        )}
      </PageHero>
      <Section title={`What is ${service.title.toLowerCase()}?`} id="what-is">
        <Prose paragraphs={[sections.whatIs]} />
      </Section>
      {sections.whyNeeded.length > 0 && (
        <Section title="Why you might need it" id="why" className="bg-slate-50">
          <CheckList items={sections.whyNeeded} />
        </Section>
      )}
      {sections.ourProcess.length > 0 && (
        <Section title="Our process" id="process">
          <Steps steps={sections.ourProcess} />
        </Section>
      )}
      {sections.included.length > 0 && (
        <Section title="What is included" id="included" className="bg-slate-50">
          <CheckList items={sections.included} />
        </Section>
      )}
      {sections.faq.length > 0 && (
        <Section title="Frequently asked questions" id="faq">
          <Faq items={sections.faq} />
        </Section>
      )}
      {testimonials.length > 0 && (
        <Section title="What customers say" id="reviews" className="bg-slate-50">
          <Testimonials items={testimonials} />
        </Section>
      )}
      {areas.length > 0 && (
        <Section title="Service areas" id="areas">
          <LinkList links={areas} />
        </Section>
      )}
      {related.length > 0 && (
        <Section title="Related services" id="related" className="bg-slate-50">
          <LinkCards links={related} />
        </Section>
      )}
      <CallBand title={`Book ${service.title.toLowerCase()}`} text="Talk to a licensed tradesperson now, or send the details and we will call you back to confirm a time." bookService={service.title} />
    </>
  );
}
