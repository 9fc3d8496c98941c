import { Check, ChevronDown, ChevronRight, Phone, Star, StarFilled } from './icon.tsx';
import { SampleLabel } from './sample-label.tsx';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from './site-link.tsx';
import type { FaqItem, IconName, ProcessStep } from '../../generator/schema/common.ts';
import { useLayout } from '../hooks/use-layout.ts';
import type { Crumb, LinkItem, TestimonialView } from '../content/page-data.ts';
import { BookNowLink, RequestServiceButton } from '../layout/book-now.tsx';
import { cn } from '../lib/cn.ts';
import type { PictureView } from '../content/picture-view.ts';
import { Picture } from './picture.tsx';
import { Icon } from './icon.tsx';
import { buttonVariants } from './ui/button.tsx';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto max-w-7xl px-4', className)}>{children}</div>;
}

export function Section({ title, children, className, id }: { title?: string | undefined; children: ReactNode; className?: string; id?: string }) {
  return (
    <section className={cn('py-10 sm:py-12', className)} aria-labelledby={title && id ? id : undefined}>
      <Container>
        {title && (
          <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {title}
          </h2>
        )}
        {children}
      </Container>
    </section>
  );
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <Container>
        <ol className="flex flex-wrap items-center gap-1 py-2 text-sm text-slate-600">
          {crumbs.map((crumb, i) => (
            <li key={crumb.href} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden className="size-3.5" />}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.href} className="inline-flex min-h-6 items-center hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}

/**
 * The top of every content page: heading, lead text, call to action, and the page's picture beside
 * them when it has one. Without a picture the heading stands alone: no frame waits for a photo.
 */
export function PageHero({
  h1,
  intro,
  icon,
  picture,
  eyebrow,
  bookService,
  bookSuburb,
  bookEmergency,
  bookNow = true,
  callFirst = false,
  emergency = false,
  children,
}: {
  bookNow?: boolean;
  h1: string;
  intro?: string | undefined;
  icon?: IconName | undefined;
  picture?: PictureView | undefined;
  eyebrow?: string | undefined;
  bookService?: string;
  bookSuburb?: string | undefined;
  bookEmergency?: boolean | undefined;
  /**
   * Local and emergency pages: the actions straight under the heading, before the intro, so the
   * Call button is on a phone's first screen (320x640) above the call bar.
   */
  callFirst?: boolean;
  /** An emergency page: the header's call button becomes its loudest (app.css, `data-emergency-page`). */
  emergency?: boolean;
  children?: ReactNode;
}) {
  const { business } = useLayout();
  const actions = (
    <div className={cn('flex flex-wrap gap-3', callFirst ? 'mt-5' : 'mt-6')}>
      <a href={business.phoneHref} className={buttonVariants({ size: 'lg' })}>
        <Phone aria-hidden /> Call {business.phone}
      </a>
      {bookNow && <BookNowLink service={bookService} suburb={bookSuburb} emergency={bookEmergency} className={buttonVariants({ variant: 'outline', size: 'lg' })} />}
      {bookService && <RequestServiceButton service={bookService} suburb={bookSuburb} emergency={bookEmergency} className={buttonVariants({ variant: 'inverse', size: 'lg' })} />}
    </div>
  );
  return (
    <div className="bg-gradient-to-b from-slate-900 to-slate-800 text-white" data-emergency-page={emergency || undefined}>
      <Container className={cn(callFirst ? 'py-6 sm:py-14' : 'py-10 sm:py-14', picture && 'lg:grid lg:grid-cols-[minmax(0,1fr)_36rem] lg:items-center lg:gap-10')}>
        <div>
          {eyebrow && <p className="mb-2 text-sm font-bold uppercase tracking-wide text-amber-300">{eyebrow}</p>}
          <h1 className="flex max-w-4xl items-start gap-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {icon && <Icon name={icon} className="mt-1 size-8 shrink-0 text-amber-300" />}
            <span>{h1}</span>
          </h1>
          {callFirst && actions}
          {intro && <p className="mt-4 max-w-3xl text-lg text-slate-200">{intro}</p>}
          {!callFirst && actions}
          {children}
        </div>
        {picture && <HeroFigure picture={picture} className="mt-8 lg:mt-0" />}
      </Container>
    </div>
  );
}

/** A page's main picture: the largest paint above the fold, so it is fetched first. */
export function HeroFigure({ picture, className }: { picture: PictureView; className?: string }) {
  return (
    <figure className={cn('overflow-hidden rounded-xl bg-slate-700 shadow-xl ring-1 ring-white/10', className)}>
      <Picture picture={picture} priority />
      {picture.caption && <figcaption className="px-4 py-2 text-sm text-slate-300">{picture.caption}</figcaption>}
    </figure>
  );
}

export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-base leading-relaxed text-slate-800">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3 md:grid-cols-2', className)}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 text-slate-800">
          <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((step, i) => (
        <li key={i} className="rounded-lg border border-slate-200 bg-white p-5">
          <p className="flex items-center gap-3 font-bold text-slate-950">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-sm" aria-hidden>
              {i + 1}
            </span>
            {step.title}
          </p>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * FAQ as an accordion of native <details>: open and close work before hydration and without
 * script; one open at a time (the shared `name`), and a second click closes it. Arrow keys, Home
 * and End move between questions, as in the spec's accordions, without shipping an accordion
 * library with every page.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const group = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const summaries = [...event.currentTarget.querySelectorAll('summary')];
    const at = summaries.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: summaries.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    summaries[(next + summaries.length) % summaries.length]!.focus();
  };
  return (
    <div className="max-w-3xl" onKeyDown={onKeyDown} data-slot="accordion">
      {items.map((item, i) => (
        <details key={i} name={group} className="group border-b border-slate-200">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 [&::-webkit-details-marker]:hidden">
            {item.q}
            <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div className="pb-4 text-slate-700">{item.a}</div>
        </details>
      ))}
    </div>
  );
}

export function LinkCards({ links }: { links: LinkItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-5 hover:border-amber-400 hover:shadow-md">
            {link.icon && <Icon name={link.icon} className="size-6 shrink-0 text-amber-600" />}
            <span>
              <span className="block font-semibold text-slate-950">{link.title}</span>
              {link.text && <span className="mt-1 block text-sm text-slate-700">{link.text}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LinkList({ links, columns = 3, showText = false }: { links: LinkItem[]; columns?: 2 | 3 | 4; showText?: boolean }) {
  return (
    <ul className={cn('grid gap-x-6 gap-y-1.5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="inline-flex min-h-6 items-center text-blue-800 hover:underline">
            {link.title}
          </Link>
          {showText && link.text && <span className="ml-1.5 text-sm text-slate-600">{link.text}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Five stars filled to the true value: 4.6 is four full stars and a star filled to 60%, never five.
 * Screen readers hear "Rated 4.6 out of 5".
 */
export function Stars({ rating, className, size = 'size-4' }: { rating: number; className?: string; size?: string }) {
  return (
    <span className={cn('flex text-amber-500', className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <span key={i} className={cn('relative inline-block', size)}>
            <Star className={cn('absolute inset-0 text-slate-400', size)} />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
                <StarFilled className={size} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

export function Testimonials({ items }: { items: TestimonialView[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {items.map((t, i) => (
        <li key={i} data-sample={t.sample || undefined}>
          <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5">
            <span className="flex items-center gap-2">
              <Stars rating={t.rating} />
              {t.sample && <SampleLabel />}
            </span>
            <blockquote className="mt-3 flex-1 text-slate-800">{t.text}</blockquote>
            <figcaption className="mt-4 text-sm font-semibold text-slate-950">
              {t.name}, {t.suburb}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function CallBand({
  title,
  text,
  bookService,
  bookSuburb,
  bookEmergency,
}: {
  title: string;
  text: string;
  bookService?: string;
  bookSuburb?: string | undefined;
  bookEmergency?: boolean | undefined;
}) {
  const { business } = useLayout();
  return (
    <section className="bg-amber-400">
      <Container className="flex flex-col gap-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-slate-950">{title}</h2>
          <p className="mt-1 max-w-2xl text-slate-900">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            <Phone aria-hidden /> {business.phone}
          </a>
          <BookNowLink service={bookService} suburb={bookSuburb} emergency={bookEmergency} className={buttonVariants({ variant: 'outline', size: 'lg' })} />
        </div>
      </Container>
    </section>
  );
}
