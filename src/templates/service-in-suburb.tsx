import { useLayout } from '../hooks/use-layout.ts';
import { Link } from '../components/site-link.tsx';
import { LocalFacts } from '../components/local-facts.tsx';
import { LocalProof } from '../components/local-proof.tsx';
import { CallBand, CheckList, Faq, LinkList, PageHero, Prose, Section, Testimonials } from '../components/page-parts.tsx';
import { SafetyBlocks, callText } from '../components/safety-block.tsx';
import { viewOf, type TemplateProps } from './types.ts';

export default function ServiceInSuburbTemplate({ record }: TemplateProps) {
  const { service, suburb, nearbyPages, related, testimonials, local, safety } = viewOf(record, 'service-in-suburb');
  const { business } = useLayout();
  return (
    <>
      <PageHero
        h1={`${service.title} in ${suburb.name}`}
        intro={
          local
            ? `${service.summary} ${local.intro}`
            : `${service.summary} Serving ${suburb.name} ${suburb.postcode} and the ${suburb.region.name.toLowerCase()}; arrival is ${suburb.arrival.text}.`
        }
        icon={service.icon}
        eyebrow={`${suburb.name} ${suburb.postcode}`}
        bookService={`${service.title} (${suburb.name})`}
        bookSuburb={suburb.name}
        callFirst
      >
        {(service.offer || service.callOutFeeBadge) && (
          <p className="mt-5 inline-flex rounded-full bg-green-700 px-4 py-1.5 text-sm font-bold">{service.offer?.name ?? business.callOutFeeText}</p>
        )}
      </PageHero>
      <SafetyBlocks safety={safety} />
      {service.eraNote && (
        <Section title={service.eraTitle} id="homes">
          <Prose paragraphs={[service.eraNote]} />
        </Section>
      )}
      {local && <LocalProof local={local} tone={service.eraNote ? 'shaded' : 'plain'} />}
      <Section title={`Working in ${suburb.name}`} id="local" className={service.eraNote ? 'bg-slate-50' : undefined}>
        <LocalFacts suburb={suburb} generic={!local} housing={!local || !service.eraNote} />
      </Section>
      <Section title="What is included" id="included">
        <CheckList items={service.included} />
        <p className="mt-6 text-slate-800">
          {service.guide.lead}{' '}
          <Link to={service.href} className="font-semibold text-blue-800 hover:underline">
            {service.guide.link}
          </Link>
          {suburb.emergencyHref && (
            <>
              , or see our{' '}
              <Link to={suburb.emergencyHref} className="font-semibold text-blue-800 hover:underline">
                24/7 emergency electrician in {suburb.name}
              </Link>
            </>
          )}
          .
        </p>
      </Section>
      {service.faq.length > 0 && (
        <Section title={`${service.title} in ${suburb.name}: questions`} id="faq" className="bg-slate-50">
          <Faq items={service.faq} />
        </Section>
      )}
      {!local && testimonials.length > 0 && (
        <Section title="From customers in your area" id="reviews">
          <Testimonials items={testimonials} />
        </Section>
      )}
      {(nearbyPages.length > 0 || related.length > 0) && (
        <Section title="Also nearby" id="nearby" className="bg-slate-50">
          <nav aria-label={`More near ${suburb.name}`}>
            <LinkList links={[...nearbyPages, ...related]} columns={2} />
          </nav>
          <p className="mt-4">
            <Link to={suburb.hubHref} className="font-semibold text-blue-800 hover:underline">
              All our services in {suburb.name}
            </Link>
          </p>
        </Section>
      )}
      <CallBand
        title={local ? local.cta : `Need ${service.noun} in ${suburb.name}?`}
        text={callText(safety, 'Call now for a licensed tradesperson, or book a time that suits you.')}
        bookService={`${service.title} (${suburb.name})`}
        bookSuburb={suburb.name}
      />
    </>
  );
}
