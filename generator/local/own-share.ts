/**
 * How much of each page is its own: the share of its main-text sentences that appear on no other
 * page of the same kind anywhere on the site. Compared with the whole corpus rather than the
 * nearest neighbour, because a page stitched from paragraphs that each live on some other page
 * is a doorway copy even when no single sibling looks like it.
 */
export interface PageSentences {
  id: string;
  /** Pages of one kind are each other's siblings. */
  kind: string;
  /** Normalised sentences (see `sentenceNormaliser`). A sentence repeated within a page counts once. */
  sentences: readonly string[];
}

export interface OwnShare {
  sentences: number;
  own: number;
  /** own / sentences; 0 for a page without sentences. */
  share: number;
  /** The page's own sentences, normalised: what a reviewer would read as its own content. */
  ownSentences: string[];
}

export function ownShares(pages: readonly PageSentences[]): Map<string, OwnShare> {
  // sentence -> the first page that had it, or null once a second page of the kind has it too.
  const byKind = new Map<string, Map<string, string | null>>();
  for (const page of pages) {
    const seen = byKind.get(page.kind) ?? byKind.set(page.kind, new Map()).get(page.kind)!;
    for (const s of new Set(page.sentences)) {
      const first = seen.get(s);
      if (first === undefined) seen.set(s, page.id);
      else if (first !== page.id) seen.set(s, null);
    }
  }
  const out = new Map<string, OwnShare>();
  for (const page of pages) {
    const seen = byKind.get(page.kind)!;
    const unique = [...new Set(page.sentences)];
    const ownSentences = unique.filter((s) => seen.get(s) === page.id);
    out.set(page.id, { sentences: unique.length, own: ownSentences.length, share: unique.length ? ownSentences.length / unique.length : 0, ownSentences });
  }
  return out;
}

/** The value below which a fraction q of the sorted values lie (q = 0.5: the median). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
