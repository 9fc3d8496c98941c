import type { RedirectEntry } from './routes.ts';

/**
 * The redirect language of redirects.yaml, in one place: a pattern is a path whose segments are
 * literal or a named parameter (":serviceSlug"). The build expands patterns into concrete pairs
 * (generator/routes/expand-redirects.ts); the client and the dev server match a path against
 * the patterns themselves.
 */

/** The parameter names in a pattern, in order of appearance. */
export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** The pattern with its parameters replaced by their values (a parameter without a value stays as it is). */
export function fillPattern(pattern: string, values: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? `:${name}`);
}

/**
 * Where a path redirects to, given redirect patterns such as "/service/:serviceSlug". The client
 * uses the data's patterns (a few dozen) rather than the thousands of expanded pairs; a pattern
 * whose target has no page ends on the not-found page, as the static host would.
 */
export function matchRedirect(patterns: readonly RedirectEntry[], path: string): string | undefined {
  const segments = path.split('/');
  for (const { from, to } of patterns) {
    const pattern = from.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i]!;
        return segments[i] !== '';
      }
      return part === segments[i];
    });
    if (matches) return fillPattern(to, params);
  }
  return undefined;
}
