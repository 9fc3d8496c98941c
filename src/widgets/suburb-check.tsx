import { ChevronRight, Phone } from '../components/icon.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../components/site-link.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { findPlace, listOf, type FinderAnswer } from '../lib/suburb-finder.ts';
import { loadFinder } from '../lib/load-finder.ts';
import { paths } from '../routing/paths.ts';
import { capitalise, primaryTrade, TRADE_WORDS } from '../content/trades.ts';
import type { Trade } from '../../generator/local/trade.ts';

const QUERY_PARAM = 'suburb';

/**
 * "Do you come to me?": a suburb name or postcode, answered in words with the suburb's page, the
 * arrival claim that applies there, or "outside our usual area: call us". Without JavaScript
 * it is a plain GET form to the areas page's list of suburbs and postcodes; with it, the answer
 * appears in place (a polite live region), from a small JSON file fetched on first use. The
 * areas page also answers a `?suburb=` it was sent.
 */
export function SuburbCheck({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { suburbFinder, business } = useLayout();
  const id = useId();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<FinderAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const root = useRef<HTMLDivElement>(null);
  /** Sent here by the form of a page whose script had not run: show the answer where the visitor lands. */
  const [arrived, setArrived] = useState(false);

  const check = async (text: string) => {
    setBusy(true);
    try {
      setAnswer(findPlace(await loadFinder(suburbFinder), text));
    } catch {
      // The data did not arrive: the areas page lists every suburb and postcode.
      form.current?.submit();
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    const sent = new URLSearchParams(window.location.search).get(QUERY_PARAM);
    if (sent && window.location.pathname === paths.known('areas')) {
      setQuery(sent);
      void check(sent).then(() => setArrived(true));
    }
    // Once, for the address the page was opened with.
  }, []);
  useEffect(() => {
    if (arrived) root.current?.scrollIntoView({ block: 'start' });
  }, [arrived]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(query);
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div ref={root} className="max-w-3xl scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-suburb-check>
      <form ref={form} role="search" method="get" action={paths.suburbList()} onSubmit={submit} aria-label="Do you come to me?">
        <label htmlFor={`${id}-q`} className="block font-semibold text-slate-950">
          Your suburb or postcode
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            id={`${id}-q`}
            name={QUERY_PARAM}
            type="search"
            required
            autoComplete="address-level2"
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-slate-950 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-400"
          />
          <Button type="submit" disabled={busy}>
            Check
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite" className="mt-4 empty:hidden" data-testid="suburb-answer">
        {answer && answer.kind !== 'empty' && (
          <Answer answer={answer} Heading={Heading} phone={business.phone} phoneHref={business.phoneHref} trade={primaryTrade(business.trades)} />
        )}
      </div>
    </div>
  );
}

/** `trade`: the business's first trade, whose name its suburb hubs carry (/electrician/x, /plumber/x). */
function Answer({
  answer,
  Heading,
  phone,
  phoneHref,
  trade,
}: {
  answer: Exclude<FinderAnswer, { kind: 'empty' }>;
  Heading: 'h2' | 'h3';
  phone: string;
  phoneHref: string;
  trade: Trade;
}) {
  const call = (
    <a href={phoneHref} className={buttonVariants({ variant: 'secondary' })}>
      <Phone aria-hidden /> Call {phone}
    </a>
  );
  if (answer.kind === 'unknown') {
    return (
      <div data-answer="unknown">
        <Heading className="font-bold text-slate-950">We could not find &ldquo;{answer.query}&rdquo;.</Heading>
        <p className="mt-1 text-slate-800">Check the spelling or try your postcode, or call and tell us where you are.</p>
        <div className="mt-3 flex flex-wrap gap-3">{call}</div>
      </div>
    );
  }
  if (answer.kind === 'outside') {
    const places = answer.outside.length > 0 ? listOf(answer.outside.map((p) => `${p.name} ${p.postcode}`)) : `Postcode ${answer.postcode ?? answer.query}`;
    return (
      <div data-answer="outside">
        <Heading className="font-bold text-slate-950">{places}: outside our usual area.</Heading>
        <p className="mt-1 text-slate-800">It is outside the suburbs we cover. Call us and ask: we will tell you honestly whether we can come, and when.</p>
        <div className="mt-3 flex flex-wrap gap-3">{call}</div>
      </div>
    );
  }
  const { served, covered, outside } = answer;
  const ours = [...served, ...covered];
  return (
    <div data-answer="served">
      <Heading className="font-bold text-slate-950">
        {answer.byPostcode && ours.length + outside.length > 1
          ? `${answer.query} covers ${listOf([...ours, ...outside].map((p) => p.name))}. We come to ${listOf(ours.map((p) => p.name))}.`
          : `Yes, we come to ${listOf(ours.map((p) => `${p.name} ${p.postcode}`))}.`}
      </Heading>
      <ul className="mt-2 space-y-3">
        {served.map((place) => (
          <li key={place.slug}>
            <p className="text-slate-800">
              {place.name}: arrival is {place.arrival}.
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              <Link to={paths.suburbHub(trade, place.slug)} className="inline-flex min-h-6 items-center gap-1 font-semibold text-blue-800 hover:underline">
                {capitalise(TRADE_WORDS[trade].people)} in {place.name} <ChevronRight aria-hidden className="size-4" />
              </Link>
              {place.emergency && (
                <Link to={paths.emergencySuburb(place.slug)} className="inline-flex min-h-6 items-center gap-1 font-semibold text-blue-800 hover:underline">
                  Emergency electrician in {place.name} <ChevronRight aria-hidden className="size-4" />
                </Link>
              )}
            </p>
          </li>
        ))}
        {covered.map((place) => (
          <li key={`${place.name} ${place.postcode}`}>
            <p className="text-slate-800">
              {place.name} {place.postcode} is in our {place.region.name} area: arrival is {place.arrival}.
            </p>
            <p className="mt-1">
              <Link to={paths.region(place.region.slug)} className="inline-flex min-h-6 items-center gap-1 font-semibold text-blue-800 hover:underline">
                Suburbs we cover in {place.region.name} <ChevronRight aria-hidden className="size-4" />
              </Link>
            </p>
          </li>
        ))}
      </ul>
      {outside.length > 0 && (
        <p className="mt-2 text-slate-800">
          {listOf(outside.map((p) => p.name))} {outside.length === 1 ? 'is' : 'are'} not on our list of suburbs: call us and ask.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">{call}</div>
    </div>
  );
}

export default SuburbCheck;
