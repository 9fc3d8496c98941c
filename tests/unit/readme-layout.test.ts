import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The "Layout of the code" block (docs/architecture.md, linked from the README) is the map people read first: every folder and file it
 * names must exist, and every folder of generator/ and src/ must be on it. Its "Where to look"
 * paragraph names files by their full path: those must exist too.
 */
const ROOT = process.cwd();
const FILE = /\.(ts|tsx|js|mjs|css|csv|json|yaml|md)$/;

function section(readme: string, heading: string): string {
  const start = readme.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

function layoutBlock(readme: string): string {
  const match = /```\n([\s\S]*?)```/.exec(section(readme, 'Layout of the code'));
  if (!match) throw new Error('the layout section has no code block');
  return match[1]!;
}

const exists = (path: string, folder: boolean) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory() === folder;

/**
 * What the block names that is not there. A row starts at the left margin with a path; the
 * description may name files and folders (`options.ts`, `hosts/`, `records/<kind>.ts`), found
 * under the row's folder, a folder named earlier in the row, or the project root.
 */
export function layoutProblems(readme: string): string[] {
  const problems: string[] = [];
  let bases: string[] = [];
  for (const line of layoutBlock(readme).split('\n')) {
    if (!line.trim()) continue;
    let text = line;
    if (!line.startsWith(' ')) {
      const head = line.split(/\s+/)[0]!;
      const folder = head.endsWith('/');
      if (!exists(head.replace(/\/$/, ''), folder)) problems.push(`${head}: no such ${folder ? 'folder' : 'file'}`);
      bases = ['', folder ? head : dirname(head) === '.' ? '' : `${dirname(head)}/`];
      text = line.slice(head.length);
    }
    // A <placeholder> stands for any name: only the folder before it is checked.
    for (const [token] of text.replace(/<[^>]*>/g, '@').matchAll(/[A-Za-z0-9_.@-]+(?:\/[A-Za-z0-9_.@-]+)*\/?/g)) {
      const name = token.includes('@') ? token.slice(0, token.indexOf('@')) : token;
      const folder = name.endsWith('/');
      if (!(folder || FILE.test(name)) || name === '') continue;
      const found = bases.find((base) => exists(base + name.replace(/\/$/, ''), folder));
      if (found === undefined)
        problems.push(`${line.trim().split(/\s+/)[0]}: names ${token.replace(/@/g, '*')}, which is not in ${bases.filter(Boolean).join(', ') || 'the project'}`);
      else if (folder) bases.push(found + name);
    }
  }
  return problems;
}

/** Folders of generator/ and src/ (and generator's own files) that the block leaves out. */
function unlisted(readme: string): string[] {
  const block = layoutBlock(readme);
  const entries = (dir: string) => readdirSync(join(ROOT, dir), { withFileTypes: true });
  const generator = entries('generator')
    .filter((e) => e.isDirectory() || FILE.test(e.name))
    .map((e) => `generator/${e.name}${e.isDirectory() ? '/' : ''}`)
    .filter((path) => !new RegExp(`^${path.replace(/[.]/g, '\\.')}(\\s|$)`, 'm').test(block));
  const srcRow = /^src\/.*(?:\n {10,}.*)*/m.exec(block)?.[0] ?? '';
  const src = entries('src')
    .filter((e) => e.isDirectory())
    .map((e) => `${e.name}/`)
    .filter((name) => !new RegExp(`(^|[\\s(])${name}`).test(srcRow))
    .map((name) => `src/${name}`);
  return [...generator, ...src];
}

/** Full paths in backticks in the "Where to look" paragraph that do not exist. */
function whereToLookProblems(readme: string): string[] {
  const paragraph = /^Where to look:[\s\S]*?(?:\n\n|(?![\s\S]))/m.exec(section(readme, 'Layout of the code'))?.[0] ?? '';
  return [...paragraph.matchAll(/`((?:generator|src|tests|scripts)\/[^`]+)`/g)].map((m) => m[1]!).filter((path) => !existsSync(join(ROOT, path)));
}

describe("the README's layout of the code", () => {
  const readme = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

  it('names only folders and files that exist', () => {
    expect(layoutBlock(readme).split('\n').length).toBeGreaterThan(20);
    expect(layoutProblems(readme)).toEqual([]);
  });

  it("names every folder of generator/ and src/, and generator's own files", () => {
    expect(unlisted(readme)).toEqual([]);
  });

  it('points "Where to look" at files that exist', () => {
    expect(whereToLookProblems(readme)).toEqual([]);
  });

  it('catches a missing folder, a missing file in a description, and a folder left off', () => {
    const probe = [
      '## Layout of the code',
      '',
      '```',
      'generator/commands/       one file per command (options.ts, gone.ts)',
      'generator/nowhere/        a folder that is not there',
      'src/                      app/, layout/, records/<kind>.ts',
      '```',
      '',
      'Where to look: `generator/content/local-faq.ts`.',
      '',
      '## Next',
    ].join('\n');
    expect(layoutProblems(probe)).toEqual([
      'generator/commands/: names gone.ts, which is not in generator/commands/',
      'generator/nowhere/: no such folder',
      'src/: names records/*.ts, which is not in src/, src/app/, src/layout/',
    ]);
    expect(unlisted(probe)).toContain('generator/load/');
    expect(unlisted(probe)).toContain('src/widgets/');
    expect(unlisted(probe)).not.toContain('src/app/');
    expect(whereToLookProblems(probe)).toEqual(['generator/content/local-faq.ts']);
  });
});
