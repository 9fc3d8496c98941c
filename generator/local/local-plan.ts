import { distanceKm } from '../../src/lib/geo.ts';
import { paths } from '../../src/routing/paths.ts';
import type { LocalView } from '../../src/content/local-view.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import type { Service, Suburb } from '../schema/index.ts';
import { localContent, localViewParagraphs, type LocalInputs, type LocalPageSpec } from './local-content.ts';
import { isLocalRoute, judgeLocalPages, LocalData, type LocalPageResult, type LocalRoute } from './local-pages.ts';

export interface LocalPlanEntry {
  view: LocalView;
  result: LocalPageResult;
}

/**
 * Every local page's own content and its indexing decision, decided before any page is rendered:
 * whether a page is indexable depends on every other page of its kind (a sentence is its own only
 * if no sibling has it), so the whole set is planned at once from the data. The records then
 * carry the plan's view and decision; the templates render exactly the view's text.
 */
export function planLocalPages(site: Site, routes: readonly RouteEntry[]): Map<string, LocalPlanEntry> {
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
    arrival: { typical: business.arrival.typical, withinKm: business.arrival.withinKm },
  };

  const planned: { route: LocalRoute; build: (indexable: boolean) => LocalView; rest: string[] }[] = [];
  for (const route of routes) {
    if (!isLocalRoute(route)) continue;
    const suburb = data.suburb(route.suburb);
    const subject = data.subject(route);
    if (!suburb || !subject) continue;
    const km = suburb.geo ? distanceKm(business.geo, suburb.geo) : undefined;
    const place = { slug: suburb.slug, name: suburb.name, postcode: suburb.postcode };
    let spec: LocalPageSpec;
    let rest: string[];
    if (route.kind === 'service-in-suburb') {
      const service = services.get(route.service)!;
      spec = { subject, suburb: place, km, urgent: service.urgent, noun: service.phrases.noun, cta: service.phrases.cta.replace('{suburb}', suburb.name), jobsLabel: 'Our work' };
      rest = serviceRest(service, subject.trade === 'electrical' ? suburb : { ...suburb, housing: undefined, notes: undefined }, subject.housingNote);
    } else if (route.kind === 'emergency-suburb') {
      spec = { subject, suburb: place, km, urgent: true, noun: 'emergency electrical work', cta: `Electrical emergency in ${suburb.name}?`, jobsLabel: 'Recent call-outs' };
      rest = suburbRest(suburb);
    } else {
      // Its arrival line speaks of urgent work only ("For urgent work we are usually there...").
      spec = { subject, suburb: place, km, urgent: true, noun: 'electrical work', cta: `Need an electrician in ${suburb.name}?`, jobsLabel: 'Electrical jobs' };
      rest = suburbRest(suburb);
    }
    planned.push({ route, build: (indexable) => localContent(spec, inputs, indexable), rest });
  }
  // The text is the same whatever the decision: measure the views, then record the decision on them.
  const views = planned.map((p) => p.build(false));
  const results = judgeLocalPages(planned.map((p, i) => ({ route: p.route, paragraphs: localViewParagraphs(views[i]!, p.rest) })), data, settings);
  return new Map(planned.map((p, i) => [p.route.path, { view: { ...views[i]!, indexable: results[i]!.decision.indexable }, result: results[i]! }]));
}

/** What a service-in-suburb page shows besides its local view (the template's other text). */
function serviceRest(service: Service, suburb: Suburb, eraNote: string | undefined): string[] {
  return [service.summary, ...(eraNote ? [eraNote] : suburb.housing ? [suburb.housing.description] : []), ...(suburb.notes ? [suburb.notes] : []), ...service.sections.included.slice(0, 5), `How the job runs, step by step, and answers to common questions: the full guide to ${service.phrases.noun}.`];
}

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
  for (const [path, entry] of plan) if (!entry.result.decision.indexable) out.add(path);
  if (out.size === 0) return manifest;
  const routes = manifest.routes.map((route): RouteEntry => {
    if (out.has(route.path)) return { ...route, indexable: false };
    if (route.canonical !== route.path && out.has(route.canonical)) return { ...route, canonical: route.path, indexable: false };
    return route;
  });
  return { ...manifest, routes };
}
