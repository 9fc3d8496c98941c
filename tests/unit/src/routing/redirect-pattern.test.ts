import { describe, expect, it } from 'vitest';
import {
  fillPattern,
  isPattern,
  matchPattern,
  matchRedirect,
  parsePattern,
  PATTERN_SYNTAX,
  patternProblem,
  patternToRegex,
  PatternError,
  redirectMatcher,
  strayParams,
} from '../../../../src/routing/redirect-pattern.ts';

describe('the redirect pattern language (src/routing/redirect-pattern.ts)', () => {
  it('parses once into literal and parameter segments', () => {
    const pattern = parsePattern('/electrician/:suburbName/:serviceSlug');
    expect(pattern.segments).toEqual([{ literal: 'electrician' }, { param: 'suburbName' }, { param: 'serviceSlug' }]);
    expect(pattern.params).toEqual(['suburbName', 'serviceSlug']);
    expect(parsePattern('/electrician/:suburbName/:serviceSlug')).toBe(pattern);
    expect(parsePattern('/').segments).toEqual([]);
    expect(isPattern('/home')).toBe(false);
    expect(isPattern('/service/:serviceSlug')).toBe(true);
  });

  it('refuses what is not a pattern, saying why', () => {
    const bad: [string, RegExp][] = [
      ['home', /start with "\/"/],
      ['/home/', /end with "\/"/],
      ['/a//b', /empty part/],
      ['/service/:slug', /unknown parameter ":slug"/],
      ['/a/:serviceSlug/:serviceSlug', /":serviceSlug" twice/],
      ['/About', /not lower-case/],
      ['/a\\b', /not lower-case/],
      ['/%2F', /not lower-case/],
    ];
    for (const [text, why] of bad) {
      expect(patternProblem(text), text).toMatch(why);
      expect(() => parsePattern(text), text).toThrow(PatternError);
    }
    // The JSON Schema's regex agrees with the checker on everything but a repeated parameter.
    for (const text of ['/', '/home', '/service/:serviceSlug', 'home', '/home/', '/a//b', '/service/:slug', '/About']) {
      expect(new RegExp(PATTERN_SYNTAX).test(text), text).toBe(patternProblem(text) === undefined);
    }
  });

  it('matches one slug per parameter, never anything else', () => {
    const pattern = parsePattern('/service/:serviceSlug');
    expect(matchPattern(pattern, '/service/blocked-drains')).toEqual({ serviceSlug: 'blocked-drains' });
    for (const path of ['/service', '/service/', '/service/a/b', '/service/\\evil.example', '/service//evil', '/service/Evil', '/service/a b', '/services/x']) {
      expect(matchPattern(pattern, path), path).toBeUndefined();
    }
    expect(matchPattern(pattern, '/service/x/')).toBeUndefined();
    expect(matchPattern(pattern, '/service/x/', { trailingSlash: true })).toEqual({ serviceSlug: 'x' });
    expect(matchPattern(parsePattern('/'), '/')).toEqual({});
  });

  it("fills a target with values, or with a host's own placeholders", () => {
    const target = parsePattern('/services/:serviceSlug/in/:suburbName');
    expect(fillPattern(target, { serviceSlug: 'a', suburbName: 'kew' })).toBe('/services/a/in/kew');
    expect(fillPattern(target, { serviceSlug: '${serviceSlug}', suburbName: '${suburbName}' })).toBe('/services/${serviceSlug}/in/${suburbName}');
    expect(() => fillPattern(target, { serviceSlug: 'a' })).toThrow(/no value for :suburbName/);
    expect(fillPattern(parsePattern('/'), {})).toBe('/');
    expect(strayParams(parsePattern('/service/:serviceSlug'), target)).toEqual(['suburbName']);
  });

  it('turns a pattern into a regex that matches exactly what matchPattern matches', () => {
    const pattern = parsePattern('/electrician/:suburbName/:serviceSlug');
    expect(patternToRegex(pattern)).toBe('^/electrician/(?<suburbName>[a-z0-9]+(?:-[a-z0-9]+)*)/(?<serviceSlug>[a-z0-9]+(?:-[a-z0-9]+)*)$');
    const paths = [
      '/electrician/kew/x',
      '/electrician/kew/x/',
      '/electrician/kew',
      '/electrician/\\evil/x',
      '/electrician/kew/x-',
      '/electrician/st-kilda/a-b-c',
      '/Electrician/kew/x',
    ];
    for (const trailingSlash of [false, true]) {
      const regex = new RegExp(patternToRegex(pattern, { trailingSlash }));
      for (const path of paths) {
        const match = regex.exec(path);
        expect(match ? { ...match.groups } : undefined, `${path} ${trailingSlash}`).toEqual(matchPattern(pattern, path, { trailingSlash }));
      }
    }
    expect(patternToRegex(parsePattern('/'))).toBe('^/$');
  });

  it('answers where a path redirects, first rule first', () => {
    const rules = [
      { from: '/home', to: '/' },
      { from: '/service/:serviceSlug', to: '/services/:serviceSlug' },
      { from: '/electrician/:suburbName/:serviceSlug', to: '/services/:serviceSlug/in/:suburbName' },
    ];
    expect(matchRedirect(rules, '/home')).toBe('/');
    expect(matchRedirect(rules, '/home/')).toBeUndefined();
    expect(matchRedirect(rules, '/home/', { trailingSlash: true })).toBe('/');
    expect(matchRedirect(rules, '/electrician/kew/blocked-drains')).toBe('/services/blocked-drains/in/kew');
    expect(matchRedirect(rules, '/service/%5Cevil.example')).toBeUndefined();
  });

  it('answers as matchRedirect does when made once for many paths (first rule first, by segment count)', () => {
    const rules = [
      { from: '/', to: '/home' },
      { from: '/electrician/kew/blocked-drains', to: '/blocked-drains' },
      { from: '/service/:serviceSlug', to: '/services/:serviceSlug' },
      { from: '/service/switchboards', to: '/never-reached' },
      { from: '/electrician/:suburbName/:serviceSlug', to: '/services/:serviceSlug/in/:suburbName' },
      { from: '/:serviceSlug/in/:suburbName', to: '/services/:serviceSlug/in/:suburbName' },
    ];
    const follow = redirectMatcher(rules);
    const paths = [
      '/',
      '',
      'service/x',
      '/home',
      '/home/',
      '/service/switchboards',
      '/service/',
      '/service/Bad',
      '/electrician/kew/blocked-drains',
      '/electrician/kew/hot-water',
      '/gas/in/kew',
      '/a/b/c/d',
      '//',
      '/service/%5Cevil.example',
    ];
    for (const path of paths) expect(follow(path), path).toBe(matchRedirect(rules, path));
    expect(follow('/service/switchboards')).toBe('/services/switchboards');
    expect(follow('/electrician/kew/blocked-drains')).toBe('/blocked-drains');
    expect(follow('/electrician/kew/hot-water')).toBe('/services/hot-water/in/kew');
  });
});
