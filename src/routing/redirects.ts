import type { RedirectEntry } from './routes.ts';

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
    if (matches) return to.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  }
  return undefined;
}

/** "/about/" and "/about" are one page; "/" stays "/". */
export function normalisePath(path: string): string {
  const clean = path.replace(/\/{2,}/g, '/');
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}
