import type { RedirectEntry } from './routes.ts';

/**
 * The redirect language of redirects.yaml, interpreted here and nowhere else: a pattern is "/"
 * or a path of segments, each a literal slug ("electrician") or a named parameter
 * (":serviceSlug"). The schema validates with it, the build expands with it, every host target
 * writes its rules from it, and the client and the servers match with it.
 *
 * A parameter's value is always a slug (lower-case letters, digits, single hyphens): whatever a
 * request carries, a filled target is a path of slugs, so no redirect can lead off the site.
 */

/** The parameter names, each ranging over what its name says (published services, suburbs). */
export const REDIRECT_PARAMS = ['serviceSlug', 'suburbName'] as const;
export type RedirectParam = (typeof REDIRECT_PARAMS)[number];

export type PatternSegment = { literal: string } | { param: RedirectParam };

export interface Pattern {
  /** The pattern as written ("/service/:serviceSlug"). */
  source: string;
  segments: readonly PatternSegment[];
  /** The parameter names, in order of appearance. */
  params: readonly RedirectParam[];
}

/** The shape of a literal segment and of every parameter's value. */
export const SLUG_SOURCE = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG = new RegExp(`^${SLUG_SOURCE}$`);

/**
 * The syntax as one regular expression, for JSON Schema (editors check redirects.yaml with it);
 * patternProblem says what exactly is wrong and also refuses a parameter named twice.
 */
export const PATTERN_SYNTAX = `^/(?:(?:${SLUG_SOURCE}|:(?:${REDIRECT_PARAMS.join('|')}))(?:/(?:${SLUG_SOURCE}|:(?:${REDIRECT_PARAMS.join('|')})))*)?$`;

export class PatternError extends Error {}

/** Why `text` is not a pattern, or undefined when it is one. */
export function patternProblem(text: string): string | undefined {
  if (!text.startsWith('/')) return 'must start with "/"';
  if (text === '/') return undefined;
  if (text.endsWith('/')) return 'must not end with "/"';
  const seen = new Set<string>();
  for (const part of text.slice(1).split('/')) {
    if (part === '') return 'has an empty part ("//")';
    if (part.startsWith(':')) {
      const name = part.slice(1);
      if (!(REDIRECT_PARAMS as readonly string[]).includes(name)) return `names an unknown parameter ":${name}" (parameters: ${REDIRECT_PARAMS.map((p) => ':' + p).join(', ')})`;
      if (seen.has(name)) return `names ":${name}" twice`;
      seen.add(name);
    } else if (!SLUG.test(part)) {
      return `has a part "${part}" that is not lower-case letters, digits and single hyphens`;
    }
  }
  return undefined;
}

const parsed = new Map<string, Pattern>();

/** Parses a pattern once (later calls return the same object); throws PatternError on bad syntax. */
export function parsePattern(text: string): Pattern {
  const known = parsed.get(text);
  if (known) return known;
  const problem = patternProblem(text);
  if (problem) throw new PatternError(`redirect pattern "${text}" ${problem}`);
  const segments: PatternSegment[] =
    text === '/'
      ? []
      : text
          .slice(1)
          .split('/')
          .map((part) => (part.startsWith(':') ? { param: part.slice(1) as RedirectParam } : { literal: part }));
  const pattern: Pattern = { source: text, segments, params: segments.flatMap((s) => ('param' in s ? [s.param] : [])) };
  parsed.set(text, pattern);
  return pattern;
}

/** Whether the pattern has parameters (a literal redirect has none). */
export function isPattern(text: string): boolean {
  return parsePattern(text).params.length > 0;
}

/**
 * The parameter values for which `pattern` names `path`, or undefined when it does not. With
 * `trailingSlash`, "/a/b/" matches as "/a/b" does (an old link written with a slash).
 */
export function matchPattern(pattern: Pattern, path: string, options: { trailingSlash?: boolean } = {}): Partial<Record<RedirectParam, string>> | undefined {
  const trimmed = options.trailingSlash && path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!trimmed.startsWith('/')) return undefined;
  const parts = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  if (parts.length !== pattern.segments.length) return undefined;
  const values: Partial<Record<RedirectParam, string>> = {};
  for (const [i, segment] of pattern.segments.entries()) {
    const part = parts[i]!;
    if ('literal' in segment) {
      if (part !== segment.literal) return undefined;
    } else {
      if (!SLUG.test(part)) return undefined;
      values[segment.param] = part;
    }
  }
  return values;
}

/**
 * The pattern with each parameter replaced by its value. A host's own placeholder syntax may be
 * passed as values (nginx: "${serviceSlug}"). A missing value is a bug in the caller: it throws.
 */
export function fillPattern(pattern: Pattern, values: Readonly<Partial<Record<RedirectParam, string>>>): string {
  if (pattern.segments.length === 0) return '/';
  const parts = pattern.segments.map((segment) => {
    if ('literal' in segment) return segment.literal;
    const value = values[segment.param];
    if (value === undefined) throw new PatternError(`no value for :${segment.param} in ${pattern.source}`);
    return value;
  });
  return ['', ...parts].join('/');
}

/**
 * A regular expression source (PCRE and JavaScript alike) that matches exactly the paths
 * `matchPattern` does, each parameter a named group holding a slug. `trailingSlash` as for
 * matchPattern.
 */
export function patternToRegex(pattern: Pattern, options: { trailingSlash?: boolean } = {}): string {
  if (pattern.segments.length === 0) return '^/$';
  const body = ['', ...pattern.segments.map((segment) => ('literal' in segment ? segment.literal : `(?<${segment.param}>${SLUG_SOURCE})`))].join('/');
  return `^${body}${options.trailingSlash ? '/?' : ''}$`;
}

/** Parameters of the target that its source does not define (a target may use only the source's). */
export function strayParams(from: Pattern, to: Pattern): RedirectParam[] {
  return to.params.filter((p) => !from.params.includes(p));
}

/**
 * Where a path redirects to, given redirect rules such as "/service/:serviceSlug" ->
 * "/services/:serviceSlug" (the first that matches). The client uses the data's patterns (a few
 * dozen) rather than the thousands of expanded pairs; a pattern whose target has no page ends on
 * the not-found page, as the hosts' would.
 */
export function matchRedirect(rules: readonly RedirectEntry[], path: string, options: { trailingSlash?: boolean } = {}): string | undefined {
  for (const { from, to } of rules) {
    const values = matchPattern(parsePattern(from), path, options);
    if (values) return fillPattern(parsePattern(to), values);
  }
  return undefined;
}

/**
 * matchRedirect for many paths against the same rules: the validation rules follow every binding
 * of every pattern (services x suburbs, ten thousand addresses), and trying all rules on each
 * was a third of `validate`. A pattern can match only paths with as many segments as it has, so
 * the rules are parsed once and kept by segment count, in their order: the first match is the same.
 */
export function redirectMatcher(rules: readonly RedirectEntry[]): (path: string) => string | undefined {
  const bySegments = new Map<number, { from: Pattern; to: Pattern }[]>();
  for (const { from, to } of rules) {
    const rule = { from: parsePattern(from), to: parsePattern(to) };
    const same = bySegments.get(rule.from.segments.length);
    if (same) same.push(rule);
    else bySegments.set(rule.from.segments.length, [rule]);
  }
  return (path) => {
    const segments = path === '/' ? 0 : path.split('/').length - 1;
    for (const { from, to } of bySegments.get(segments) ?? []) {
      const values = matchPattern(from, path);
      if (values) return fillPattern(to, values);
    }
    return undefined;
  };
}
