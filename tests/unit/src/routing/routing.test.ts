import { describe, expect, it } from 'vitest';
import { htmlFileFor, paths } from '../../../../src/routing/paths.ts';
import { matchRedirect } from '../../../../src/routing/redirect-pattern.ts';
import { normalisePath } from '../../../../src/routing/paths.ts';
import { activeSection } from '../../../../src/routing/active-section.ts';

describe('paths', () => {
  it('builds each kind of address in one place', () => {
    expect(paths.service({ slug: 'x' })).toBe('/services/x');
    expect(paths.service({ slug: 'rcd-testing', path: '/rcd-testing-melbourne' })).toBe('/rcd-testing-melbourne');
    expect(paths.serviceInSuburb('a', 'b')).toBe('/services/a/in/b');
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/a/b')).toBe('a/b.html');
    expect(htmlFileFor('/404')).toBe('404.html');
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
