import { describe, expect, it } from 'vitest';
import { headingShapeProblems } from '../../generator/validate/copy/heading-shape.ts';
import { prepareSite } from '../../generator/prepare-site.ts';
import { paths } from '../../src/routing/paths.ts';
import { builtHtml, builtManifest } from '../helpers/site.ts';

/** Pages of the kinds with thousands of pages that are read here: every n-th, so each run reads the same ones. */
const SAMPLE = 40;

const { site } = prepareSite('data');
const titles = [...site.services.map((s) => s.title), ...site.landings.map((l) => l.title)];
const routes = builtManifest().routes.filter((r) => r.kind !== 'blog-alias' && r.kind !== 'suburb');

/** The text of every heading and the page's <title>, tags removed and entities decoded. */
function headingsOf(html: string): string[] {
  const found = [...html.matchAll(/<(h[1-6]|title)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!);
  return found.map((h) =>
    h
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Every service page and every page of the kinds with few pages; a spread sample of the rest. */
function pagesToRead(): string[] {
  const byKind = new Map<string, string[]>();
  for (const r of routes) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.path]);
  return [...byKind].flatMap(([kind, paths]) => (kind === 'service' || paths.length <= SAMPLE ? paths : paths.filter((_, i) => i % Math.ceil(paths.length / SAMPLE) === 0)));
}

describe('headings on built pages', () => {
  it('reads every service page and a sample of every other kind', () => {
    const read = pagesToRead();
    const kinds = new Set(routes.filter((r) => read.includes(r.path)).map((r) => r.kind));
    expect(kinds).toEqual(new Set(routes.map((r) => r.kind)));
    expect(read.filter((p) => routes.find((r) => r.path === p)!.kind === 'service')).toHaveLength(site.services.filter((s) => !s.draft).length);
  });

  it('has no heading a template made: no lower-cased acronym, no "What is" before a title or a bare plural', () => {
    const problems: string[] = [];
    for (const path of pagesToRead()) {
      for (const heading of headingsOf(builtHtml(path))) {
        for (const p of headingShapeProblems(heading, titles)) problems.push(`${path}: "${heading}": ${p.message}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('gives each service page the headings written for it', () => {
    for (const service of site.services.filter((s) => !s.draft)) {
      const headings = headingsOf(builtHtml(paths.service(service)));
      expect(headings).toContain(service.phrases.about);
      expect(headings).toContain(service.phrases.book);
    }
  });
});
