import type { Block } from '../../src/content/markdown-ast.ts';
import type { BlogFrontMatter, Business, Landing, Page, PostSlug, Redirect, Region, Service, ServiceGroup, Suburb, SuburbSlug, Testimonial } from './index.ts';

export interface BlogPost {
  slug: PostSlug;
  /** The front matter as parsed, so `where(post.meta, 'title')` finds its line. */
  meta: BlogFrontMatter;
  body: Block[];
  links: { href: string; line: number }[];
  words: number;
  file: string;
}

/** Everything in data/, parsed. Entries that failed their schema are left out (and reported). */
export interface Site {
  dataDir: string;
  business: Business | undefined;
  groups: ServiceGroup[];
  services: Service[];
  landings: Landing[];
  suburbs: Suburb[];
  regions: Region[];
  emergencySuburbs: SuburbSlug[];
  testimonials: Testimonial[];
  redirects: Redirect[];
  pages: Page[];
  posts: BlogPost[];
  /** Slugs whose files exist but did not parse: references to them are not reported twice. */
  unparsed: Set<string>;
  /** Every data file read, for change detection and lastmod. */
  files: string[];
}
