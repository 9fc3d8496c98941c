/**
 * What a template receives: a view of the data prepared by the generator for one route. The data
 * shapes come from the zod schemas (imported as types only); these types only say which parts of
 * them a page gets, so a page never carries the whole catalogue.
 */
import type { Business, FaqItem, IconName, Landing, Page, Service, Suburb, Testimonial } from '../../generator/schema/index.ts';
import type { RedirectEntry, RouteEntry } from '../routing/routes.ts';
import type { MarkdownNode } from './markdown-ast.ts';
import type { LocalView } from './local-view.ts';
import type { PictureView } from './picture-view.ts';
import type { SafetyView } from './safety-view.ts';

export interface LinkItem {
  title: string;
  href: string;
  icon?: IconName;
  /** A short line under the title, where the list has room for one. */
  text?: string;
}

export interface Head {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  jsonLd: object[];
}

export interface Crumb {
  name: string;
  href: string;
}

export interface TestimonialView extends Pick<Testimonial, 'name' | 'rating' | 'text' | 'date'> {
  suburb: string;
  /** Invented for the sample site (generator/launch/sample.ts decides): the card says so. */
  sample: boolean;
}

export interface SuburbView extends Pick<Suburb, 'slug' | 'name' | 'postcode' | 'council' | 'otherCouncils' | 'distributor' | 'housing' | 'notes'> {
  region: { slug: string; name: string };
  /** Straight-line km from the business's base in whole km (rounded once), when the suburb has coordinates. */
  kmFromBase: number | undefined;
  /** The arrival claim that honestly applies at this distance. */
  arrival: { typical: boolean; text: string };
  nearby: LinkItem[];
  emergencyHref: string | undefined;
  /** The suburb's hub page, named for the business's first trade (/electrician/x, /plumber/x). */
  hubHref: string;
}

export interface PostCard {
  title: string;
  href: string;
  description: string;
  date: string;
}

export interface GroupLinks {
  slug: string;
  name: string;
  icon: IconName;
  description: string;
  services: LinkItem[];
}

export interface RegionLinks {
  slug: string;
  name: string;
  description: string;
  /** How far the region reaches from the base, worked out from the suburbs' centres (the areas page only). */
  reach?: string;
  suburbs: LinkItem[];
}

/** Data that blocks of fixed pages read; only the blocks a page uses are filled in. */
export interface BlockData {
  services?: GroupLinks[];
  areas?: RegionLinks[];
  posts?: PostCard[];
  testimonials?: TestimonialView[];
  /** Services named by quiz results and gallery projects. */
  serviceLinks?: Record<string, LinkItem>;
  /** Suburbs named by gallery projects. */
  suburbLinks?: Record<string, LinkItem>;
  /** Gallery photos, by file name. */
  pictures?: Record<string, PictureView>;
  /**
   * Where a quoted review names a gas leak or carbon monoxide on a page without the gas block: the
   * page that says what to do first (its gas block), linked under the reviews.
   */
  gasSafety?: LinkItem;
}

export type PageView =
  | { kind: 'page'; page: Page; blockData: BlockData; safety?: SafetyView[] }
  | { kind: 'landing'; landing: Landing; related: LinkItem[]; service: LinkItem | undefined; hero?: PictureView; safety?: SafetyView[] }
  | {
      kind: 'service';
      service: Service;
      hero?: PictureView;
      groupName: string;
      areas: LinkItem[];
      related: LinkItem[];
      testimonials: TestimonialView[];
      /** What to do first and whom to call, on gas and emergency services: gas first where both apply. */
      safety?: SafetyView[];
    }
  | {
      kind: 'service-in-suburb';
      service: Pick<Service, 'slug' | 'title' | 'summary' | 'icon' | 'offer' | 'callOutFeeBadge'> & {
        href: string;
        included: string[];
        faq: FaqItem[];
        /** What the service involves in homes of this suburb's era (from the service's localNotes). */
        eraNote: string | undefined;
        /** The era note's heading: the suburb's homes, or its shops and workplaces for commercial work. */
        eraTitle: string;
        /** The sentence that links the service's full guide: `lead`, then `link` as the link's text (generator/local/local-copy.ts). */
        guide: { lead: string; link: string };
        /** The service as a noun phrase inside a sentence (its `phrases.noun`), never a lower-cased title. */
        noun: string;
      };
      suburb: SuburbView;
      /** The same service in nearby suburbs. */
      nearbyPages: LinkItem[];
      related: LinkItem[];
      testimonials: TestimonialView[];
      /** The page's own jobs, reviews and trade facts (see generator/local/). */
      local?: LocalView;
      safety?: SafetyView[];
    }
  | {
      kind: 'suburb';
      suburb: SuburbView;
      groups: GroupLinks[];
      testimonials: TestimonialView[];
      local?: LocalView;
    }
  | {
      kind: 'emergency-suburb';
      suburb: SuburbView;
      emergencyServices: LinkItem[];
      testimonials: TestimonialView[];
      eraNote: string | undefined;
      local?: LocalView;
      safety?: SafetyView[];
    }
  | {
      kind: 'blog-post';
      post: { title: string; date: string; updated?: string; author: string; tags: string[]; description: string };
      hero?: PictureView;
      body: MarkdownNode[];
      related: LinkItem[];
      more: PostCard[];
    }
  | { kind: 'not-found'; suggestions: LinkItem[] };

/** One route's page: everything needed to render it, on the server or after client navigation. */
export interface PageRecord {
  route: RouteEntry;
  head: Head;
  crumbs: Crumb[];
  view: PageView;
}

/**
 * Shared by every page (menus, footer, contact details). Written once per build as a
 * content-hashed JSON file that every page preloads, rather than repeated inside each page.
 */
export interface LayoutData {
  business: Pick<
    Business,
    | 'name'
    | 'legalName'
    | 'tagline'
    | 'areaName'
    | 'timeZone'
    | 'phone'
    | 'email'
    | 'logo'
    | 'address'
    | 'socials'
    | 'hours'
    | 'abn'
    | 'licences'
    | 'rating'
    | 'reviewsBadge'
    | 'callOutFee'
    | 'callOutFeeText'
    | 'deal'
    | 'reviewsUrl'
    | 'trades'
  > & {
    phoneHref: string;
  };
  /**
   * What of the business's own proof is sample data (generator/launch/sample.ts decides): the
   * rating and the reviews badge are labelled while their claims are unconfirmed, and `note` is the
   * one sentence every page carries while anything sample is published.
   */
  sample: { rating: boolean; reviewsBadge: boolean; note?: string };
  /** The catalogue menus, and the plain links before and after them (data/navigation.yaml). */
  menu: { groups: GroupLinks[]; regions: (RegionLinks & { more: boolean })[]; beforeMenus: LinkItem[]; afterMenus: LinkItem[] };
  footer: { servicesTitle: string; services: LinkItem[]; trades: LinkItem[]; quickLinks: LinkItem[] };
  /** URL of the SVG sprite holding every icon data can name. */
  iconSprite: string;
  /** URL of the suburb checker's data, fetched only when a visitor uses the checker. */
  suburbFinder: string;
  /** Redirect rules as patterns (a few dozen), so client navigation can follow them. */
  redirects: RedirectEntry[];
  form: {
    /** `{endpoint}/f/{formId}`: where the lead form posts. */
    action: string;
    /** Absolute URL of /thank-you: where the service returns a visitor who posted without JavaScript. */
    thankYou: string;
    /** How long a submission may take before the visitor is offered the phone and a retry. */
    timeoutMs: number;
  };
}

/**
 * The part of the layout a page's own markup is rendered from. Menus and footer are drawn only
 * by the chrome, redirects are read only on client navigation, and the suburb checker's data
 * (the lead form's suggestions too) is fetched only after hydration, so none of them is here: the
 * prerenderer hashes a page's record with this alone to tell which pages changed (a test holds
 * pages to it).
 */
export function bodyLayout(layout: LayoutData) {
  const { menu: _menu, footer: _footer, redirects: _redirects, suburbFinder: _finder, ...rest } = layout;
  return rest;
}

/** A page's own data as readEmbeddedPageData gives it: the data block's record, with the JSON-LD of the page's head put back (see PageDataJson). */
export interface EmbeddedPageData {
  /** URL of the layout data file. */
  layout: string;
  record: PageRecord;
}
