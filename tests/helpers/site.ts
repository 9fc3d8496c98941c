import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ROUTES_FILE } from '../../generator/incremental/build-state.ts';
import { stateDirFor } from '../../generator/output/build-folder.ts';
import { htmlFileFor } from '../../src/routing/paths.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';

export const siteUrl = () => inject('siteUrl');
export const siteDir = () => inject('siteDir');

export function builtManifest(): RouteManifest {
  return JSON.parse(readFileSync(join(stateDirFor(siteDir()), ROUTES_FILE), 'utf8')) as RouteManifest;
}

export function builtHtml(path: string): string {
  return readFileSync(join(siteDir(), htmlFileFor(path)), 'utf8');
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}
