import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../generator/render/escape.ts';
import { didYouMean, editDistance } from '../../generator/diagnostics/did-you-mean.ts';
import { suburbSlugFor } from '../../generator/commands/add.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { matchRedirect } from '../../src/routing/redirect-pattern.ts';
import { normalisePath } from '../../src/routing/paths.ts';
import { activeSection } from '../../src/routing/active-section.ts';
import { distanceKm, CBD } from '../../src/lib/geo.ts';

describe('didYouMean', () => {
  it('finds a close candidate and ignores distant ones', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(didYouMean('swichboard-upgrades', ['switchboard-upgrades', 'meter-box-replacements'])).toBe('switchboard-upgrades');
    expect(didYouMean('plumbing', ['switchboard-upgrades'])).toBeUndefined();
  });
});

describe('paths', () => {
  it('builds each kind of address in one place', () => {
    expect(paths.service({ slug: 'x' })).toBe('/services/x');
    expect(paths.service({ slug: 'rcd-testing', path: '/rcd-testing-melbourne' })).toBe('/rcd-testing-melbourne');
    expect(paths.serviceInSuburb('a', 'b')).toBe('/services/a/in/b');
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/a/b')).toBe('a/b.html');
    expect(htmlFileFor('/404')).toBe('404.html');
  });

  it('turns suburb names into slugs the way the spec says', () => {
    expect(suburbSlugFor('St Kilda')).toBe('st-kilda');
    expect(suburbSlugFor("O'Halloran Hill")).toBe('ohalloran-hill');
    expect(suburbSlugFor('McKinnon')).toBe('mckinnon');
  });
});

describe('client redirects', () => {
  const patterns = [
    { from: '/home', to: '/' },
    { from: '/service/:serviceSlug', to: '/services/:serviceSlug' },
    { from: '/electrician/:suburbName/:serviceSlug', to: '/services/:serviceSlug/in/:suburbName' },
  ];
  it('matches literal and patterned sources', () => {
    expect(matchRedirect(patterns, '/home')).toBe('/');
    expect(matchRedirect(patterns, '/service/blocked-drains')).toBe('/services/blocked-drains');
    expect(matchRedirect(patterns, '/electrician/kew/blocked-drains')).toBe('/services/blocked-drains/in/kew');
    expect(matchRedirect(patterns, '/electrician/kew')).toBeUndefined();
    expect(normalisePath('/about/')).toBe('/about');
  });
});

describe('menu highlighting', () => {
  it('follows the spec', () => {
    expect(activeSection('/services/x/in/y')).toBe('services');
    expect(activeSection('/plumbing')).toBe('services');
    expect(activeSection('/air-conditioning')).toBe('services');
    expect(activeSection('/electrician/kew')).toBe('locations');
    expect(activeSection('/emergency-electrician/kew')).toBe('locations');
    expect(activeSection('/suburb/kew')).toBe('locations');
    expect(activeSection('/areas-we-service')).toBe('locations');
    expect(activeSection('/blog/x')).toBe('blog');
  });
});

describe('escaping', () => {
  it('escapes HTML and attribute text', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
  });
  it('keeps JSON from closing its script tag', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });
});

describe('geo', () => {
  it('measures distances in km', () => {
    expect(distanceKm(CBD, CBD)).toBe(0);
    expect(distanceKm(CBD, { lat: -37.682, lng: 145.014 })).toBeCloseTo(15.2, 0);
  });
});
