import type { RouteEntry } from '../../src/routing/routes.ts';
import { similarity } from './similarity.ts';

/**
 * Pages above this similarity to their nearest sibling are near-copies: the build fails. The
 * README explains the figure.
 */
export const DUPLICATE_THRESHOLD = 0.85;

/** Pages that compete with each other: same kind, and for service-in-suburb the same service. */
export function siblingGroup(route: RouteEntry): string | undefined {
  if (!route.indexable) return undefined; // canonical to another page: not competing
  if (route.kind === 'service-in-suburb') return `service-in-suburb:${route.service}`;
  if (route.kind === 'not-found') return undefined;
  return route.kind;
}

export interface DuplicateReport {
  threshold: number;
  pages: number;
  byKind: { kind: string; pages: number; median: number; p90: number; max: number; histogram: number[] }[];
  worst: { a: string; b: string; similarity: number }[];
  overThreshold: number;
}

/** Nearest-sibling similarity for every page, summarised per kind, with the worst pairs. */
export function duplicateReport(pages: { route: RouteEntry; signature: Uint32Array }[], threshold = DUPLICATE_THRESHOLD): DuplicateReport {
  const groups = new Map<string, typeof pages>();
  for (const page of pages) {
    const group = siblingGroup(page.route);
    if (group) (groups.get(group) ?? groups.set(group, []).get(group)!).push(page);
  }
  const nearest = new Map<string, { other: string; similarity: number; kind: string }>();
  for (const members of groups.values()) {
    // Every pair once, best match per member kept by index: this runs in every build.
    const best = new Float64Array(members.length).fill(-1);
    const bestOther = new Int32Array(members.length);
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const s = similarity(members[i]!.signature, members[j]!.signature);
        if (s > best[i]!) ((best[i] = s), (bestOther[i] = j));
        if (s > best[j]!) ((best[j] = s), (bestOther[j] = i));
      }
    }
    members.forEach((me, i) => {
      if (best[i]! >= 0) nearest.set(me.route.path, { other: members[bestOther[i]!]!.route.path, similarity: best[i]!, kind: me.route.kind });
    });
  }
  const kinds = new Map<string, number[]>();
  for (const n of nearest.values()) (kinds.get(n.kind) ?? kinds.set(n.kind, []).get(n.kind)!).push(n.similarity);
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const byKind = [...kinds].map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const histogram = Array.from({ length: 10 }, (_, d) => sorted.filter((v) => Math.min(9, Math.floor(v * 10)) === d).length);
    return { kind, pages: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), max: sorted[sorted.length - 1] ?? 0, histogram };
  });
  const pairs = new Map<string, { a: string; b: string; similarity: number }>();
  for (const [path, n] of nearest) {
    const [a, b] = [path, n.other].sort() as [string, string];
    pairs.set(`${a} ${b}`, { a, b, similarity: n.similarity });
  }
  const worst = [...pairs.values()].sort((x, y) => y.similarity - x.similarity || (x.a < y.a ? -1 : 1)).slice(0, 10);
  return { threshold, pages: nearest.size, byKind, worst, overThreshold: [...nearest.values()].filter((n) => n.similarity > threshold).length };
}

export function formatDuplicateReport(report: DuplicateReport): string {
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const lines = [`Nearest-sibling similarity of main text (5-word shingles), ${report.pages} pages; threshold ${pct(report.threshold)}:`];
  lines.push(`  ${'kind'.padEnd(34)} ${'pages'.padStart(6)} ${'median'.padStart(7)} ${'p90'.padStart(5)} ${'max'.padStart(5)}  distribution 0-10%..90-100%`);
  for (const k of report.byKind) {
    lines.push(`  ${k.kind.padEnd(34)} ${String(k.pages).padStart(6)} ${pct(k.median).padStart(7)} ${pct(k.p90).padStart(5)} ${pct(k.max).padStart(5)}  ${k.histogram.join(' ')}`);
  }
  lines.push('Most similar pairs:');
  for (const w of report.worst) lines.push(`  ${pct(w.similarity).padStart(4)}  ${w.a}  ~  ${w.b}`);
  lines.push(report.overThreshold ? `${report.overThreshold} pages are over the threshold.` : 'No page is over the threshold.');
  return lines.join('\n');
}
