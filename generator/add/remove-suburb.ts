import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import { cutListItems, mapsIn, scalarsIn } from './yaml-cuts.ts';
import { paths } from '../../src/routing/paths.ts';
import { primaryTrade } from '../../src/content/trades.ts';
import { UserError } from '../diagnostics/user-error.ts';
import type { Site } from '../schema/site.ts';

/** One data file's text before and after a change. */
export interface FileChange {
  /** Relative to the data folder. */
  path: string;
  before: string;
  after: string;
}

/**
 * What removing a suburb from the business's area changes, file by file: its entry in
 * suburbs.yaml and every list that names it (other suburbs' `nearby`, the regions' menus, the
 * emergency pages' list, services' suburb lists and areas), and the old-address redirects that led
 * to its pages. Proof recorded there (jobs, reviews, gallery projects) is the business's own: the
 * owner decides about it first, so its presence refuses the change. Pure: texts in, texts out.
 */
export function removeSuburb(site: Site, slug: string, read: (path: string) => string, servicePaths: readonly string[]): { changes: FileChange[]; redirectsDropped: string[] } {
  const suburb = site.suburbs.find((s) => s.slug === slug);
  if (!suburb) throw new UserError(`there is no suburb "${slug}" in suburbs.yaml.`, 1);
  const proof = [
    ...site.jobs.filter((j) => j.suburb === slug).map((j) => `the job "${j.title}" (jobs/${j.slug}.yaml)`),
    ...site.testimonials.filter((t) => t.suburb === slug).map((t) => `the review by ${t.name} (testimonials.yaml)`),
    ...site.pages.flatMap((p) =>
      p.blocks.flatMap((b) => (b.type === 'gallery' ? b.projects.filter((x) => x.suburb === slug).map((x) => `the gallery project "${x.title}" (pages/${p.slug}.yaml)`) : [])),
    ),
  ];
  if (proof.length)
    throw new UserError(
      `${suburb.name} has work of yours recorded in it: ${proof.join('; ')}.`,
      1,
      'Move each to the suburb it was really in, or delete it, then remove the suburb.',
    );

  const changes: FileChange[] = [];
  const cut = (path: string, pick: Parameters<typeof cutListItems>[1]) => {
    const before = read(path);
    const after = cutListItems(before, pick);
    if (after !== before) changes.push({ path, before, after });
  };
  const lists = (doc: Document, key: string, field: string) => {
    const list = doc.get(key);
    return isSeq(list) ? list.items.flatMap((item) => (isMap(item) ? scalarsIn(item.get(field), slug) : [])) : [];
  };

  cut('suburbs.yaml', (doc) => [...mapsIn(doc.get('suburbs'), 'slug', slug), ...lists(doc, 'suburbs', 'nearby')]);
  cut('regions.yaml', (doc) => lists(doc, 'regions', 'menuSuburbs'));
  cut('emergency-suburbs.yaml', (doc) => scalarsIn(doc.get('suburbs'), slug));
  for (const path of servicePaths) {
    cut(path, (doc) => {
      const pages = doc.get('suburbPages');
      return [...scalarsIn(doc.get('serviceAreas'), slug), ...(isMap(pages) ? scalarsIn(pages.get('suburbs'), slug) : [])];
    });
    // A list of suburbs with none left is "no suburb pages", said as the schema says it.
    const change = changes.find((c) => c.path === path);
    if (change) {
      const doc = parseDocument(change.after);
      const pages = doc.get('suburbPages');
      const left = isMap(pages) ? pages.get('suburbs') : undefined;
      if (isSeq(left) && left.items.length === 0) {
        doc.set('suburbPages', 'none');
        change.after = doc.toString({ lineWidth: 100 });
      }
    }
  }

  // Old addresses that led to the suburb's pages lead nowhere now.
  const suburbPaths = new Set([
    paths.suburbHub(primaryTrade(site.business?.trades), slug),
    paths.suburb(slug),
    paths.emergencySuburb(slug),
    ...site.services.map((s) => paths.serviceInSuburb(s.slug, slug)),
  ]);
  const redirectsDropped: string[] = [];
  cut('redirects.yaml', (doc) => {
    const list = doc.get('redirects');
    if (!isSeq(list)) return [];
    return list.items
      .filter((item) => isMap(item) && suburbPaths.has(String(item.get('to') ?? '')))
      .map((item) => {
        if (isMap(item)) redirectsDropped.push(`${String(item.get('from'))} -> ${String(item.get('to'))}`);
        return { seq: list, item };
      });
  });
  return { changes, redirectsDropped };
}
