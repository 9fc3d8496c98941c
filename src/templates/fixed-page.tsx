import { BOOKING_FORM_ID, paths, SUBURB_LIST_ID } from '../routing/paths.ts';
import { Clock, Mail, MapPin, Phone } from '../components/icon.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/site-link.tsx';
import type { Block, BlockType } from '../../generator/schema/page.ts';
import { useLayout } from '../hooks/use-layout.ts';
import { LeadFormIsland, QuizIsland, SuburbCheckIsland } from '../widgets/islands.tsx';
import { Icon } from '../components/icon.tsx';
import { Picture } from '../components/picture.tsx';
import { SafetyBlocks } from '../components/safety-block.tsx';
import { SampleLabel } from '../components/sample-label.tsx';
import { CallBand, CheckList, Faq, LinkList, PageHero, Prose, Section, Stars, Steps, Testimonials } from '../components/page-parts.tsx';
import type { BlockData } from '../content/page-data.ts';
import { formatDate } from '../lib/format-date.ts';
import { viewOf, type TemplateProps } from './types.ts';

type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
type BlockProps<T extends BlockType> = { block: BlockOf<T>; data: BlockData; source: string; index: number };

/** One renderer per block type; `satisfies` makes a new block type without a renderer a type error. */
const BLOCKS = {
  text: ({ block, index }) => (
    <Section title={block.title} id={`b${index}`}>
      <Prose paragraphs={block.paragraphs} />
    </Section>
  ),
  list: ({ block, index }) => (
    <Section title={block.title} id={`b${index}`}>
      {block.intro && <p className="mb-4 max-w-3xl text-slate-800">{block.intro}</p>}
      <CheckList items={block.items} />
    </Section>
  ),
  steps: ({ block, index }) => (
    <Section title={block.title} id={`b${index}`}>
      <Steps steps={block.steps} />
    </Section>
  ),
  faq: ({ block, index }) => (
    <Section title={block.title ?? 'Frequently asked questions'} id={`b${index}`}>
      <Faq items={block.items} />
    </Section>
  ),
  cards: ({ block, index }) => (
    <Section title={block.title} id={`b${index}`}>
      {block.intro && <p className="mb-5 max-w-3xl text-slate-800">{block.intro}</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card, i) => (
          <li key={i} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
            <p className="flex items-center gap-2 font-bold text-slate-950">
              {card.icon && <Icon name={card.icon} className="size-5 text-amber-600" />}
              {card.title}
            </p>
            {card.badge && <p className="mt-2 inline-flex self-start rounded-full bg-amber-100 px-3 py-0.5 text-xs font-bold text-slate-900">{card.badge}</p>}
            <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
            {card.href && (
              <Link to={card.href} className="mt-3 font-semibold text-blue-800 hover:underline">
                {card.linkLabel ?? `More about ${card.title.toLowerCase()}`}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  ),
  gallery: ({ block, data, index }) => (
    <Section title={block.title} id={`b${index}`}>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {block.projects.map((project, i) => {
          const service = data.serviceLinks?.[project.service];
          const suburb = data.suburbLinks?.[project.suburb];
          const picture = project.photo && data.pictures?.[project.photo.src];
          return (
            <li key={i} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-sample={project.sample || undefined}>
              {picture && (
                <figure className="border-b border-slate-200">
                  <Picture picture={picture} />
                  {picture.caption && <figcaption className="bg-slate-50 px-5 py-2 text-sm text-slate-700">{picture.caption}</figcaption>}
                </figure>
              )}
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-bold uppercase tracking-wide text-slate-600">
                  {suburb && (
                    <Link to={suburb.href} className="hover:underline">
                      {suburb.title}
                    </Link>
                  )}
                  {service && (
                    <>
                      {' '}
                      ·{' '}
                      <Link to={service.href} className="hover:underline">
                        {service.title}
                      </Link>
                    </>
                  )}
                </p>
                <h3 className="mt-1 font-bold text-slate-950">
                  {project.sample && <SampleLabel className="mr-2 align-[0.15em]" />}
                  {project.title}
                </h3>
                <p className="mt-2 text-slate-700">{project.description}</p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {project.scope.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  ),
  quiz: ({ block, data }) => (
    <Section>
      <QuizIsland quiz={block} serviceHrefs={data.serviceLinks ?? {}} />
    </Section>
  ),
  testimonials: ({ block, data, index }) => (
    <Section title={block.title} id={`b${index}`} className="bg-slate-50">
      <Testimonials items={(data.testimonials ?? []).slice(0, block.limit)} />
      {data.gasSafety && (
        <p className="mt-6 text-sm text-slate-700">
          A review here mentions a gas fault. If you ever smell gas, or think a heater may be leaking carbon monoxide, read{' '}
          <a href={data.gasSafety.href} className="font-semibold text-red-800 underline underline-offset-2">
            what to do first and whom to call
          </a>
          .
        </p>
      )}
    </Section>
  ),
  rating: ({ block, index }) => <RatingBlock title={block.title} index={index} />,
  services: ({ block, data, index }) => (
    <Section title={block.title} id={`b${index}`}>
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {(data.services ?? []).map((group) => (
          <div key={group.slug}>
            <h3 className="flex items-center gap-2 font-bold text-slate-950">
              <Icon name={group.icon} className="size-5 text-amber-600" /> {group.name}
            </h3>
            <p className="mb-2 mt-1 text-sm text-slate-700">{group.description}</p>
            <LinkList links={group.services} columns={2} />
          </div>
        ))}
      </div>
    </Section>
  ),
  suburbCheck: ({ block, index }) => (
    <Section title={block.title ?? 'Do you come to me?'} id={`b${index}`} className="bg-slate-50">
      {block.text && <p className="mb-4 max-w-3xl text-slate-800">{block.text}</p>}
      <SuburbCheckIsland headingLevel={3} />
    </Section>
  ),
  areas: ({ block, data, index }) => (
    <Section title={block.title} id={`b${index}`}>
      {/* The suburb checker's answer without JavaScript: every suburb, with its postcode. */}
      <div className="space-y-8" id={SUBURB_LIST_ID}>
        {(data.areas ?? []).map((region) => (
          <div key={region.slug}>
            {/* The menus' "More in {region}..." lead here: to the heading, which takes focus. */}
            <h3 id={region.slug} className="scroll-mt-4 text-xl font-bold text-slate-950 focus:outline-none">
              {region.name}
            </h3>
            <p className="mb-3 mt-1 max-w-3xl text-slate-700">
              {region.description}
              {region.reach && ` ${region.reach}`}
            </p>
            <LinkList links={region.suburbs} columns={4} showText />
          </div>
        ))}
      </div>
    </Section>
  ),
  // No posts (a new business's blog): no heading over nothing.
  posts: ({ block, data, index }) =>
    (data.posts ?? []).length === 0 ? null : (
      <Section title={block.title} id={`b${index}`}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {(data.posts ?? []).slice(0, block.limit).map((post) => (
            <li key={post.href} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
              <time dateTime={post.date} className="text-sm text-slate-600">
                {formatDate(post.date)}
              </time>
              <Link to={post.href} className="mt-1 font-bold text-blue-800 hover:underline">
                {post.title}
              </Link>
              <p className="mt-2 text-sm text-slate-700">{post.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    ),
  contact: ({ block, index }) => <ContactBlock title={block.title} index={index} />,
  leadForm: ({ block, source, index }) => <LeadFormBlock title={block.title} text={block.text} source={source} index={index} />,
  cta: ({ block }) => <CallBand title={block.title} text={block.text} />,
} satisfies { [T in BlockType]: (props: BlockProps<T>) => ReactNode };

/** The business's rating: nothing at all, heading included, when claims.yaml makes no rating claim. */
function RatingBlock({ title, index }: { title: string | undefined; index: number }) {
  const { business, sample } = useLayout();
  const rating = business.rating;
  if (!rating) return null;
  return (
    <Section title={title} id={`b${index}`}>
      <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-5" data-sample={sample.rating || undefined}>
        <p className="text-4xl font-extrabold text-slate-950">{rating.value.toFixed(1)}</p>
        <div>
          <span className="flex items-center gap-2">
            <Stars rating={rating.value} />
            {sample.rating && <SampleLabel />}
          </span>
          <p className="mt-1 text-sm text-slate-700">
            Average of {rating.count.toLocaleString('en-AU')} reviews on {rating.platforms}
            {business.reviewsBadge ? ` (${business.reviewsBadge})` : ''}
          </p>
          {/* While the rating is a sample figure the listing it links to is not this business's: no link. */}
          {business.reviewsUrl && !sample.rating && (
            <p className="mt-1">
              <a href={business.reviewsUrl} className="inline-flex min-h-6 items-center font-semibold text-blue-800 hover:underline" rel="noopener">
                Read every review on Google
              </a>
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}

function ContactBlock({ title, index }: { title: string | undefined; index: number }) {
  const { business } = useLayout();
  const rows = [
    {
      icon: Phone,
      label: 'Phone',
      value: (
        <a href={business.phoneHref} className="font-semibold text-blue-800 hover:underline">
          {business.phone}
        </a>
      ),
    },
    {
      icon: Mail,
      label: 'Email',
      value: (
        <a href={`mailto:${business.email}`} className="text-blue-800 hover:underline">
          {business.email}
        </a>
      ),
    },
    {
      icon: MapPin,
      label: 'Address',
      value: `${business.address.streetAddress}, ${business.address.addressLocality} ${business.address.addressRegion} ${business.address.postalCode}`,
    },
    { icon: Clock, label: 'Hours', value: business.hours.label },
  ];
  return (
    <Section title={title} id={`b${index}`}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          // A <dl> may hold only dt/dd groups (a div may wrap one), so the icon sits in the <dt>.
          <div key={row.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="flex items-center gap-3 text-sm font-semibold text-slate-600">
              <row.icon aria-hidden className="size-5 shrink-0 text-amber-600" />
              {row.label}
            </dt>
            <dd className="mt-0.5 pl-8 text-slate-950">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function LeadFormBlock({ title, text, source, index }: { title: string | undefined; text: string | undefined; source: string; index: number }) {
  // The service and suburb arrive in the address (every Book Now and call-back link carries
  // them), which the prerendered HTML cannot know: the first render (hydration) matches the
  // server, and they apply in an effect after it. A string, so an address without them is no
  // update: one before the form's code has arrived would replace the prerendered form (which
  // works without it) with nothing while the code loads.
  const { search } = useLocation();
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(search), [search]);
  const params = new URLSearchParams(query);
  const service = params.get('service')?.trim() || undefined;
  const suburb = params.get('suburb')?.trim() || undefined;
  const emergency = params.get('emergency') === '1';
  // The booking page's form is where Book Now lands: the badge and the form, with no heading or
  // text between the top of the screen and the first field.
  const landing = source === `page:${paths.known('booking')}`;
  return (
    <Section title={title ?? 'Send us your details'} id={`b${index}`} className="bg-slate-50">
      {text && <p className="mb-5 max-w-3xl text-slate-800">{text}</p>}
      <div id={landing ? BOOKING_FORM_ID : undefined} tabIndex={landing ? -1 : undefined} className="scroll-mt-4 focus:outline-none">
        {service && (
          <p className="mb-4 inline-flex rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-slate-950" data-testid="booking-service">
            Booking: {service}
            {suburb && !service.includes(suburb) ? ` (${suburb})` : ''}
          </p>
        )}
        <LeadFormIsland source={source} service={service} prefill={suburb ? { suburb } : undefined} emergency={emergency} />
      </div>
    </Section>
  );
}

export default function FixedPageTemplate({ record }: TemplateProps) {
  const { page, blockData, safety } = viewOf(record, 'page');
  return (
    <>
      <PageHero h1={page.h1} intro={page.intro} bookNow={page.bookNow} />
      <SafetyBlocks safety={safety} />
      {page.blocks.map((block, i) => {
        const Render = BLOCKS[block.type] as (props: BlockProps<typeof block.type>) => ReactNode;
        return <Render key={i} block={block} data={blockData} source={`page:${record.route.path}`} index={i} />;
      })}
    </>
  );
}
