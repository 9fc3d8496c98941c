import type { RedirectParam } from '../../src/routing/redirect-pattern.ts';
import type { Site } from '../schema/site.ts';
import { publishedServices } from './published.ts';

export type Binding = Partial<Record<RedirectParam, string>>;

/** The values each redirect parameter ranges over: the published services' slugs and the suburbs'. */
export function redirectDomains(site: Site): Record<RedirectParam, readonly string[]> {
  return { serviceSlug: publishedServices(site).map((s) => s.slug), suburbName: site.suburbs.map((s) => s.slug) };
}

/**
 * Every binding of the parameters to the values they range over, the first parameter slowest: the
 * order the build expands a pattern in. One generator counting through the values like an
 * odometer: at a hundred times the sample a pattern over services and suburbs has a million
 * bindings, so they are made one at a time (a list of them all was 640 MB more at the peak of
 * `validate`), and not by nested generators (a fifth of `validate` at the sample's size).
 */
export function* bindingsOf(params: readonly RedirectParam[], domains: Readonly<Record<RedirectParam, readonly string[]>>): Generator<Binding> {
  const names = [...new Set(params)];
  const values = names.map((name) => domains[name] ?? []);
  if (values.some((v) => v.length === 0)) return;
  const at = names.map(() => 0);
  for (;;) {
    const binding: Binding = {};
    for (let i = 0; i < names.length; i++) binding[names[i]!] = values[i]![at[i]!];
    yield binding;
    // The last parameter turns fastest.
    let i = names.length - 1;
    while (i >= 0 && ++at[i]! === values[i]!.length) at[i--] = 0;
    if (i < 0) return;
  }
}
