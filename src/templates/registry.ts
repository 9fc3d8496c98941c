import type { RouteKind } from '../routing/routes.ts';
import type { TemplateComponent } from './types.ts';

type Loader = () => Promise<{ default: TemplateComponent }>;

/**
 * One template per route kind, each in its own chunk so a page loads only its own template.
 * `satisfies` makes a new route kind without a template a type error.
 */
export const templateLoaders = {
  home: () => import('./fixed-page.tsx'),
  page: () => import('./fixed-page.tsx'),
  landing: () => import('./landing.tsx'),
  service: () => import('./service.tsx'),
  'service-in-suburb': () => import('./service-in-suburb.tsx'),
  suburb: () => import('./suburb.tsx'),
  'suburb-hub': () => import('./suburb.tsx'),
  'emergency-suburb': () => import('./emergency-suburb.tsx'),
  'blog-post': () => import('./blog-post.tsx'),
  'blog-alias': () => import('./blog-post.tsx'),
  'not-found': () => import('./not-found.tsx'),
} satisfies Record<RouteKind, Loader>;

export async function loadTemplate(kind: RouteKind): Promise<TemplateComponent> {
  return (await templateLoaders[kind]()).default;
}
