import type { RouteEntry, RouteOf } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import type { LocalSettings, Service, Suburb } from '../schema/index.ts';
import { decideIndexing, type IndexDecision } from './indexing.ts';
import { proofItems, type LocalSubject, type ProofItem, type TradeOf } from './local-proof.ts';
import { ownShares, quantile, type OwnShare } from './own-share.ts';
import { sentenceNormaliser, splitSentences, type PlaceNames } from './sentences.ts';
import { baseDistance, neighboursWithin, type BaseDistance } from './distances.ts';
import { tradeOf } from './trade.ts';
import { primaryTrade } from '../../src/content/trades.ts';
import { inMenuOrder } from '../routes/published.ts';

/** The route kinds the indexing rule governs. */
export const LOCAL_KINDS = ['service-in-suburb', 'suburb-hub', 'emergency-suburb'] as const;
export type LocalKind = (typeof LOCAL_KINDS)[number];
export type LocalRoute = RouteOf<LocalKind>;

export function isLocalRoute(route: RouteEntry): route is LocalRoute {
  return (LOCAL_KINDS as readonly string[]).includes(route.kind) && route.canonical === route.path;
}

/** Looks up what the rule needs from the site's data, once. */
export class LocalData {
  readonly tradeOf: TradeOf;
  private readonly suburbs: Map<string, Suburb>;
  /** Urgent electrical services: what an emergency electrician page is about. */
  readonly urgentElectrical: ReadonlySet<string>;
  /** The emergency group's first service in menu order: its era note is the emergency page's. */
  private readonly firstEmergency: Service | undefined;
  private readonly distances = new Map<string, BaseDistance | undefined>();
  private readonly neighbours = new Map<string, string[]>();
  /** Each suburb as its local pages see it, one object for all of them (a hundred pages at 10x share it). */
  private readonly subjectSuburbs = new Map<string, Suburb>();

  constructor(readonly site: Site) {
    const trades = new Map(site.services.map((s) => [s.slug as string, tradeOf(s, site.groups)]));
    this.tradeOf = (slug) => trades.get(slug);
    this.suburbs = new Map(site.suburbs.map((s) => [s.slug as string, s]));
    this.urgentElectrical = new Set(site.services.filter((s) => s.urgent && trades.get(s.slug) === 'electrical').map((s) => s.slug as string));
    const emergencyGroups = new Set<string>(site.groups.filter((g) => g.role === 'emergency').map((g) => g.slug));
    this.firstEmergency = inMenuOrder(site.services.filter((s) => !s.draft && emergencyGroups.has(s.group)))[0];
  }

  /** A suburb's distance from the base: worked out once per suburb, whatever number of pages ask. */
  distanceFromBase(suburb: Suburb): BaseDistance | undefined {
    if (!this.distances.has(suburb.slug)) this.distances.set(suburb.slug, this.site.business ? baseDistance(this.site.business.geo, suburb.geo) : undefined);
    return this.distances.get(suburb.slug);
  }

  /** The suburb's listed neighbours within `nearbyKm` (data/local-pages.yaml): the only ones called nearby or next door. */
  neighboursOf(suburb: Suburb): string[] {
    let near = this.neighbours.get(suburb.slug);
    if (!near) this.neighbours.set(suburb.slug, (near = neighboursWithin(suburb, (slug) => this.suburbs.get(slug)?.geo, this.site.localSettings?.nearbyKm ?? 0)));
    return near;
  }

  suburb(slug: string): Suburb | undefined {
    return this.suburbs.get(slug);
  }

  /** What a local page is about, for matching its proof. */
  subject(route: LocalRoute): LocalSubject | undefined {
    const listed = this.suburbs.get(route.suburb);
    if (!listed) return undefined;
    let suburb = this.subjectSuburbs.get(listed.slug);
    if (!suburb) this.subjectSuburbs.set(listed.slug, (suburb = { ...listed, nearby: this.neighboursOf(listed) as Suburb['nearby'] }));
    if (route.kind === 'service-in-suburb') {
      const service = this.site.services.find((s) => s.slug === route.service);
      if (!service) return undefined;
      const housingNote = suburb.housing ? service.localNotes?.[suburb.housing.era] : undefined;
      return { suburb, trade: tradeOf(service, this.site.groups), service: service.slug, ...(housingNote ? { housingNote } : {}) };
    }
    if (route.kind === 'emergency-suburb') {
      const housingNote = suburb.housing ? this.firstEmergency?.localNotes?.[suburb.housing.era] : undefined;
      return { suburb, trade: 'electrical', services: this.urgentElectrical, ...(housingNote ? { housingNote } : {}) };
    }
    // A suburb's hub is about the business's first trade, whose name it carries (/electrician/x, /plumber/x).
    return { suburb, trade: primaryTrade(this.site.business?.trades), ...(suburb.housing ? { housingNote: suburb.housing.description } : {}) };
  }

  proof(route: LocalRoute): ProofItem[] {
    const subject = this.subject(route);
    return subject ? proofItems(subject, { jobs: this.site.jobs, reviews: this.site.testimonials }, this.tradeOf) : [];
  }
}

export interface LocalPageResult {
  path: string;
  kind: LocalKind;
  sentences: number;
  own: number;
  share: number;
  proof: ProofItem[];
  decision: IndexDecision;
}

/**
 * The indexing rule over every local page: each page's own-sentence share across its whole kind,
 * its proof items, and the decision. `paragraphs` are the page's main text (from its plan or its HTML).
 */
export function judgeLocalPages(pages: readonly { route: LocalRoute; paragraphs: readonly string[] }[], data: LocalData, settings: LocalSettings): LocalPageResult[] {
  const shares = localOwnShares(pages, data);
  return pages.map(({ route }) => localPageResult(route, shares.get(route.path)!, data, settings));
}

/** Each local page's own-sentence share across its whole kind (see ownShares). */
export function localOwnShares(pages: readonly { route: LocalRoute; paragraphs: readonly string[] }[], data: LocalData): Map<string, OwnShare> {
  const sentencesOf = localSentences(data);
  return ownShares(pages.map(({ route, paragraphs }) => ({ id: route.path, kind: route.kind, sentences: sentencesOf(paragraphs) })));
}

/** A local page's normalised sentences, from its paragraphs (what `ownShares` compares). */
export function localSentences(data: LocalData): (paragraphs: readonly string[]) => string[] {
  const sentencesOf = paragraphSentences({ names: data.site.suburbs.map((s) => s.name), postcodes: data.site.suburbs.map((s) => s.postcode) });
  return (paragraphs) => paragraphs.flatMap(sentencesOf);
}

/**
 * A paragraph's normalised sentences. Pages share most of their paragraphs, so each is split
 * once. Under --watch the splits are kept while the place names stay the same, so a rebuild
 * splits only the paragraphs the edit changed (at 1x splitting was 140 ms of every rebuild); a
 * single build lets them go with the plan (at 10x they are tens of MB).
 */
function paragraphSentences(places: PlaceNames): (paragraph: string) => string[] {
  const key = JSON.stringify(places);
  let split = splits.kept;
  if (split?.key !== key || split.sentences.size > SPLIT_LIMIT) {
    split = { key, normalise: sentenceNormaliser(places), sentences: new Map() };
    if (splits.keep) splits.kept = split;
  }
  const { normalise, sentences } = split;
  return (paragraph) => sentences.get(paragraph) ?? sentences.set(paragraph, splitSentences(paragraph).map(normalise)).get(paragraph)!;
}
interface Splits {
  /** The place names the sentences were normalised with (JSON). */
  key: string;
  normalise: (sentence: string) => string;
  sentences: Map<string, string[]>;
}
const splits: { keep: boolean; kept?: Splits } = { keep: false };
/** Paragraphs kept under --watch before starting afresh: each edit leaves the paragraphs it replaced. */
const SPLIT_LIMIT = 1_000_000;

/** For a process that builds again and again (build --watch, the dev server): keep the splits between builds. */
export function keepSentenceSplits(): void {
  splits.keep = true;
}

/** One page's proof and indexing decision, given its own-sentence share. */
export function localPageResult(route: LocalRoute, share: Pick<OwnShare, 'sentences' | 'own' | 'share'>, data: LocalData, settings: LocalSettings): LocalPageResult {
  const proof = data.proof(route);
  return {
    path: route.path,
    kind: route.kind,
    sentences: share.sentences,
    own: share.own,
    share: share.share,
    proof,
    decision: decideIndexing({ share: share.share, sentences: share.own }, proof, settings.indexing),
  };
}

export interface LocalTotals {
  kind: LocalKind;
  pages: number;
  indexable: number;
  notIndexable: number;
  /** Own-sentence share of the indexable pages (all pages when none is). */
  median: number;
  p10: number;
  /** The same over every page of the kind. */
  medianAll: number;
  p10All: number;
}

export function localTotals(results: readonly LocalPageResult[]): LocalTotals[] {
  return LOCAL_KINDS.map((kind) => {
    const all = results.filter((r) => r.kind === kind);
    const indexable = all.filter((r) => r.decision.indexable);
    const shares = indexable.map((r) => r.share);
    return {
      kind,
      pages: all.length,
      indexable: indexable.length,
      notIndexable: all.length - indexable.length,
      median: quantile(shares, 0.5),
      p10: quantile(shares, 0.1),
      medianAll: quantile(
        all.map((r) => r.share),
        0.5,
      ),
      p10All: quantile(
        all.map((r) => r.share),
        0.1,
      ),
    };
  });
}

export function formatLocalTotals(totals: readonly LocalTotals[]): string {
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const lines = [
    `Local pages (own share = sentences on no other page of the kind):`,
    `  ${'kind'.padEnd(18)} ${'pages'.padStart(6)} ${'indexable'.padStart(10)} ${'noindex'.padStart(8)}  own share of indexable: median  p10   (all pages: median  p10)`,
  ];
  for (const t of totals)
    lines.push(
      `  ${t.kind.padEnd(18)} ${String(t.pages).padStart(6)} ${String(t.indexable).padStart(10)} ${String(t.notIndexable).padStart(8)}  ${pct(t.median).padStart(29)} ${pct(t.p10).padStart(4)}   ${pct(t.medianAll).padStart(6)} ${pct(t.p10All).padStart(4)}`,
    );
  return lines.join('\n');
}
