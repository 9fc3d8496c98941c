import { hash } from 'node:crypto';
import type { RouteEntry } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import { dataButSuburbsDigest } from './shared-digest.ts';
import type { SiteIndex } from '../content/site-index.ts';
import { LOCAL_PAGE, OWN_PLAN } from '../content/tracked-reads.ts';

/**
 * What a page's record is made from, as a fingerprint the next build can check without making
 * the record again:
 * - what every record may read: all the data except the suburbs, the part of the layout pages
 *   are drawn from, and the code that makes records;
 * - the route itself;
 * - the suburbs the record read, each by a hash of its entry or of the one field it read (a
 *   missing suburb counts too: adding it changes the fingerprint).
 * Suburbs are singled out because they are what grows: editing one must not cost a pass over
 * every page's record, and at ten times the suburbs that pass is most of a rebuild.
 */
/** A read set's digest, bar the page's own plan entry, which each page adds (see `pageDigest`). */
export interface SetDigest {
  digest: string;
  ownPlan: boolean;
}

/**
 * What a page read, as the build state keeps it: its own local plan entry ("local:" and its own
 * path) as OWN_PLAN. Every local page reads its own entry, and named by path that made each read
 * set unique: 11,000 sets at 1x, 113,000 at 10x, each hashed and stored. Named as its own, the
 * pages of a suburb share a few sets, and each page adds only its entry's hash.
 */
export function asStoredReads(reads: readonly string[], path: string): string[] {
  const own = LOCAL_PAGE + path;
  return reads.includes(own) ? reads.map((read) => (read === own ? OWN_PLAN : read)).sort() : [...reads];
}

export class RecordInputs {
  /** Read key -> a hash of what it stands for, as pages' read sets ask for them. */
  private readonly hashes = new Map<string, string>();
  /** A read set (joined) -> the digest of what its keys stand for: pages share a few thousand sets. */
  private readonly digests = new Map<string, SetDigest>();
  private readonly shared: string;

  constructor(
    site: Site,
    private readonly index: SiteIndex,
    bodyLayoutJson: string,
    code: string,
  ) {
    // Every collection but the suburbs, which are tracked read by read (below).
    this.shared = sha256([code, bodyLayoutJson, dataButSuburbsDigest(site)].join('\0'));
  }

  /**
   * `reads`: what the record read when it was made (sorted, as `SiteIndex.tracking` gives them,
   * with its own plan entry as OWN_PLAN: see `asStoredReads`).
   */
  fingerprint(route: RouteEntry, reads: readonly string[]): string {
    return this.fingerprintWith(route, this.pageDigest(this.setDigest(reads), route.path));
  }

  /** Pages share read sets: a set's digest can be had once and given to `pageDigest`. */
  setDigest(reads: readonly string[]): SetDigest {
    const key = reads.join('\n');
    let digest = this.digests.get(key);
    if (digest === undefined) {
      digest = { digest: sha256(reads.map((read) => (read === OWN_PLAN ? read : `${read} ${this.hashOf(read)}`)).join('\n')), ownPlan: reads.includes(OWN_PLAN) };
      this.digests.set(key, digest);
    }
    return digest;
  }

  /** What the page at `path` read: its set, and its own plan entry if the set holds it. */
  pageDigest(set: SetDigest, path: string): string {
    return set.ownPlan ? sha256(`${set.digest} ${this.hashOf(LOCAL_PAGE + path)}`) : set.digest;
  }

  fingerprintWith(route: RouteEntry, digest: string): string {
    return hash('sha256', this.shared + JSON.stringify(route) + digest).slice(0, 20);
  }

  private hashOf(read: string): string {
    let value = this.hashes.get(read);
    if (value === undefined) {
      value = this.index.readDigest(read);
      this.hashes.set(read, value);
    }
    return value;
  }
}

/**
 * The sets of reads pages made, kept in the build state as strings (read keys joined by spaces)
 * with each page pointing at its set by index: pages share a few thousand sets.
 */
export class ReadSets {
  private readonly indices = new Map<string, number>();

  constructor(private readonly sets: string[]) {}

  static parse(set: string): string[] {
    return set ? set.split(' ') : [];
  }

  index(reads: readonly string[]): number {
    const key = reads.join(' ');
    let index = this.indices.get(key);
    if (index === undefined) {
      index = this.sets.push(key) - 1;
      this.indices.set(key, index);
    }
    return index;
  }
}

function sha256(text: string): string {
  return hash('sha256', text);
}
