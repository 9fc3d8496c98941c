import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutput } from '../../../generator/output/atomic-output.ts';
import { NextOutput } from '../../../generator/output/next-output.ts';

let parent: string;
let out: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'tradesite-output-'));
  out = join(parent, 'site');
  const first = openOutput(out, false);
  first.write('index.html', 'home');
  first.write('a/b.html', 'b');
  first.commit();
});

afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('an incremental output', () => {
  it('with nothing written and nothing removed, leaves the published folder itself in place, and nothing beside it', () => {
    const before = statSync(out);
    for (const next of [undefined, new NextOutput(out)]) {
      next?.prepare();
      const build = openOutput(out, true, [], next);
      build.commit();
      next?.close();
      expect(statSync(out).ino).toBe(before.ino);
      expect(readFileSync(join(out, 'a/b.html'), 'utf8')).toBe('b');
      expect(readdirSync(parent).sort()).toEqual(['.site.tradesite', 'site']);
    }
  });

  it('with one file written, publishes a new folder holding it and the rest', () => {
    const before = statSync(out);
    const build = openOutput(out, true);
    build.write('a/b.html', 'b, edited');
    build.commit();
    expect(statSync(out).ino).not.toBe(before.ino);
    expect(readFileSync(join(out, 'a/b.html'), 'utf8')).toBe('b, edited');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('home');
  });
});
