import { describe, expect, it } from 'vitest';
import { htmlFileFor, paths } from '../../../../src/routing/paths.ts';
import { matchRedirect } from '../../../../src/routing/redirect-pattern.ts';
import { normalisePath } from '../../../../src/routing/paths.ts';
import { activeSection } from '../../../../src/routing/active-section.ts';
import { primaryTrade, TRADE_WORDS, tradePeople } from '../../../../src/content/trades.ts';
import { TRADES } from '../../../../generator/schema/index.ts';

describe('paths', () => {
  it('builds each kind of address in one place', () => {
    expect(paths.service({ slug: 'x' })).toBe('/services/x');
    expect(paths.service({ slug: 'rcd-testing', path: '/rcd-testing-melbourne' })).toBe('/rcd-testing-melbourne');
    expect(paths.serviceInSuburb('a', 'b')).toBe('/services/a/in/b');
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/a/b')).toBe('a/b.html');
    expect(htmlFileFor('/404')).toBe('404.html');
  });

  it("names a suburb's hub for the business's first trade (issue 41): a plumber's is /plumber/x, never /electrician/x", () => {
    expect(paths.suburbHub('electrical', 'kew')).toBe('/electrician/kew');
    expect(paths.suburbHub('plumbing', 'kew')).toBe('/plumber/kew');
    expect(paths.suburbHub('gas', 'kew')).toBe('/gasfitter/kew');
    expect(paths.suburbHub('air-conditioning', 'kew')).toBe('/air-conditioning/kew');
    // Its builder given an empty slug is the prefix the menu highlights by.
    expect(paths.suburbHub('plumbing', '')).toBe('/plumber/');
    // Every trade has its own hub, and none is another page's address.
    const hubs = TRADES.map((t) => paths.suburbHub(t, ''));
    expect(new Set(hubs).size).toBe(TRADES.length);
    for (const hub of hubs) expect([paths.suburb(''), paths.emergencySuburb(''), paths.service({ slug: '' }), paths.blogPost('')]).not.toContain(hub);
  });

  it('takes the first trade a business lists, and electrical for data without one', () => {
    expect(primaryTrade(['plumbing', 'gas'])).toBe('plumbing');
    expect(primaryTrade(['electrical', 'plumbing'])).toBe('electrical');
    expect(primaryTrade(undefined)).toBe('electrical');
  });

  it("says each trade's people as Victorians do: gasfitters, one word", () => {
    expect(TRADES.map((t) => TRADE_WORDS[t].person)).toEqual(['Electrician', 'Plumber', 'Gasfitter', 'Air conditioning']);
    expect(tradePeople(['plumbing', 'gas'])).toBe('plumbers and gasfitters');
    expect(tradePeople(['electrical', 'plumbing', 'gas'])).toBe('electricians, plumbers and gasfitters');
    expect(tradePeople(['electrical'])).toBe('electricians');
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
    expect(activeSection('/services/x/in/y', 'electrical')).toBe('services');
    expect(activeSection('/plumbing', 'electrical')).toBe('services');
    expect(activeSection('/air-conditioning', 'electrical')).toBe('services');
    expect(activeSection('/electrician/kew', 'electrical')).toBe('locations');
    expect(activeSection('/emergency-electrician/kew', 'electrical')).toBe('locations');
    expect(activeSection('/suburb/kew', 'electrical')).toBe('locations');
    expect(activeSection('/areas-we-service', 'electrical')).toBe('locations');
    expect(activeSection('/blog/x', 'electrical')).toBe('blog');
  });

  it("highlights the locations for the hubs of the business's first trade (issue 41)", () => {
    expect(activeSection('/plumber/kew', 'plumbing')).toBe('locations');
    expect(activeSection('/gasfitter/kew', 'gas')).toBe('locations');
    expect(activeSection('/air-conditioning/kew', 'air-conditioning')).toBe('locations');
    // The air-conditioning landing page stays a service, whoever's site it is on.
    expect(activeSection('/air-conditioning', 'air-conditioning')).toBe('services');
    expect(activeSection('/suburb/kew', 'plumbing')).toBe('locations');
  });
});
