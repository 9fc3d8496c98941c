import type { Service, Suburb } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';

/** The services that have pages: drafts are written but not published. */
export function publishedServices(site: Site): Service[] {
  return site.services.filter((s) => !s.draft);
}

/** The order menus, lists and "the first emergency service" use: menu order, then title. */
export function inMenuOrder(services: readonly Service[]): Service[] {
  return [...services].sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title, 'en'));
}

/** The suburbs that get a service-in-suburb page for this service. */
export function suburbsForService(service: Service, suburbs: Suburb[]): Suburb[] {
  const rule = service.suburbPages;
  if (rule === 'none') return [];
  if (rule === 'all') return suburbs;
  if ('suburbs' in rule) {
    const listed = new Set<string>(rule.suburbs);
    return suburbs.filter((s) => listed.has(s.slug));
  }
  const regions = new Set<string>(rule.regions);
  return suburbs.filter((s) => regions.has(s.region));
}

/** Code-point order, not locale order: the same bytes on every machine. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
