import type { Crumb, Head, LayoutData, PageRecord } from '../../src/content/page-data.ts';
import { paths } from '../../src/routing/paths.ts';
import type { RouteEntry, RouteManifest } from '../../src/routing/routes.ts';
import type { Pictures } from '../images/pictures.ts';
import type { Site } from '../schema/site.ts';
import type { FormOverrides } from './form-config.ts';
import { JsonLd } from './json-ld.ts';
import { withJobPhotos } from './job-photos.ts';
import { layoutData } from './layout-data.ts';
import type { RecordContext } from './record-context.ts';
import { recordBuilders } from './records/registry.ts';
import { SiteIndex } from './site-index.ts';
import { suburbFinderData } from './suburb-finder.ts';
import type { FinderData } from '../../src/lib/suburb-finder.ts';

/**
 * Turns each manifest route into the record its template renders: the view, the head (title,
 * description, canonical, structured data) and the breadcrumbs. The builder for each route kind
 * is in records/<kind>.ts; what every page shares (menus, footer, form) is in layout-data.ts.
 */
export class PageRecords {
  readonly index: SiteIndex;
  private readonly ctx: RecordContext;

  constructor(
    readonly site: Site,
    manifest: Pick<RouteManifest, 'routes'>,
    private readonly siteUrl: string,
    pictures: Pictures,
  ) {
    this.index = new SiteIndex(site, manifest);
    const absolute = (path: string) => this.absolute(path);
    const ld = new JsonLd(this.index, absolute);
    const head = (route: RouteEntry, title: string, description: string, crumbs: Crumb[], extra: object[], ogType: Head['ogType'] = 'website'): Head => ({
      title,
      description,
      canonical: absolute(route.canonical),
      noindex: !route.indexable && route.canonical === route.path,
      ogType,
      jsonLd: [ld.graph([ld.business(), crumbs.length > 1 ? ld.breadcrumbs(crumbs) : undefined, ...(extra as never[])])],
    });
    const localPage = (path: string) => {
      const entry = this.index.localPage(path);
      return entry && { ...entry.toJSON(), view: withJobPhotos(entry.view, site.jobs, pictures) };
    };
    this.ctx = { site, index: this.index, ld, pictures, localPage, home: { name: 'Home', href: paths.home() }, absolute, head };
  }

  absolute(path: string): string {
    return `${this.siteUrl}${path === '/' ? '/' : path}`;
  }

  /** What every page shares (see layout-data.ts). */
  layout(iconSprite: string, form: FormOverrides, suburbFinder: string): LayoutData {
    return layoutData(this.site, this.index, (path) => this.absolute(path), iconSprite, form, suburbFinder);
  }

  /** The suburb checker's data (see suburb-finder.ts). */
  suburbFinder(): FinderData {
    return suburbFinderData(this.site, this.index);
  }

  /** The route's record and the suburbs it was made from (see `SiteIndex.tracking`). */
  tracked(route: RouteEntry): { record: PageRecord; suburbs: string[] } {
    const { value, suburbs } = this.index.tracking(() => this.record(route));
    return { record: value, suburbs };
  }

  record(route: RouteEntry): PageRecord {
    const build = recordBuilders[route.kind] as (route: RouteEntry, ctx: RecordContext) => PageRecord;
    return build(route, this.ctx);
  }
}
