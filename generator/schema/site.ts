import type { MarkdownNode } from '../../src/content/markdown-ast.ts';
import type { ImageSource } from '../images/image-sources.ts';
import type { BlogFrontMatter, Business, ClaimUse, Claims, Job, Landing, LocalSettings, Navigation, Page, PostSlug, Redirect, Region, Service, ServiceGroup, SiteSettings, Suburb, SuburbSlug, Testimonial } from './index.ts';

export interface BlogPost {
  slug: PostSlug;
  /** The front matter as parsed, so `where(post.meta, 'title')` finds its line. */
  meta: BlogFrontMatter;
  body: MarkdownNode[];
  links: { href: string; line: number }[];
  words: number;
  file: string;
}

/** Everything in data/, parsed. Entries that failed their schema are left out (and reported). */
export interface Site {
  dataDir: string;
  business: Business | undefined;
  /** data/site.yaml: where and how the site is published. */
  settings: SiteSettings | undefined;
  /** The business's claims (data/claims.yaml): wording, conditions, whether the owner confirmed them. */
  claims: Claims | undefined;
  /** Where data text cites a claim as {claim:KEY} (expanded to its wording at load). */
  claimUses: ClaimUse[];
  groups: ServiceGroup[];
  services: Service[];
  landings: Landing[];
  suburbs: Suburb[];
  regions: Region[];
  emergencySuburbs: SuburbSlug[];
  testimonials: Testimonial[];
  /** The reviews are sample data (testimonials.yaml says so): pages label them. */
  sampleReviews: boolean;
  /** Completed jobs (data/jobs/), the local pages' proof. */
  jobs: Job[];
  /** The local pages' indexing rule (data/local-pages.yaml); undefined when it failed its schema. */
  localSettings: LocalSettings | undefined;
  redirects: Redirect[];
  pages: Page[];
  posts: BlogPost[];
  /** The pictures in data/images/ that pages use, checked, by file name. */
  images: Record<string, ImageSource>;
  /** Every picture file name in data/images/, used or not (unused ones are never read). */
  imageNames: string[];
  /** The hand-picked link lists (menus, footer, not-found); undefined when the file failed to load. */
  navigation: Navigation | undefined;
  /** Slugs whose files exist but did not parse: references to them are not reported twice. */
  unparsed: Set<string>;
  /** Every data file read, for change detection and lastmod. */
  files: string[];
}
