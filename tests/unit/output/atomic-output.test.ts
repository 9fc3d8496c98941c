import { existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutput } from '../../../generator/output/atomic-output.ts';
import { NextOutput } from '../../../generator/output/next-output.ts';

let parent: string;
let out: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'tradesite-next-'));
  out = join(parent, 'site');
  const first = openOutput(out, false);
  for (const [file, text] of Object.entries({ 'index.html': 'home', 'a/b.html': 'b', 'a/c.html': 'c', 'gone/d.html': 'd' })) first.write(file, text);
  first.commit();
});

afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** Every file under the output with its text. */
function site(): Record<string, string> {
  const files = (readdirSync(out, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((e) => e.isFile());
  return Object.fromEntries(files.map((e) => [join(e.parentPath, e.name).slice(out.length + 1), readFileSync(join(e.parentPath, e.name), 'utf8')]).sort());
}

/** What is beside the output, bar its state folder and the previous output being removed in the background. */
function beside(): string[] {
  return readdirSync(parent).filter((name) => name !== 'site' && name !== '.site.tradesite' && !/-old(-\d+)?$/.test(name));
}

describe('NextOutput: the output linked while a watch waits', () => {
  it('takes the staged files over their links, drops the removed ones, and never writes into a published file', () => {
    // A second name for the published page: had the build written through a link, it would change too.
    linkSync(join(out, 'a/b.html'), join(parent, 'b-published.html'));
    const next = new NextOutput(out);
    next.prepare();
    expect(beside()).toHaveLength(2);

    const build = openOutput(out, true, [], next);
    build.write('a/b.html', 'b, edited');
    build.write('new/e.html', 'e');
    build.remove('gone/d.html');
    build.commit();

    expect(site()).toEqual({ 'a/b.html': 'b, edited', 'a/c.html': 'c', 'index.html': 'home', 'new/e.html': 'e' });
    // A folder whose files all went does not come back, as when the build links the files itself.
    expect(existsSync(join(out, 'gone'))).toBe(false);
    expect(readFileSync(join(parent, 'b-published.html'), 'utf8')).toBe('b');
    expect(beside()).toEqual(['b-published.html']);
    next.close();
  });

  it('is not used once the output is no longer the folder it linked, and the build links the files itself', () => {
    const next = new NextOutput(out);
    next.prepare();
    const other = openOutput(out, true);
    other.write('index.html', 'home, by another build');
    other.commit();

    const build = openOutput(out, true, [], next);
    build.write('a/c.html', 'c, edited');
    build.commit();
    expect(site()).toEqual({ 'a/b.html': 'b', 'a/c.html': 'c, edited', 'gone/d.html': 'd', 'index.html': 'home, by another build' });
    expect(beside()).toEqual([]);
  });

  it('goes with a failed build, and with the watch', () => {
    const next = new NextOutput(out);
    next.prepare();
    const build = openOutput(out, true, [], next);
    build.write('index.html', 'half made');
    build.abort();
    expect(beside()).toEqual([]);
    expect(site()['index.html']).toBe('home');

    next.prepare();
    expect(beside()).toHaveLength(1);
    next.close();
    expect(beside()).toEqual([]);
  });
});

describe('an incremental output', () => {
  it('with nothing written and nothing removed, leaves the published folder itself in place, and nothing beside it', () => {
    const before = statSync(out);
    for (const next of [undefined, new NextOutput(out)]) {
      next?.prepare();
      const build = openOutput(out, true, [], next);
      build.commit();
      next?.close();
      expect(statSync(out).ino).toBe(before.ino);
      expect(site()['a/b.html']).toBe('b');
      expect(beside()).toEqual([]);
    }
  });

  it('with one file written, publishes a new folder holding it and the rest', () => {
    const before = statSync(out);
    const build = openOutput(out, true);
    build.write('a/b.html', 'b, edited');
    build.commit();
    expect(statSync(out).ino).not.toBe(before.ino);
    expect(site()).toEqual({ 'a/b.html': 'b, edited', 'a/c.html': 'c', 'gone/d.html': 'd', 'index.html': 'home' });
  });
});
