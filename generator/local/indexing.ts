import type { LocalSettings } from '../schema/index.ts';
import type { ProofItem } from './local-proof.ts';

export interface IndexDecision {
  indexable: boolean;
  /** Why not, in words; empty when indexable. */
  reasons: string[];
}

/**
 * The indexing rule for a local page: enough sentences of its own, enough proof, and at least
 * some of that proof first-hand (a job or a review), because facts every page of the trade in
 * that suburb shares cannot by themselves make a page worth a search result.
 */
export function decideIndexing(own: { share: number; sentences: number }, proof: readonly ProofItem[], rule: LocalSettings['indexing']): IndexDecision {
  const ownShare = own.share;
  const reasons: string[] = [];
  const firstHand = proof.filter((p) => p.kind === 'job' || p.kind === 'review').length;
  if (ownShare < rule.minOwnShare) reasons.push(`${Math.round(ownShare * 100)}% of its sentences are its own (needs ${Math.round(rule.minOwnShare * 100)}%)`);
  if (own.sentences < rule.minOwnSentences) reasons.push(`${own.sentences} sentence${own.sentences === 1 ? '' : 's'} of its own (needs ${rule.minOwnSentences})`);
  if (proof.length < rule.minProof) reasons.push(`${proof.length} proof item${proof.length === 1 ? '' : 's'} (needs ${rule.minProof})`);
  if (firstHand < rule.minFirstHand) reasons.push(`${firstHand} job${firstHand === 1 ? '' : 's'} or reviews here or next door (needs ${rule.minFirstHand})`);
  return { indexable: reasons.length === 0, reasons };
}
