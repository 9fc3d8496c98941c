import { openingRanges } from '../../src/content/opening-hours.ts';
import type { Trade } from '../local/trade.ts';
import type {
  AdministrativeArea,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  Electrician,
  OpeningHoursSpecification,
  FAQPage,
  Graph,
  ImageObject,
  Offer,
  Place,
  Service as ServiceLd,
  Thing,
} from 'schema-dts';
import type { PictureView } from '../../src/content/picture-view.ts';
import { councils } from '../../src/content/council.ts';
import type { Crumb } from '../../src/content/page-data.ts';
import type { FaqItem, Suburb } from '../schema/index.ts';
import type { SiteIndex } from './site-index.ts';
import { unconfirmedClaimPatterns } from '../launch/sample.ts';

/**
 * Structured data, typed with schema-dts so a misspelt property is a compile error. Built as one
 * @graph per page; the business node has an @id that the other nodes point to.
 */
/** schema.org's LocalBusiness type for each trade (all three are HomeAndConstructionBusiness). */
const TRADE_TYPES: Record<Trade, 'Electrician' | 'Plumber' | 'HVACBusiness'> = {
  electrical: 'Electrician',
  plumbing: 'Plumber',
  gas: 'Plumber',
  'air-conditioning': 'HVACBusiness',
};

export class JsonLd {
  readonly businessId: string;
  /** Text stating a claim the owner has not confirmed stays out of structured data. */
  private readonly unconfirmed: RegExp[];

  constructor(
    private readonly index: SiteIndex,
    private readonly absolute: (path: string) => string,
  ) {
    this.businessId = `${absolute('/')}#business`;
    this.unconfirmed = unconfirmedClaimPatterns(index.site.claims);
  }

  /**
   * The business's node, made once: every page's graph carries the same one (made again for each
   * of the sample's 11,600 records, it and its opening hours were 0.17 s). Never changed once made.
   */
  business(): Electrician {
    return (this.businessNode ??= this.businessOnce());
  }
  private businessNode: Electrician | undefined;

  private businessOnce(): Electrician {
    const b = this.index.business;
    // One schema.org type per trade offered (a plumber is never called an Electrician).
    const types = [...new Set(b.trades.map((t) => TRADE_TYPES[t]))];
    const sameAs = [b.socials?.facebook, b.socials?.instagram].filter((url) => url !== undefined);
    return {
      // schema-dts types @type as one name; schema.org allows several.
      '@type': (types.length === 1 ? types[0] : types) as 'Electrician',
      '@id': this.businessId,
      name: b.name,
      legalName: b.legalName,
      url: this.absolute('/'),
      logo: this.absolute(b.logo),
      image: this.absolute(b.logo),
      telephone: b.phone,
      email: b.email,
      address: { '@type': 'PostalAddress', ...b.address },
      geo: { '@type': 'GeoCoordinates', latitude: b.geo.lat, longitude: b.geo.lng },
      // The business's own hours, range by range: never "open all week" unless it says so.
      ...openingHoursOf(b.hours.openingHours),
      // No aggregateRating: ratings a business shows about itself are self-serving, which Google's
      // review snippet guidelines make ineligible for LocalBusiness, and ours come from other platforms.
      areaServed: this.regionsServed(),
      // Only the profiles the business has: none, no sameAs.
      ...(sameAs.length ? { sameAs } : {}),
    };
  }

  breadcrumbs(crumbs: Crumb[]): BreadcrumbList {
    return {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: this.absolute(c.href) })),
    };
  }

  service(input: {
    name: string;
    description: string;
    url: string;
    areaServed: (Place | AdministrativeArea)[];
    offer?: { name: string; price: number } | undefined;
    image?: PictureView | undefined;
  }): ServiceLd {
    const offer: Offer | undefined = input.offer && { '@type': 'Offer', name: input.offer.name, price: input.offer.price, priceCurrency: 'AUD' };
    return {
      '@type': 'Service',
      serviceType: input.name,
      name: input.name,
      ...(this.claimFree(input.description) ? { description: input.description } : {}),
      url: this.absolute(input.url),
      provider: { '@id': this.businessId },
      areaServed: input.areaServed,
      ...(offer ? { offers: offer } : {}),
      ...(input.image ? { image: this.image(input.image) } : {}),
    };
  }

  /** A picture the page shows, at the size of its largest JPEG (the format every reader takes). */
  image(picture: PictureView): ImageObject {
    return {
      '@type': 'ImageObject',
      url: this.absolute(picture.src),
      width: `${picture.width}`,
      height: `${picture.height}`,
      description: picture.alt,
      ...(picture.caption ? { caption: picture.caption } : {}),
    };
  }

  regionsServed(): AdministrativeArea[] {
    // "Northern Suburbs" alone names no place: the region's city (or else the business's area) says which.
    // A region named for it (an area made by init) is not named twice: "Ballarat", not "Ballarat, Ballarat".
    return this.index.site.regions.map((r) => {
      const within = r.within ?? this.index.business.areaName;
      return { '@type': 'AdministrativeArea', name: r.name.includes(within) ? r.name : `${r.name}, ${within}` };
    });
  }

  place(suburb: Suburb): Place {
    return {
      '@type': 'Place',
      name: `${suburb.name} VIC ${suburb.postcode}`,
      address: { '@type': 'PostalAddress', addressLocality: suburb.name, postalCode: suburb.postcode, addressRegion: 'VIC', addressCountry: 'AU' },
      // A suburb split by a council boundary is contained in each of its councils.
      ...(suburb.council ? { containedInPlace: councils(suburb).map((c) => ({ '@type': 'AdministrativeArea', name: c.endsWith('Council') ? c : `${c} Council` })) } : {}),
      ...(suburb.geo ? { geo: { '@type': 'GeoCoordinates', latitude: suburb.geo.lat, longitude: suburb.geo.lng } } : {}),
    };
  }

  /**
   * Whether `text` states no unconfirmed claim: each text tested once, since every suburb's hub
   * and service page asks of the same questions and answers (0.16 s of the sample's records).
   */
  private claimFree(text: string): boolean {
    let free = this.claimFreeTexts.get(text);
    if (free === undefined) this.claimFreeTexts.set(text, (free = !this.unconfirmed.some((re) => re.test(text.replace(/\s+/g, ' ')))));
    return free;
  }
  private readonly claimFreeTexts = new Map<string, boolean>();

  /** The questions whose answers state no unconfirmed claim (the page still shows them all). */
  faq(all: FaqItem[]): FAQPage | undefined {
    const items = all.filter((item) => this.claimFree(`${item.q} ${item.a}`));
    if (items.length === 0) return undefined;
    return {
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({ '@type': 'Question', name: item.q, acceptedAnswer: { '@type': 'Answer', text: item.a } })),
    };
  }

  blogPosting(post: { title: string; description: string; date: string; updated?: string | undefined; author: string; image: PictureView | undefined; url: string }): BlogPosting {
    return {
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@id': this.businessId },
      ...(post.image ? { image: this.image(post.image) } : {}),
      mainEntityOfPage: this.absolute(post.url),
    };
  }

  graph(nodes: (Thing | undefined)[]): Graph {
    return { '@context': 'https://schema.org', '@graph': nodes.filter((n): n is Thing => n !== undefined) as Graph['@graph'] };
  }
}

/** schema.org's openingHours and openingHoursSpecification for an openingHours value, or only the value where it is not one we read. */
function openingHoursOf(value: string): { openingHours: string | string[]; openingHoursSpecification?: OpeningHoursSpecification[] } {
  const ranges = openingRanges(value);
  if (!ranges) return { openingHours: value };
  return {
    openingHours: ranges.length === 1 ? ranges[0]!.spec : ranges.map((r) => r.spec),
    openingHoursSpecification: ranges.map((r): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: r.days as DayOfWeek[],
      opens: r.opens,
      closes: r.closes,
    })),
  };
}
