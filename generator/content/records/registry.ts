import type { PageRecord } from '../../../src/content/page-data.ts';
import type { RouteKind, RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';
import { blogPostRecord } from './blog-post.ts';
import { emergencySuburbRecord } from './emergency-suburb.ts';
import { fixedPageRecord } from './fixed-page.ts';
import { landingRecord } from './landing.ts';
import { notFoundRecord } from './not-found.ts';
import { serviceInSuburbRecord } from './service-in-suburb.ts';
import { serviceRecord } from './service.ts';
import { suburbRecord } from './suburb.ts';

type RecordBuilders = { [K in RouteKind]: (route: RouteOf<K>, ctx: RecordContext) => PageRecord };

/**
 * One record builder per route kind, as src/templates/registry.ts has one template per kind.
 * `satisfies` makes a new route kind without a builder a type error.
 */
export const recordBuilders = {
  home: fixedPageRecord,
  page: fixedPageRecord,
  landing: landingRecord,
  service: serviceRecord,
  'service-in-suburb': serviceInSuburbRecord,
  suburb: suburbRecord,
  'suburb-hub': suburbRecord,
  'emergency-suburb': emergencySuburbRecord,
  'blog-post': blogPostRecord,
  'blog-alias': blogPostRecord,
  'not-found': notFoundRecord,
} satisfies RecordBuilders;
