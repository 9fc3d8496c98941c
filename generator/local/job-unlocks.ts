import type { Job, LocalSettings, Service } from '../schema/index.ts';
import { decideIndexing } from './indexing.ts';
import type { LocalPlanEntry } from './local-plan.ts';
import { jobsFor, type ProofItem, type TradeOf } from './local-proof.ts';
import { splitSentences } from './sentences.ts';

/** A job the owner could log, and the local pages it would take over the indexing line. */
export interface JobUnlock {
  suburb: { slug: string; name: string };
  service: { slug: string; title: string };
  /** Page paths, in path order. */
  pages: string[];
}

/** How many sentences a job's card tells (headline, found, done, took, outcome): what a page gains with it. */
export function jobSentences(job: Pick<Job, 'title' | 'found' | 'done' | 'took' | 'outcome'>): number {
  return [job.title, job.found, job.done, job.took, job.outcome].flatMap((text) => splitSentences(text)).length;
}

/** The middle of the logged jobs' sentence counts: the length a new job is assumed to have. */
export function typicalJobSentences(jobs: readonly Job[]): number {
  const counts = jobs.map(jobSentences).sort((a, b) => a - b);
  return counts.length ? counts[Math.floor((counts.length - 1) / 2)]! : 0;
}

/**
 * Whether a job of `service` in the page's own suburb would make it indexable. The page tells
 * such a job in full (local-content.ts: only the page of its service, and the suburb's trade
 * pages, tell a job done there), so its `sentences` are the page's own, and it is one more
 * first-hand proof item; the rest of the decision is the rule's own (indexing.ts).
 */
export function jobWouldUnlock(entry: LocalPlanEntry, job: Job, sentences: number, rule: LocalSettings['indexing'], tradeOf: TradeOf): boolean {
  const { subject } = entry;
  if (entry.indexable || subject.suburb.slug !== job.suburb) return false;
  const told = jobsFor(subject, [job], tradeOf).find((j) => j.match.here && (j.match.sameService || !subject.service));
  if (!told) return false;
  const result = entry.result();
  const own = result.own + sentences;
  const share = own / (result.sentences + sentences);
  const proof: ProofItem[] = [...result.proof, { kind: 'job', job, match: told.match }];
  return decideIndexing({ share, sentences: own }, proof, rule).indexable;
}

/**
 * For each suburb, the service whose job there would unlock the most local pages, assuming the
 * job is written up at the length of the typical logged job. Most pages first.
 */
export function jobUnlocks(
  plan: ReadonlyMap<string, LocalPlanEntry>,
  services: readonly Service[],
  jobs: readonly Job[],
  rule: LocalSettings['indexing'],
  tradeOf: TradeOf,
): JobUnlock[] {
  const sentences = typicalJobSentences(jobs);
  const bySuburb = new Map<string, [string, LocalPlanEntry][]>();
  for (const [path, entry] of plan) {
    if (entry.indexable) continue;
    const list = bySuburb.get(entry.subject.suburb.slug) ?? [];
    list.push([path, entry]);
    bySuburb.set(entry.subject.suburb.slug, list);
  }
  const unlocks: JobUnlock[] = [];
  for (const [slug, entries] of bySuburb) {
    let best: JobUnlock | undefined;
    for (const service of services.filter((s) => !s.draft)) {
      const job = whatIf(service.slug, slug);
      const pages = entries
        .filter(([, entry]) => jobWouldUnlock(entry, job, sentences, rule, tradeOf))
        .map(([path]) => path)
        .sort();
      if (pages.length > (best?.pages.length ?? 0))
        best = { suburb: { slug, name: entries[0]![1].subject.suburb.name }, service: { slug: service.slug, title: service.title }, pages };
    }
    if (best) unlocks.push(best);
  }
  return unlocks.sort((a, b) => b.pages.length - a.pages.length || a.suburb.name.localeCompare(b.suburb.name));
}

/** The job being weighed: only its service and suburb matter to the matching. */
function whatIf(service: string, suburb: string): Job {
  return { slug: `what-if-${suburb}`, sample: false, service, suburb, month: '2000-01', title: '', found: '', done: '', took: '', outcome: '' } as unknown as Job;
}

/** "A job in Kyneton for Blocked Drains would unlock 2 pages: ..." per suburb, at most `limit` suburbs. */
export function formatJobUnlocks(unlocks: readonly JobUnlock[], typical: number, limit: number): string {
  if (!unlocks.length) return 'No local page would earn indexing from one more job.';
  const shown = unlocks.slice(0, limit);
  const lines = [`What one more job would unlock (a job told in full on its suburb's pages, ${typical} sentences like the typical logged job):`];
  for (const u of shown) {
    const count = u.pages.length === 1 ? '1 page' : `${u.pages.length} pages`;
    lines.push(`  A job in ${u.suburb.name} for ${u.service.title} would unlock ${count}: ${u.pages.join(', ')}`);
  }
  if (unlocks.length > shown.length) lines.push(`  And ${unlocks.length - shown.length} more suburbs (--unlocks lists every one).`);
  return lines.join('\n');
}
