import { LocalFacts } from '../components/local-facts.tsx';
import { LocalProof } from '../components/local-proof.tsx';
import { CallBand, LinkCards, PageHero, Prose, Section, Testimonials } from '../components/page-parts.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { SafetyBlocks } from '../components/safety-block.tsx';
import { viewOf, type TemplateProps } from './types.ts';

export default function EmergencySuburbTemplate({ record }: TemplateProps) {
  const { suburb, emergencyServices, testimonials, eraNote, local, safety } = viewOf(record, 'emergency-suburb');
  const { business } = useLayout();
  return (
    <>
      <PageHero
        h1={`24/7 Emergency Electrician in ${suburb.name}`}
        intro={
          local
            ? `Sparks, a burning smell, no power or a safety switch that will not reset? ${local.intro}${business.callOutFee === 0 ? ` There is a ${business.callOutFeeText}.` : ''} If you see flames, someone has been hurt by a shock, or a fallen line is sparking, call 000 first.`
            : `Sparks, a burning smell, no power or a safety switch that will not reset in ${suburb.name}? Call now: ${business.callOutFee === 0 ? `there is a ${business.callOutFeeText}, and ` : ''}arrival is ${suburb.arrival.text}. If you see flames, someone has been hurt by a shock, or a fallen line is sparking, call 000 first.`
        }
        eyebrow={`Emergency, ${suburb.name} ${suburb.postcode}`}
        bookService={`Emergency (${suburb.name})`}
        bookSuburb={suburb.name}
        bookEmergency
        callFirst
        emergency
      />
      <SafetyBlocks safety={safety} />
      {eraNote && (
        <Section title={`What we find in ${suburb.name} homes`} id="homes">
          <Prose paragraphs={[eraNote]} />
        </Section>
      )}
      <Section title="Emergencies we attend" id="services">
        <LinkCards links={emergencyServices} />
      </Section>
      <Section title={`Emergency call-outs in ${suburb.name}`} id="local" className="bg-slate-50">
        <LocalFacts suburb={suburb} generic={!local} />
      </Section>
      {local && <LocalProof local={local} tone="plain" />}
      {!local && testimonials.length > 0 && (
        <Section title="From customers nearby" id="reviews">
          <Testimonials items={testimonials} />
        </Section>
      )}
      <CallBand
        title={local ? local.cta : `Emergency electrician for ${suburb.name}`}
        text="24 hours a day, 7 days a week, including public holidays."
        bookService={`Emergency (${suburb.name})`}
        bookSuburb={suburb.name}
        bookEmergency
      />
    </>
  );
}
