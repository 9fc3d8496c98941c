import type { Trade } from '../../generator/local/trade.ts';
import { knownPages, paths } from './paths.ts';

/** The spec's highlighting rules: which main-menu entry a path belongs to. */
export type MenuSection = 'home' | 'about' | 'services' | 'locations' | 'deals' | 'blog' | 'contact' | undefined;

/** `path` is the page at `page`, or a page under it (its builder given an empty slug is the prefix). */
const under = (path: string, prefix: string) => path.startsWith(prefix);

const SECTIONS: [MenuSection, (path: string, trade: Trade) => boolean][] = [
  ['home', (p) => p === paths.home()],
  ['about', (p) => p === knownPages.about],
  ['services', (p) => p === knownPages.services || under(p, paths.service({ slug: '' })) || p === knownPages.plumbing || p === knownPages.airConditioning],
  ['locations', (p, trade) => p === knownPages.areas || [paths.emergencySuburb(''), paths.suburb(''), paths.suburbHub(trade, '')].some((prefix) => under(p, prefix))],
  ['deals', (p) => p === knownPages.deals],
  ['blog', (p) => p === knownPages.blog || under(p, paths.blogPost(''))],
  ['contact', (p) => p === knownPages.contact],
];

/**
 * `trade`: the business's first trade (primaryTrade of the layout data's business.trades), which
 * names its suburb hubs: /electrician/x is a location for an electrician, /plumber/x for a plumber.
 */
export function activeSection(path: string, trade: Trade): MenuSection {
  return SECTIONS.find(([, matches]) => matches(path, trade))?.[0];
}
