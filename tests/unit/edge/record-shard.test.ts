import { describe, expect, it } from 'vitest';
import { Redirects, pageHeaders } from '../../../generator/edge/edge-responses.ts';
import { MAX_SHARDS, RecordShard, encodeShard, shardCount, shardOf, shardStarts, RECORDS_PER_SHARD } from '../../../generator/edge/record-shard.ts';
import { servedOnRequest } from '../../../generator/edge/on-request.ts';

describe('record shards (what a function reads a long-tail page from)', () => {
  it('give back each record exactly, whatever its characters (offsets are UTF-8 bytes)', () => {
    const entries: [string, { json: string; jsonLd: string }][] = [
      ['/services/b/in/kew', { json: '{"title":"Kew — “north” side ✓ \\u2028"}', jsonLd: '[{"@type":"Électricien"}]' }],
      ['/services/a/in/carlton', { json: '{"a":1}', jsonLd: '[]' }],
      ['/suburb/emoji', { json: '{"x":"🔌⚡"}', jsonLd: '' }],
    ];
    const shard = new RecordShard(encodeShard(entries));
    expect(shard.size).toBe(3);
    for (const [path, entry] of entries) expect(shard.get(path)).toEqual(entry);
    expect(shard.get('/services/a/in/nowhere')).toBeUndefined();
    // Written in path order: the same records are the same bytes, whatever order they came in.
    expect(encodeShard([...entries].reverse())).toEqual(encodeShard(entries));
  });

  it('refuse a shard whose index does not account for its bytes', () => {
    const bytes = encodeShard([['/a', { json: '{}', jsonLd: '[]' }]]);
    expect(() => new RecordShard(bytes.subarray(0, bytes.length - 1))).toThrow(/accounts for/);
    expect(() => new RecordShard(new TextEncoder().encode('[]'))).toThrow(/no index line/);
  });

  it('are found by a binary search of where each starts, every path in one, the same at build time and in the function', () => {
    const starts = ['', '/services/b/in/kew', '/services/c/in/carlton'];
    expect(shardOf('/services/a/in/zz', starts)).toBe(0);
    expect(shardOf('/services/b/in/kew', starts)).toBe(1);
    expect(shardOf('/services/b/in/kew-east', starts)).toBe(1);
    expect(shardOf('/services/c/in/carlton', starts)).toBe(2);
    expect(shardOf('/suburb/zz', starts)).toBe(2);
    expect(shardOf('/a', [''])).toBe(0);
    expect(shardCount(0)).toBe(1);
    expect(shardCount(RECORDS_PER_SHARD * 10 + 1)).toBe(11);
    // However large the long tail, the shards stay within half of the free plan's 20,000 files.
    expect(shardCount(1_130_000)).toBe(MAX_SHARDS);
  });

  it('start so that each holds a run of about the same length, in route order, at any size', () => {
    for (const n of [0, 1, 23, 24, 25, 5000, 1_146_580]) {
      const sorted = Array.from({ length: n }, (_, i) => `/services/s${String(i).padStart(8, '0')}`);
      const starts = shardStarts(sorted);
      expect(starts.length).toBe(shardCount(n));
      expect(starts[0]).toBe('');
      const counts = new Array<number>(starts.length).fill(0);
      for (const path of sorted) counts[shardOf(path, starts)]!++;
      if (n > 0) {
        expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.floor(n / starts.length));
        expect(Math.max(...counts)).toBeLessThanOrEqual(Math.ceil(n / starts.length));
      }
    }
  });

  it('are a function of the paths alone: the same paths, the same starts, however the build came to them', () => {
    const sorted = Array.from({ length: 2400 }, (_, i) => `/services/s${i % 80}/in/suburb-${String(Math.floor(i / 80)).padStart(3, '0')}`).sort();
    expect(shardStarts([...sorted])).toEqual(shardStarts(sorted));
    expect(shardStarts(sorted.slice(0, 200))).toHaveLength(shardCount(200));
  });
});

describe("the function's answers besides pages", () => {
  const redirects = new Redirects({
    literal: [{ from: '/about-us', to: '/about' }],
    patterns: [{ from: '/service/:serviceSlug', to: '/services/:serviceSlug' }],
  });

  it('redirects old addresses as the redirect file does, with or without a trailing slash', () => {
    expect(redirects.target('/about-us')).toBe('/about');
    expect(redirects.target('/about-us/')).toBe('/about');
    expect(redirects.target('/service/rcd-testing')).toBe('/services/rcd-testing');
    expect(redirects.target('/service/rcd-testing/')).toBe('/services/rcd-testing');
    expect(redirects.target('/')).toBeUndefined();
    expect(redirects.target('/services/rcd-testing')).toBeUndefined();
  });

  it("sends the site's headers with a rendered page, and noindex as a header when its head says so", () => {
    const site = { headers: { 'Content-Security-Policy': "default-src 'self'" } };
    expect(pageHeaders(site, true)).toMatchObject({ 'Content-Security-Policy': "default-src 'self'", 'X-Robots-Tag': 'noindex', 'Content-Type': 'text/html; charset=utf-8' });
    expect(pageHeaders(site, false)['X-Robots-Tag']).toBeUndefined();
  });

  it('leaves to the function only local pages that are noindex: never an indexable one, a fixed page, or one whose canonical is elsewhere', () => {
    const route = (kind: string, indexable: boolean, canonical = '/x') => ({ kind, indexable, canonical, path: '/x' }) as Parameters<typeof servedOnRequest>[0];
    expect(servedOnRequest(route('service-in-suburb', false))).toBe(true);
    expect(servedOnRequest(route('emergency-suburb', false))).toBe(true);
    expect(servedOnRequest(route('suburb', false))).toBe(true);
    expect(servedOnRequest(route('service-in-suburb', true))).toBe(false);
    expect(servedOnRequest(route('suburb', false, '/electrician/x'))).toBe(false);
    expect(servedOnRequest(route('suburb-hub', false))).toBe(true);
    expect(servedOnRequest(route('suburb-hub', true))).toBe(false);
    expect(servedOnRequest(route('page', false))).toBe(false);
  });
});
