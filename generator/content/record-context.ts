import type { Crumb, Head } from '../../src/content/page-data.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import type { Pictures } from '../images/pictures.ts';
import type { LocalPage } from '../local/local-plan.ts';
import type { JsonLd } from './json-ld.ts';
import type { SiteIndex } from './site-index.ts';

/** What every record builder (records/<kind>.ts) is given: the data joined up, and the helpers they share. */
export interface RecordContext {
  site: Site;
  index: SiteIndex;
  ld: JsonLd;
  /** The site's processed pictures: `pictures.view(ref, slot)` is what a template draws. */
  pictures: Pictures;
  /** A local page's content and indexing decision (`index.localPage`), its job cards with their photos. */
  localPage: (path: string) => LocalPage | undefined;
  /** The first breadcrumb of every page. */
  home: Crumb;
  /** The address on the live site: "/about" -> "https://example.com.au/about". */
  absolute: (path: string) => string;
  /** The page's head: title, description, canonical, and its structured data graph. */
  head: (route: RouteEntry, title: string, description: string, crumbs: Crumb[], extra: object[], ogType?: Head['ogType']) => Head;
}
