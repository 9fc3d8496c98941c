import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { updateMarkdownText, updateYamlText } from '../../../generator/editor/keep-comments.ts';
import { DATA } from '../../helpers/paths.ts';

/** The lines only in `before` and only in `after`, by a longest-common-subsequence line diff. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const table = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < a.length && j < b.length ? table[i]![j]! : 0);
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j >= b.length || (i < a.length && at(i + 1, j) >= at(i, j + 1))) removed.push(a[i++]!);
    else added.push(b[j++]!);
  }
  return { removed, added };
}

/** Applies `change` to the file's value and writes it back with updateYamlText. */
function edit<T>(text: string, change: (value: T) => void): string {
  const value = parse(text) as T;
  change(value);
  const out = updateYamlText(text, value);
  // Whatever else holds, the text must read back as exactly the value the editor saved.
  expect(parse(out)).toEqual(value);
  return out;
}

const SERVICE = `# yaml-language-server: $schema=../../schemas/service.schema.json
slug: switchboard-upgrades
# Shown in the menu and the page title.
title: Switchboard upgrades # keep it short
price:
  from: 1450 # ex GST? no: inc GST
  unit: job
summary: >-
  A new switchboard with safety switches on every circuit, sized for the house you have now and
  the solar, batteries or car charger you may add.
faq:
  - q: "How long does it take?"
    a: Most boards take a day.
  - q: Do I need to be home?
    a: Yes, the power is off.
`;

describe('updateYamlText', () => {
  it('changes one value as a one-line diff, keeping the comment above it and its inline comment', () => {
    const out = edit<{ title: string }>(SERVICE, (v) => (v.title = 'Switchboard replacement'));
    expect(lineDiff(SERVICE, out)).toEqual({
      removed: ['title: Switchboard upgrades # keep it short'],
      added: ['title: Switchboard replacement # keep it short'],
    });
    expect(out).toContain('# Shown in the menu and the page title.\ntitle:');
  });

  it('keeps the schema line, key order, quoting and untouched folded prose', () => {
    const out = edit<{ price: { from: number }; faq: { q: string }[] }>(SERVICE, (v) => {
      v.price.from = 1550;
      v.faq[0]!.q = 'How long does the work take?';
    });
    expect(out.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/service.schema.json');
    expect(out).toContain('  from: 1550 # ex GST? no: inc GST\n');
    // The question was double-quoted and stays so.
    expect(out).toContain('  - q: "How long does the work take?"\n');
    expect(out).toContain(SERVICE.slice(SERVICE.indexOf('summary:'), SERVICE.indexOf('faq:')));
    expect(lineDiff(SERVICE, out).added).toHaveLength(2);
  });

  it('keeps the order of keys, adding a new key after the key it follows in the saved value', () => {
    const out = edit<Record<string, unknown>>(SERVICE, (v) => {
      const entries = Object.entries(v);
      for (const key of Object.keys(v)) delete v[key];
      for (const [key, value] of entries) {
        v[key] = value;
        if (key === 'title') v.subtitle = 'Safety switches, solar-ready';
      }
    });
    expect(lineDiff(SERVICE, out)).toEqual({ removed: [], added: ['subtitle: Safety switches, solar-ready'] });
    expect(out.indexOf('subtitle:')).toBeGreaterThan(out.indexOf('title:'));
    expect(out.indexOf('subtitle:')).toBeLessThan(out.indexOf('price:'));
  });

  it('removes a key with the comment lines above it and nothing else', () => {
    const out = edit<{ title?: string }>(SERVICE, (v) => delete v.title);
    expect(lineDiff(SERVICE, out)).toEqual({ removed: ['# Shown in the menu and the page title.', 'title: Switchboard upgrades # keep it short'], added: [] });
  });

  it('re-folds a changed folded paragraph and keeps it folded', () => {
    const out = edit<{ summary: string }>(SERVICE, (v) => (v.summary = 'A new switchboard. '.repeat(12).trim()));
    expect(out).toMatch(/\nsummary: >-\n {2}A new switchboard\./);
    for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('writes a new paragraph as a folded block, as the files write prose', () => {
    const prose = 'We fitted a new switchboard with an RCBO on every circuit, and the kitchen now has circuits of its own.';
    const out = edit<Record<string, unknown>>(SERVICE, (v) => (v.intro = prose));
    expect(out).toMatch(/\nintro: >-\n {2}We fitted/);
  });

  it('quotes a new value that would otherwise read back as a number, a list or a comment', () => {
    const out = edit<{ title: string; price: { unit: string } }>(SERVICE, (v) => {
      v.title = '3074';
      v.price.unit = 'job # per job';
    });
    expect(parse(out).title).toBe('3074');
    expect(out).toContain('# keep it short');
  });

  describe('a long list of suburbs', () => {
    const text = readFileSync(join(DATA, 'suburbs.yaml'), 'utf8');
    type Suburbs = { suburbs: { slug: string; name: string; nearby: string[] }[] };

    it('changes one item found by its slug, as a one-line diff', () => {
      const out = edit<Suburbs>(text, (v) => (v.suburbs.find((s) => s.slug === 'lalor')!.name = 'Lalor North'));
      expect(lineDiff(text, out)).toEqual({ removed: ['    name: Lalor'], added: ['    name: Lalor North'] });
    });

    it('removes one item and only its lines', () => {
      const value = parse(text) as Suburbs;
      const index = value.suburbs.findIndex((s) => s.slug === 'lalor');
      const out = edit<Suburbs>(text, (v) => v.suburbs.splice(index, 1));
      const { removed, added } = lineDiff(text, out);
      expect(added).toEqual([]);
      expect(removed[0]).toBe('  - slug: lalor');
      expect(removed.some((line) => line.includes('slug:') && !line.includes('lalor'))).toBe(false);
    });

    it('adds an item where the editor put it, touching no other line', () => {
      const value = parse(text) as Suburbs;
      const index = value.suburbs.findIndex((s) => s.slug === 'lalor');
      // In Decap's form order, not the file's: it is written in its neighbours' order.
      const added = Object.fromEntries(
        Object.entries({ ...structuredClone(value.suburbs[index]!), slug: 'lalor-east', name: 'Lalor East' }).reverse(),
      ) as Suburbs['suburbs'][number];
      const out = edit<Suburbs>(text, (v) => v.suburbs.splice(index + 1, 0, added));
      const diff = lineDiff(text, out);
      expect(diff.removed).toEqual([]);
      expect(diff.added[0]).toBe('  - slug: lalor-east');
      expect(diff.added[1]).toBe('    name: Lalor East');
      expect(out.indexOf('slug: lalor-east')).toBeGreaterThan(out.indexOf('slug: lalor\n'));
    });

    it('changes a flow list in place, keeping its spacing', () => {
      const out = edit<Suburbs>(text, (v) => v.suburbs[0]!.nearby.push('mill-park'));
      const { removed, added } = lineDiff(text, out);
      expect(removed).toHaveLength(1);
      expect(added).toEqual([removed[0]!.replace(/\]$/, ', mill-park]')]);
    });
  });

  it('writes back every data file unchanged when nothing changed, and reads back a changed one exactly', () => {
    const files = ['suburbs.yaml', 'business.yaml', 'redirects.yaml', ...readdirSync(join(DATA, 'services')).map((f) => `services/${f}`)];
    for (const file of files) {
      const text = readFileSync(join(DATA, file), 'utf8');
      expect(updateYamlText(text, parse(text)), file).toBe(text);
    }
  });

  it('rewrites a list item whole when it cannot be edited in place, leaving its neighbours', () => {
    // A new first key would have to go on the dash's line: the item is printed afresh.
    const text = 'items:\n  - name: a\n    note: x\n  - name: b # kept\n';
    expect(edit<{ items: object[] }>(text, (v) => (v.items[0] = { first: 1, name: 'a' }))).toBe('items:\n  - first: 1\n    name: a\n  - name: b # kept\n');
  });

  it('moves reordered list items whole, with their comments, editing inside them as usual', () => {
    const text = 'faq:\n  # Asked most.\n  - q: First?\n    a: One. # short\n\n  # About money.\n  - q: Second?\n    a: Two.\nafter: 1\n';
    const out = edit<{ faq: { q: string; a: string }[] }>(text, (v) => {
      v.faq.reverse();
      v.faq[1]!.a = 'Uno.';
    });
    expect(out).toBe('faq:\n  # About money.\n  - q: Second?\n    a: Two.\n  # Asked most.\n  - q: First?\n    a: Uno. # short\n\nafter: 1\n');
  });

  it("removes a list item's first key keeping the comments of the keys that stay (issue 43)", () => {
    const before = 'items:\n  - a: 1 # about a\n    b: 2 # about b\n    c: 3 # about c\n  - a: 4 # kept\n';
    expect(edit<{ items: Record<string, number>[] }>(before, (v) => delete v.items[0]!.a)).toBe('items:\n  - b: 2 # about b\n    c: 3 # about c\n  - a: 4 # kept\n');
    expect(edit<{ items: Record<string, number>[] }>(before, (v) => (delete v.items[0]!.a, delete v.items[0]!.b))).toBe('items:\n  - c: 3 # about c\n  - a: 4 # kept\n');
  });

  it("empties a list keeping its key's comment (issue 43)", () => {
    const before = 'name: x # the name\nnearby: # suburbs next door\n  # north first\n  - a # first\n  - b\nafter: 1 # kept\n';
    expect(edit<{ nearby: string[] }>(before, (v) => (v.nearby = []))).toBe('name: x # the name\nnearby: [] # suburbs next door\nafter: 1 # kept\n');
  });

  it('edits a flow map or list written over several lines value by value, keeping its comments (issue 43)', () => {
    const map = 'geo: {\n  lat: -37.8, # measured on site\n  lng: 144.9 # from the map\n}\nafter: 1\n';
    expect(edit<{ geo: { lat: number } }>(map, (v) => (v.geo.lat = -37.9))).toBe(map.replace('-37.8', '-37.9'));
    const list = 'tags: [\n  a, # first\n  b\n]\n';
    expect(edit<{ tags: string[] }>(list, (v) => (v.tags[1] = 'c, d'))).toBe('tags: [\n  a, # first\n  "c, d"\n]\n');
    // A key added or removed: printed on one line, as before.
    expect(edit<{ geo: Record<string, number> }>(map, (v) => delete v.geo.lng)).toBe('geo: {lat: -37.8}\nafter: 1\n');
  });

  it('finds the dash of a list item that itself starts with a minus', () => {
    const text = 'offsets:\n  - -5 # before\n  - 3\n';
    expect(edit<{ offsets: number[] }>(text, (v) => (v.offsets = [-6, 3]))).toBe('offsets:\n  - -6 # before\n  - 3\n');
    expect(edit<{ offsets: number[] }>(text, (v) => v.offsets.splice(0, 1))).toBe('offsets:\n  - 3\n');
  });

  it('reads back exactly what was saved for every value of a service file changed in turn', () => {
    for (const name of ['switchboard-upgrades.yaml']) {
      const text = readFileSync(join(DATA, 'services', name), 'utf8');
      const leaves: (string | number)[][] = [];
      const walk = (v: unknown, path: (string | number)[]) => {
        if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
        else leaves.push(path);
      };
      walk(parse(text), []);
      for (const path of leaves) {
        // A plain line, a line yaml must quote, and prose long enough to fold.
        for (const next of ['Changed value', 'a: b, c # d', 'Long words. '.repeat(20).trim()]) {
          edit<Record<string, unknown>>(text, (v) => {
            let at: any = v;
            for (const k of path.slice(0, -1)) at = at[k];
            at[path[path.length - 1]!] = typeof at[path[path.length - 1]!] === 'number' ? 42 : next;
          });
        }
      }
    }
  });

  it('keeps the comments a file opens with when its old text could not be read as YAML', () => {
    const out = updateYamlText('# yaml-language-server: $schema=x.json\nslug: [oops\n', { slug: 'fixed' });
    expect(out).toBe('# yaml-language-server: $schema=x.json\nslug: fixed\n');
  });
});

describe('updateMarkdownText', () => {
  const POST = `---
# Dates are Melbourne dates.
title: Why your safety switch trips
date: 2025-03-01 # first published
tags: [safety, switchboards]
---
The body as it was.
`;

  it('merges the front matter keeping its comments and replaces the body', () => {
    const out = updateMarkdownText(POST, { title: 'Why a safety switch trips', date: '2025-03-01', tags: ['safety', 'switchboards'] }, 'A new body.\n\nTwo paragraphs.');
    expect(out).toBe(`---
# Dates are Melbourne dates.
title: Why a safety switch trips
date: 2025-03-01 # first published
tags: [safety, switchboards]
---
A new body.

Two paragraphs.
`);
  });

  it('gives a file without front matter a fresh one', () => {
    expect(updateMarkdownText('just text\n', { title: 'T' }, 'Body')).toBe('---\ntitle: T\n---\nBody\n');
  });
});
