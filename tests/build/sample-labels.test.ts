import { describe, expect, it } from 'vitest';
import { prepareSite } from '../../generator/prepare-site.ts';
import { listClaims } from '../../generator/schema/claims.ts';
import { PAGE_OF_EVERY_KIND } from '../helpers/page-kinds.ts';
import { builtHtml, builtManifest, jsonLdOf } from '../helpers/site.ts';

// Every review, job and gallery project in the sample data is a sample, and its rating and badge
// claims are unconfirmed: so every one a page renders must be labelled.
const PAGES = {
  ...PAGE_OF_EVERY_KIND,
  reviews: '/reviews',
  'why choose us': '/why-choose-us',
  'service with reviews': '/services/switchboard-upgrades',
  'local page with jobs': '/services/blocked-drains/in/preston',
};
const NOTE = 'Sample site: Northwire Electrical is fictional; its reviews, jobs and photos are invented to show how the site works.';

/** The opening tags of the elements matched by `item` (a pattern whose group 1 is the tag's attributes). */
const openings = (html: string, item: RegExp) => [...html.matchAll(item)].map((m) => m[1]!);

describe('sample data is labelled on every page kind (issue 25)', () => {
  it('labels each sample review, rating, badge, job and gallery project a page renders, with a visible "Sample" and data-sample', () => {
    const problems: string[] = [];
    let labelled = 0;
    for (const [kind, path] of Object.entries(PAGES)) {
      const html = builtHtml(path);
      const check = (what: string, attrs: string[]) => {
        for (const a of attrs) if (!/data-sample="true"/.test(a)) problems.push(`${kind} (${path}): a ${what} without data-sample`);
      };
      // Review cards (fixed pages, service pages, local pages): a list item holding a figure with a quote.
      check('review card', openings(html, /<li([^>]*)><figure[^>]*>(?:(?!<\/figure>).)*?<blockquote/gs));
      // Job cards, and the one-line pointers to jobs and reviews told elsewhere.
      check('job card', openings(html, /<li([^>]*)><article/g));
      check('review line', openings(html, /<li([^>]*)>(?:(?!<\/li>).)*? out of 5: <\/span>/gs));
      for (const list of html.matchAll(/<nav aria-label="(?:More work nearby|Recent work near [^"]+)">(.*?)<\/nav>/gs)) check('job line', openings(list[1]!, /<li([^>]*)>/g));
      // Gallery projects and the rating block.
      check('gallery project', openings(html, /<li([^>]*class="flex flex-col overflow-hidden[^"]*"[^>]*)>/g));
      check('rating', openings(html, /<div([^>]*)><p class="text-4xl[^>]*>\d\.\d<\/p>/g));
      // The reviews badge at the foot of every page.
      const badges = openings(html, /<a([^>]*aria-label="[^"]*632\+ Google Reviews[^"]*"[^>]*)>/g);
      if (badges.length !== 1) problems.push(`${kind} (${path}): ${badges.length} reviews badges`);
      check('reviews badge', badges);
      // Each labelled item shows the word, not only the attribute.
      for (const m of html.matchAll(/data-sample="true"/g)) {
        labelled++;
        if (!/>Sample</.test(html.slice(m.index, m.index + 4000))) problems.push(`${kind} (${path}): data-sample with no visible "Sample" label`);
      }
      // One note, in the same words, on every page.
      const notes = html.match(/data-sample-note="true"><p[^>]*>([^<]*)</g) ?? [];
      if (notes.length !== 1 || !notes[0]!.includes(NOTE)) problems.push(`${kind} (${path}): ${notes.length} sample notes`);
    }
    expect(problems).toEqual([]);
    // The pages above show reviews, jobs, job lines, gallery projects and ratings: far more than the badges alone.
    expect(labelled).toBeGreaterThan(Object.keys(PAGES).length * 3);
  });

  it('labels all twelve sample projects on /gallery and the partial star value on /reviews', () => {
    const gallery = builtHtml('/gallery');
    expect(gallery.match(/<li class="flex flex-col overflow-hidden[^"]*" data-sample="true">/g)?.length).toBe(12);
    const reviews = builtHtml('/reviews');
    expect(reviews).toContain('aria-label="Rated 4.6 out of 5"');
    // The fifth star is filled to 60%, not drawn full.
    expect(reviews).toMatch(/style="width:60%"/);
  });

  it("puts no review, rating or unconfirmed claim in any page's structured data, and counts no sample proof in titles or descriptions", () => {
    const { site } = prepareSite('data');
    const unconfirmed = listClaims(site.claims!)
      .filter((c) => !c.confirmed)
      .map((c) => c.wording);
    const problems: string[] = [];
    for (const route of builtManifest().routes) {
      const html = builtHtml(route.path);
      const ld = JSON.stringify(jsonLdOf(html));
      if (/"@type":"(?:Review|AggregateRating|Rating)"|aggregateRating|reviewRating|"review"/.test(ld)) problems.push(`${route.path}: a review or rating in structured data`);
      for (const wording of unconfirmed) if (ld.includes(wording)) problems.push(`${route.path}: unconfirmed claim "${wording}" in structured data`);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      if (/recent local jobs?|\b\d+ reviews?\b/.test(`${title} ${description}`)) problems.push(`${route.path}: sample proof counted in "${title}" / "${description}"`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
  it('never states the sample rating as fact in prose, and links no listing of a business that does not exist (issue 42)', () => {
    const { site } = prepareSite('data');
    const rating = site.claims!.rating!;
    const patterns = rating.mentions.map((m) => new RegExp(m, 'gi'));
    const manifest = builtManifest();
    const problems: string[] = [];
    for (const route of manifest.routes.filter((r) => ['page', 'landing', 'service', 'blog-post'].includes(r.kind))) {
      const html = builtHtml(route.path);
      const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
      for (const re of patterns)
        for (const m of main.matchAll(re)) {
          // Only inside the labelled rating block, whose data-sample opens just before its figures.
          const open = main.lastIndexOf('data-sample="true"', m.index);
          if (open === -1 || m.index - open > 4000) problems.push(`${route.path}: "${m[0]}" outside a labelled block`);
        }
    }
    expect(problems).toEqual([]);
    const reviews = builtHtml('/reviews');
    expect(reviews).not.toContain('Read every review on Google');
    expect(reviews).not.toContain('a selection');
  });
});
