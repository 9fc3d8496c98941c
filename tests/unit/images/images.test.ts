import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { Pictures } from '../../../generator/images/pictures.ts';
import { UserError } from '../../../generator/diagnostics/user-error.ts';
import { IMAGE_SLOTS } from '../../../generator/images/slots.ts';
import type { Site } from '../../../generator/schema/site.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { Picture } from '../../../src/components/picture.tsx';
import { LocalProof } from '../../../src/components/local-proof.tsx';
import type { LocalView } from '../../../src/content/local-view.ts';
import { withJobPhotos } from '../../../generator/content/job-photos.ts';
import { MemoryRouter } from 'react-router-dom';
import { copyData, type DataCopy } from '../../helpers/data-copy.ts';
import { ROOT } from '../../helpers/paths.ts';

/** A photo-like test picture: a gradient with shapes, so the encoders have detail to work on. */
async function testPhoto(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fbbf24"/><rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="#e2e8f0"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const caches: string[] = [];
const newCache = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tradesite-images-'));
  caches.push(dir);
  return dir;
};
afterAll(() => caches.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The first gallery project shows `file`. */
function addPhoto(data: DataCopy, file: string): void {
  data.replace(
    'pages/gallery.yaml',
    /(\n {8}scope:\n)/,
    `\n        photo:\n          src: ${file}\n          alt: Test picture of a new switchboard\n          caption: The finished board, labelled circuit by circuit.$1`,
  );
}

/** The data as loaded, with only the gallery's pictures (the test's own). */
function gallerySite(data: DataCopy): Site {
  const { site, diagnostics: report } = prepareSite(data.dir);
  expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { ...site, services: [], landings: [], posts: [] };
}

describe('the image pipeline', () => {
  it('makes AVIF, WebP and JPEG at each width of the slot, and <picture> markup with dimensions', async () => {
    const data = copyData();
    data.write('images/test-board.jpg', await testPhoto(1600, 1200, '#2563eb'));
    addPhoto(data, 'test-board.jpg');
    const pictures = await Pictures.prepare(gallerySite(data), ROOT, newCache());
    expect(pictures.processed).toBe(1);
    const view = pictures.view({ src: 'test-board.jpg', alt: 'Test picture of a new switchboard', caption: 'Labelled.' }, 'card')!;
    // Cropped to the slot's 3:2 shape at its widest width.
    expect([view.width, view.height]).toEqual([800, 533]);
    expect(view.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

    const files = new Map(pictures.files());
    expect(files.size).toBe(IMAGE_SLOTS.card.widths.length * 3);
    for (const [url, cached] of files) {
      const [, width, format] = /-(\d+)\.(avif|webp|jpg)$/.exec(url)!;
      const meta = await sharp(cached).metadata();
      expect(meta.width, url).toBe(Number(width));
      expect(meta.height, url).toBe(Math.round(Number(width) / IMAGE_SLOTS.card.aspect));
      expect(meta.format, url).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[format!]);
      // Every srcset names it: nothing is made that no page asks for.
      expect([view.srcset, ...view.sources.map((s) => s.srcset)].join(' ')).toContain(`${url} ${width}w`);
    }
    // The placeholder is inline and tiny.
    expect(view.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(view.placeholder.length).toBeLessThan(400);

    const lazy = renderToStaticMarkup(createElement(Picture, { picture: view }));
    expect(lazy).toMatch(/^<picture[^>]*><source type="image\/avif" srcSet="[^"]+ 400w, [^"]+ 640w, [^"]+ 800w" sizes="[^"]+"\/><source type="image\/webp"/);
    expect(lazy).toMatch(/<img [^>]*width="800" height="533" alt="Test picture of a new switchboard"[^>]*loading="lazy"/);
    expect(lazy).not.toMatch(/fetchpriority="high"/i);
    const hero = renderToStaticMarkup(createElement(Picture, { picture: view, priority: true }));
    expect(hero).toMatch(/loading="eager"/);
    expect(hero).toMatch(/fetchpriority="high"/i);
  });

  it('processes a picture once: a second build takes it from the cache, an edited one is made again', async () => {
    const data = copyData();
    data.write('images/test-board.jpg', await testPhoto(1400, 1000, '#16a34a'));
    const cache = newCache();
    addPhoto(data, 'test-board.jpg');
    const first = await Pictures.prepare(gallerySite(data), ROOT, cache);
    expect(first.processed).toBe(1);
    const second = await Pictures.prepare(gallerySite(data), ROOT, cache);
    expect(second.processed).toBe(0);
    expect([...second.files()]).toEqual([...first.files()]);

    data.write('images/test-board.jpg', await testPhoto(1400, 1000, '#dc2626'));
    const edited = await Pictures.prepare(gallerySite(data), ROOT, cache);
    expect(edited.processed).toBe(1);
    // A new content hash, so browsers and CDNs never serve the old picture under the new name.
    expect([...edited.files()][0]![0]).not.toBe([...first.files()][0]![0]);
  });

  it('in a process of its own (as a build makes them), the same pictures, and the same message for one that will not decode', async () => {
    const data = copyData();
    data.write('images/test-board.jpg', await testPhoto(1200, 900, '#0891b2'));
    addPhoto(data, 'test-board.jpg');
    const site = gallerySite(data);
    const [here, apart] = [await Pictures.prepare(site, ROOT, newCache()), await Pictures.prepare(site, ROOT, newCache(), { child: true })];
    expect(apart.processed).toBe(1);
    expect(apart.view({ src: 'test-board.jpg', alt: 'Board' }, 'card')).toEqual(here.view({ src: 'test-board.jpg', alt: 'Board' }, 'card'));
    expect([...apart.files()].map(([url]) => url)).toEqual([...here.files()].map(([url]) => url));

    // Replaced after it was checked (a save while a build runs) by something that is no picture.
    data.write('images/test-board.jpg', 'not a picture');
    const refusals = await Promise.all(
      [{}, { child: true }].map((how) =>
        Pictures.prepare(site, ROOT, newCache(), how).then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(UserError);
      expect((refusal as UserError).describe()).toMatch(/test-board\.jpg could not be processed: .*\n {2}It changed after it was checked, or it is damaged/);
    }
    expect((refusals[1] as UserError).describe()).toBe((refusals[0] as UserError).describe());
  });

  it('gives the pages their placeholders before the variants are made, and the variant files only once they are', async () => {
    const data = copyData();
    data.write('images/test-board.jpg', await testPhoto(2400, 1800, '#ea580c'));
    addPhoto(data, 'test-board.jpg');
    const site = gallerySite(data);
    const ref = { src: 'test-board.jpg', alt: 'Board' };
    for (const child of [false, true]) {
      const cache = newCache();
      const pictures = await Pictures.start(site, ROOT, cache, { child });
      expect(pictures.processed).toBe(1);
      const early = pictures.view(ref, 'card')!;
      expect(early.placeholder).toMatch(/^data:image\/webp;base64,/);
      // Nothing whole in the cache yet, and no file to copy.
      if (!child) expect(readdirSync(cache).filter((name) => !name.includes('.partial-'))).toEqual([]);
      expect(() => [...pictures.files()]).toThrow(/before they were made/);
      await pictures.made;
      const files = [...pictures.files()];
      expect(files).toHaveLength(IMAGE_SLOTS.card.widths.length * 3);
      // The same page markup as a build that waited for every variant, which the cache now serves.
      const cached = await Pictures.prepare(site, ROOT, cache);
      expect(cached.processed).toBe(0);
      expect(cached.view(ref, 'card')).toEqual(early);
      expect([...cached.files()]).toEqual(files);
    }
  });

  it('makes a picture drawn in two slots of one shape once, with the widths of both, under names both pages share', async () => {
    // The sample's safety-switch diagram is a service's hero and a post's picture, both 3:2.
    const { site, diagnostics: report } = prepareSite(join(ROOT, 'data'));
    expect(report.errorCount).toBe(0);
    const ref = { src: 'safety-switch-principle.png', alt: 'Diagram' };
    const cache = newCache();
    // Without the post, the folder holds only the hero's widths.
    const heroOnly = await Pictures.prepare({ ...site, posts: [] }, ROOT, cache);
    expect(heroOnly.processed).toBe(2);
    const both = await Pictures.prepare(site, ROOT, cache);
    // The post asks for widths the folder lacks: made again, once, with every width.
    expect(both.processed).toBe(1);
    expect((await Pictures.prepare(site, ROOT, cache)).processed).toBe(0);
    expect(both.count).toBe(2);
    const widths = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]!);
    const hero = widths(both.view(ref, 'hero')!.srcset);
    const article = widths(both.view(ref, 'article')!.srcset);
    expect(hero.map((url) => /-(\d+)\.jpg$/.exec(url)![1])).toEqual(['480', '800', '1152']);
    expect(article.map((url) => /-(\d+)\.jpg$/.exec(url)![1])).toEqual(['480', '768', '1152', '1536']);
    // Where the widths meet, the same file: a visitor who saw one page has it for the other.
    expect(hero.filter((url) => article.includes(url))).toHaveLength(2);
    const files = new Map(both.files());
    for (const url of [...hero, ...article]) expect(files.has(url), url).toBe(true);
    expect([...files.keys()].filter((url) => url.includes('safety-switch-principle'))).toHaveLength(5 * 3);
  });

  it('a picture process stopped part way (the data had errors) leaves nothing half-made in the cache', async () => {
    const data = copyData();
    data.write('images/test-board.jpg', await testPhoto(2400, 1800, '#7c3aed'));
    addPhoto(data, 'test-board.jpg');
    const cache = newCache();
    const stop = new AbortController();
    const making = Pictures.prepare(gallerySite(data), ROOT, cache, { child: true, signal: stop.signal }).then(
      () => 'made',
      () => 'stopped',
    );
    const partials = () => readdirSync(cache).filter((name) => name.includes('.partial-'));
    // Stopped while it is making the variants.
    await expect.poll(partials, { timeout: 10_000, interval: 5 }).toHaveLength(1);
    stop.abort();
    expect(await making).toBe('stopped');
    await expect.poll(partials, { timeout: 5_000 }).toEqual([]);
    expect(readdirSync(cache)).toEqual([]);
  });

  it('never enlarges a raster picture: a small one gets only the widths it can fill', async () => {
    const data = copyData();
    data.write('images/test-small.jpg', await testPhoto(700, 500, '#9333ea'));
    addPhoto(data, 'test-small.jpg');
    // Validation reports it as too small for a card (640x427 is the most it can fill).
    const { site, diagnostics: report } = prepareSite(data.dir);
    expect(report.diagnostics.map((d) => d.code)).toEqual(['IMAGE_TOO_SMALL']);
    const pictures = await Pictures.prepare({ ...site, services: [], landings: [], posts: [] }, ROOT, newCache());
    const view = pictures.view({ src: 'test-small.jpg', alt: 'Small' }, 'card')!;
    expect(view.srcset).toMatch(/ 400w, [^ ]+ 640w$/);
    expect(view.width).toBe(640);
  });
});

describe('job photos', () => {
  it('reach the job card on its local page as <picture> markup with dimensions and a caption', async () => {
    const data = copyData();
    data.write('images/test-meter-box.jpg', await testPhoto(1600, 1200, '#16a34a'));
    data.replace(
      'jobs/brunswick-night-outage.yaml',
      /\nmonth: "2026-08"\n/,
      '\nmonth: "2026-08"\nphotos:\n  - src: test-meter-box.jpg\n    alt: Test picture of a meter box with its cover off\n    caption: The failed main switch, before it was replaced.\n',
    );
    const { site, diagnostics } = prepareSite(data.dir);
    expect(diagnostics.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const pictures = await Pictures.prepare({ ...site, services: [], landings: [], posts: [], pages: [] }, ROOT, newCache());
    expect(pictures.processed).toBe(1);

    const card = { slug: 'brunswick-night-outage', title: 'Night outage', when: 'August 2026', suburb: 'Brunswick', found: 'f', done: 'd', took: 't', outcome: 'o', sample: true };
    const view = {
      intro: '',
      facts: [],
      jobsTitle: 'Jobs',
      jobs: [card],
      nearbyJobsTitle: '',
      nearbyJobs: [],
      reviewsTitle: '',
      reviews: [],
      nearbyReviewsTitle: '',
      nearbyReviews: [],
    } as unknown as LocalView;
    const withPhotos = withJobPhotos(view, site.jobs, pictures);
    const photo = withPhotos.jobs[0]!.photos![0]!;
    expect([photo.width, photo.height]).toEqual([800, 533]);
    expect(photo.caption).toBe('The failed main switch, before it was replaced.');
    // A job without photos keeps its card as it was.
    expect(withJobPhotos({ ...view, jobs: [{ ...card, slug: 'coburg-night-sparking-switch' }] }, site.jobs, pictures).jobs[0]!.photos).toBeUndefined();

    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LocalProof, { local: withPhotos })));
    // The job is a sample, so its photo is one too: labelled, and marked data-sample (issue 25).
    expect(html).toMatch(
      /<figure><span class="relative block" data-sample="true"><picture data-slot="picture"><source type="image\/avif"[^>]*>.*<img [^>]*width="800" height="533"[^>]*alt="Test picture of a meter box with its cover off"[^>]*loading="lazy"[^>]*><\/picture><span [^>]*>Sample<\/span><\/span>/,
    );
    expect(html).toContain('<figcaption class="mt-1 text-sm text-slate-700">The failed main switch, before it was replaced.</figcaption>');
  });

  it('are checked like every picture: a missing file is reported at its line in the job file', async () => {
    const data = copyData();
    data.replace('jobs/brunswick-night-outage.yaml', /\nmonth: "2026-08"\n/, '\nmonth: "2026-08"\nphotos:\n  - src: no-such-photo.jpg\n    alt: A meter box\n');
    const { diagnostics } = prepareSite(data.dir);
    const missing = diagnostics.diagnostics.find((d) => d.code === 'IMAGE_MISSING');
    expect(missing?.file).toMatch(/jobs[\\/]brunswick-night-outage\.yaml$/);
    expect(missing?.line).toBe(10);
  });
});
