import { describe, expect, it } from 'vitest';
import { contentDates } from '../../../generator/content/content-dates.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site, manifest } = prepareSite('data');
const route = (kind: string) => manifest.routes.find((r) => r.kind === kind)!;

describe('content dates (sitemap lastmod)', () => {
  it("maps each page to its data file's last commit, a post to its own date, and nothing to what has no file", () => {
    const service = route('service') as Extract<ReturnType<typeof route>, { kind: 'service' }>;
    const dates = new Map([
      [`data/services/${service.service}.yaml`, '2026-03-01'],
      ['data/suburbs.yaml', '2026-05-09'],
    ]);
    const dateOf = contentDates(site, dates);
    expect(dateOf(service)).toBe('2026-03-01');
    // A service in a suburb changes with either file: the later date wins.
    const local = manifest.routes.find((r) => r.kind === 'service-in-suburb' && r.service === service.service)!;
    expect(dateOf(local)).toBe('2026-05-09');
    expect(dateOf(route('suburb-hub'))).toBe('2026-05-09');
    const post = route('blog-post') as Extract<ReturnType<typeof route>, { kind: 'blog-post' }>;
    const meta = site.posts.find((p) => p.slug === post.post)!.meta;
    expect(dateOf(post)).toBe(meta.updated ?? meta.date);
    expect(dateOf(route('not-found'))).toBeUndefined();
    // Without history (not a git checkout) a data page has no date.
    expect(contentDates(site, new Map())(service)).toBeUndefined();
  });
});
