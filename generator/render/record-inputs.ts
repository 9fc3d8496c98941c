import { createHash } from 'node:crypto';
import type { RouteEntry } from '../../src/routing/routes.ts';
import type { Site } from '../load/load-site.ts';
import { ALL_SUBURBS, SUBURB_FIELDS, suburbReadKey } from './site-index.ts';

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
export class RecordInputs {
  private readonly suburbHashes = new Map<string, string>();
  /** A set of suburbs (joined) -> the digest of their entries: pages share a handful of sets. */
  private readonly digests = new Map<string, string>();
  private readonly shared: string;

  constructor(site: Site, bodyLayoutJson: string, code: string) {
    const { business, groups, services, landings, regions, emergencySuburbs, testimonials, redirects, pages, posts } = site;
    const everythingButSuburbs = JSON.stringify({ business, groups, services, landings, regions, emergencySuburbs, testimonials, redirects, pages, posts });
    this.shared = sha256([code, bodyLayoutJson, everythingButSuburbs].join('\0'));
    for (const suburb of site.suburbs) {
      this.suburbHashes.set(suburb.slug, sha256(JSON.stringify(suburb)));
      for (const field of SUBURB_FIELDS) this.suburbHashes.set(suburbReadKey(suburb.slug, field), JSON.stringify(suburb[field]));
    }
    this.suburbHashes.set(ALL_SUBURBS, sha256([...this.suburbHashes].join('\n')));
  }

  /** `suburbs`: what the record read when it was made (sorted, as `SiteIndex.tracking` gives them). */
  fingerprint(route: RouteEntry, suburbs: readonly string[]): string {
    const key = suburbs.join('\n');
    let digest = this.digests.get(key);
    if (digest === undefined) {
      digest = sha256(suburbs.map((slug) => `${slug} ${this.suburbHashes.get(slug) ?? 'absent'}`).join('\n'));
      this.digests.set(key, digest);
    }
    return createHash('sha256').update(this.shared).update(JSON.stringify(route)).update(digest).digest('hex').slice(0, 20);
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
