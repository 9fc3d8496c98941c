import { includedForLocalPage } from './included.ts';
import { paths } from '../../src/routing/paths.ts';
import type { LocalView } from '../../src/content/local-view.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import type { Service, Suburb } from '../schema/index.ts';
import { claimedArrival } from './arrival.ts';
import { safetyKindsOf } from './safety.ts';
import type { BaseDistance } from './distances.ts';
import { capitalise, guideSentence } from './local-copy.ts';
import { TRADE_WORDS } from '../../src/content/trades.ts';
import { localContent, localViewParagraphs, type LocalInputs, type LocalPageSpec } from './local-content.ts';
import { isLocalRoute, localPageResult, localSentences, LocalData, type LocalPageResult, type LocalRoute } from './local-pages.ts';
import { ownShares, type OwnShare } from './own-share.ts';
import { PlanMemo, sameRoute, type PlannedPage, type RememberedPage } from './plan-memo.ts';
import type { LocalSettings } from '../schema/index.ts';
import type { LocalSubject } from './local-proof.ts';
import { hash } from 'node:crypto';
import { sharedDigest, sharedTextDigest } from '../incremental/shared-digest.ts';

/**
 * Everything about one local page that is worked out from the data, settled here once: records
 * and templates read it and never work it out again. The plan holds every local page of the site
 * at once (110,000 at ten times the suburbs), so what only reports read (the proof, the reasons,
 * the measured text) is worked out again when asked for, not kept: keeping it cost 124 MB of heap at 10x.
 */
export class LocalPlanEntry {
  constructor(
    readonly route: LocalRoute,
    /** Its suburb (with only the neighbours within `nearbyKm`), its trade, its service or services, its era note. */
    readonly subject: LocalSubject,
    /** The suburb's distance from the base (one figure, rounded once). */
    readonly distance: BaseDistance | undefined,
    /** The arrival time the page promises ("within the hour (30-60 minutes)"): urgent work within a band that has one; otherwise undefined. */
    readonly arrivalClaim: string | undefined,
    /**
     * Whether search engines are asked to index it: held here only. The manifest copies it into
     * `route.indexable` (withLocalIndexing), which the sitemap, robots meta and structured data read.
     */
    readonly indexable: boolean,
    /** What the page shows of its own: jobs, reviews, facts, arrival line, call to action. */
    readonly view: LocalView,
    /** What the page shows besides its view, in reading order (see serviceRest, suburbRest). */
    private readonly rest: readonly string[],
    private readonly share: Pick<OwnShare, 'sentences' | 'own' | 'share'>,
    private readonly judge: { data: LocalData; settings: LocalSettings },
    /**
     * Under a watch, the plan's memory of this page (see PlanMemo): it holds the previous plan's
     * digest of the same entry, if there was one, and gets this one's.
     */
    private readonly remembered?: { digest?: string },
  ) {}

  private known: string | undefined;

  /** A hash of `fingerprint()`, worked out once. */
  digest(): string {
    if (this.known === undefined) {
      this.known = this.remembered?.digest ?? hash('sha256', this.fingerprint(), 'hex');
      if (this.remembered) this.remembered.digest = this.known;
    }
    return this.known;
  }

  /** How the decision was reached: own-sentence share and proof (for `report local`). */
  result(): LocalPageResult {
    return localPageResult(this.route, this.share, this.judge.data, this.judge.settings);
  }

  /** The page's main text as planned and measured, in reading order: the build test finds each in its HTML. */
  paragraphs(): string[] {
    return localViewParagraphs(this.view, this.rest);
  }

  /** What a record reads of the entry: the proof and text it was judged by reach a record only as `indexable`. */
  toJSON(): LocalPage {
    const { route, subject, distance, arrivalClaim, indexable, view } = this;
    return { route, subject, distance, arrivalClaim, indexable, view };
  }

  /**
   * What the incremental build fingerprints the entry by (tracked-reads.ts): everything `toJSON`
   * gives, with the parts pages share (the suburb, the facts, the review lines, the era note) named by digest.
   */
  fingerprint(): string {
    const { route, subject, distance, arrivalClaim, indexable, view } = this;
    return JSON.stringify({
      route,
      subject: { ...subject, suburb: sharedDigest(subject.suburb), ...(subject.housingNote ? { housingNote: sharedTextDigest(subject.housingNote) } : {}) },
      distance,
      arrivalClaim,
      indexable,
      view: { ...view, facts: sharedDigest(view.facts), nearbyReviews: view.nearbyReviews.map(sharedDigest) },
    });
  }
}

/** What records read of a local page's plan entry. */
export type LocalPage = Pick<LocalPlanEntry, 'route' | 'subject' | 'distance' | 'arrivalClaim' | 'indexable' | 'view'>;

/**
 * Every local page's own content and its indexing decision, decided before any page is rendered:
 * whether a page is indexable depends on every other page of its kind (a sentence is its own only
 * if no sibling has it), so the whole set is planned at once from the data. The records then
 * carry the plan's view and decision; the templates render exactly the view's text.
 * `memo`: the last plan, whose pages are taken over where their inputs are unchanged (PlanMemo).
 */
export function planLocalPages(site: Site, routes: readonly RouteEntry[], memo: PlanMemo | null = kept.memo ?? null): Map<string, LocalPlanEntry> {
  const settings = site.localSettings;
  const business = site.business;
  if (!settings || !business) return new Map();
  const data = new LocalData(site);
  const services = new Map(site.services.map((s) => [s.slug as string, s]));
  const pages = new Set(routes.filter((r) => r.kind === 'service-in-suburb').map((r) => r.path));
  const hasPage = (service: string, suburb: string) => pages.has(paths.serviceInSuburb(service, suburb));
  const base = data.suburb(business.baseSuburb);
  const inputs: LocalInputs = {
    jobs: site.jobs,
    reviews: site.testimonials,
    settings,
    tradeOf: data.tradeOf,
    suburbName: (slug) => data.suburb(slug)?.name,
    suburbGeo: (slug) => data.suburb(slug)?.geo,
    serviceNoun: (slug) => services.get(slug)?.phrases.noun,
    hasPage,
    brand: business.name,
    baseName: base?.name ?? business.address.addressLocality,
    arrival: site.claims?.arrival ?? [],
  };

  const last = memo?.begin(site, routes);
  const suburbJson = new Map<string, string>();
  const planned: PlannedPage[] = [];
  const remembered: (RememberedPage | undefined)[] = [];
  for (const route of routes) {
    if (!isLocalRoute(route)) continue;
    const suburb = data.suburb(route.suburb);
    if (!suburb) continue;
    if (last) {
      const own = suburbJson.get(suburb.slug) ?? JSON.stringify(suburb);
      suburbJson.set(suburb.slug, own);
      const was = last.pages.get(route.path);
      if (was && was.suburb === own && sameRoute(was.planned.route, route)) {
        planned.push({ ...was.planned, route });
        remembered.push(was);
        continue;
      }
    }
    const page = planPage(route, suburb, data, services, inputs);
    if (!page) continue;
    planned.push(page);
    remembered.push(undefined);
  }
  const sentencesOf = localSentences(data);
  const shares = ownShares(planned.map((p) => ({ id: p.route.path, kind: p.route.kind, sentences: (p.sentences ??= sentencesOf(localViewParagraphs(p.view, p.rest))) })));
  const judge = { data, settings };
  const plan = new Map<string, LocalPlanEntry>();
  const next = new Map<string, RememberedPage>();
  for (const [i, p] of planned.entries()) {
    const { sentences, own, share } = shares.get(p.route.path)!;
    const was = remembered[i];
    // The same share of the same page: the same proof, so the same decision and the same entry.
    const same = was && was.judged.sentences === sentences && was.judged.own === own && was.judged.share === share;
    const indexable = same ? was.judged.indexable : localPageResult(p.route, { sentences, own, share }, data, settings).decision.indexable;
    const arrivalClaim = claimedArrival({ urgent: p.spec.urgent, distance: p.spec.distance, arrival: inputs.arrival });
    // What the next plan remembers of the page; the entry fills in its digest when a build asks.
    const record: RememberedPage | undefined = last
      ? { suburb: suburbJson.get(p.route.suburb)!, planned: p, judged: { sentences, own, share, indexable }, ...(same && was.digest ? { digest: was.digest } : {}) }
      : undefined;
    plan.set(p.route.path, new LocalPlanEntry(p.route, p.subject, p.spec.distance, arrivalClaim, indexable, p.view, p.rest, { sentences, own, share }, judge, record));
    if (record) next.set(p.route.path, record);
  }
  if (last) memo!.remember(last.shared, next);
  return plan;
}

/** One local page's subject, spec, view and the rest of its text. */
function planPage(route: LocalRoute, suburb: Suburb, data: LocalData, services: ReadonlyMap<string, Service>, inputs: LocalInputs): PlannedPage | undefined {
  const subject = data.subject(route);
  if (!subject) return undefined;
  const distance = data.distanceFromBase(suburb);
  const place = { slug: suburb.slug, name: suburb.name, postcode: suburb.postcode };
  let spec: LocalPageSpec;
  let rest: string[];
  if (route.kind === 'service-in-suburb') {
    const service = services.get(route.service)!;
    const trade = inputs.tradeOf(route.service);
    spec = {
      subject,
      suburb: place,
      distance,
      // The record shows the electrical safety block (with the networks) on these pages.
      networksShown: data.site.distributors !== undefined && trade !== undefined && safetyKindsOf(service, trade, data.site.groups).includes('electrical'),
      urgent: service.urgent,
      noun: service.phrases.noun,
      cta: service.phrases.cta.replace('{suburb}', suburb.name),
      jobsLabel: 'Our work',
    };
    rest = serviceRest(service, subject, suburb);
  } else if (route.kind === 'emergency-suburb') {
    spec = {
      subject,
      suburb: place,
      distance,
      networksShown: data.site.distributors !== undefined,
      urgent: true,
      noun: 'emergency electrical work',
      cta: `Electrical emergency in ${suburb.name}?`,
      jobsLabel: 'Recent call-outs',
    };
    rest = [...(subject.housingNote ? [subject.housingNote] : []), ...suburbRest(suburb)];
  } else {
    // A suburb's hub, in the words of its trade (the business's first). Its arrival line speaks of urgent work only ("For urgent work we are usually there...").
    const words = TRADE_WORDS[subject.trade];
    spec = {
      subject,
      suburb: place,
      distance,
      urgent: true,
      noun: `${words.work} work`,
      cta: `Need ${words.aPerson} in ${suburb.name}?`,
      jobsLabel: `${capitalise(words.work)} jobs`,
    };
    rest = suburbRest(suburb);
  }
  return { route, subject, spec, view: localContent(spec, inputs), rest };
}

/** Under `build --watch` and the dev server, the last plan (see PlanMemo); a single build keeps none. */
const kept: { memo?: PlanMemo } = {};

/** For a process that builds again and again: plan only what changed since the last build. */
export function keepLocalPlans(): void {
  kept.memo ??= new PlanMemo();
}

/**
 * What a service-in-suburb page shows besides its local view, in reading order: the service's
 * summary, its era note, the suburb's notes (electrical pages only: they are written about
 * wiring), what is included, and the guide sentence the template links.
 */
function serviceRest(service: Service, subject: LocalSubject, suburb: Suburb): string[] {
  const electrical = subject.trade === 'electrical';
  const housing = subject.housingNote ?? (electrical ? suburb.housing?.description : undefined);
  return [
    service.summary,
    ...(housing ? [housing] : []),
    ...(electrical && suburb.notes ? [suburb.notes] : []),
    ...includedForLocalPage(service.sections.included),
    guideSentence(service.phrases.noun).text,
  ];
}

/** What a suburb hub or emergency page shows besides its local view: the suburb's homes and notes. */
function suburbRest(suburb: Suburb): string[] {
  return [...(suburb.housing ? [suburb.housing.description] : []), ...(suburb.notes ? [suburb.notes] : [])];
}

/** Plans are made once per loaded site: prepareSite applies them to the manifest, records read them. */
const plans = new WeakMap<Site, Map<string, LocalPlanEntry>>();

export function localPlanFor(site: Site, routes: readonly RouteEntry[]): Map<string, LocalPlanEntry> {
  let plan = plans.get(site);
  if (!plan) plans.set(site, (plan = planLocalPages(site, routes)));
  return plan;
}

/**
 * Holds a plan fixed for another site object: for a test that varies what the plan does not
 * read, to check that a record's other reads are all tracked (the plan is one read of its own).
 */
export function adoptLocalPlan(site: Site, plan: Map<string, LocalPlanEntry>): void {
  plans.set(site, plan);
}

/**
 * The manifest with the plan's decisions: a local page that does not earn indexing stays a page
 * (it answers, and links to it work) but is no longer indexable, so it leaves the sitemap and its
 * head says noindex. A page whose canonical is such a page (/suburb/x for /electrician/x) becomes
 * its own canonical and noindex too: a canonical pointing at a noindex page is a contradiction.
 */
export function withLocalIndexing(manifest: RouteManifest, plan: ReadonlyMap<string, LocalPlanEntry>): RouteManifest {
  const out = new Set<string>();
  for (const [path, entry] of plan) if (!entry.indexable) out.add(path);
  if (out.size === 0) return manifest;
  const routes = manifest.routes.map((route): RouteEntry => {
    if (out.has(route.path)) return { ...route, indexable: false };
    if (route.canonical !== route.path && out.has(route.canonical)) return { ...route, canonical: route.path, indexable: false };
    return route;
  });
  return { ...manifest, routes };
}
