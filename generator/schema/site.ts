import type { ImageSource } from '../images/image-sources.ts';
import type { CollectionValues } from './collections.ts';
import type { Business, ClaimUse } from './index.ts';

export type { BlogPost } from './blog-post.ts';

/**
 * Everything in data/, parsed: one key per collection (generator/schema/collections.ts), plus
 * what the loader makes from them. Entries that failed their schema are left out (and reported).
 */
export interface Site extends Omit<CollectionValues, 'business'> {
  dataDir: string;
  /** data/business.yaml with the claims it cites (claims.yaml) filled in. */
  business: Business | undefined;
  /** Where data text cites a claim as {claim:KEY} (expanded to its wording at load). */
  claimUses: ClaimUse[];
  /** The pictures in data/images/ that pages use, checked, by file name. */
  images: Record<string, ImageSource>;
  /** Every picture file name in data/images/, used or not (unused ones are never read). */
  imageNames: string[];
  /** Slugs whose files exist but did not parse: references to them are not reported twice. */
  unparsed: Set<string>;
  /** Every data file read, for change detection and lastmod. */
  files: string[];
}
