import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Two house rules the type checker cannot see, checked on the syntax tree (comments and the
 * words inside messages are not code, so they are not flagged):
 * - a page's address is built only by src/routing/paths.ts: no page-path literal and no
 *   concatenated path anywhere else;
 * - src/ runs in the browser: it imports nothing from node: and only types from generator/;
 * - src/app/ (the app shell: providers, page host) is the top of src/: nothing below it imports
 *   from it; the contexts and hooks components read live in src/hooks/;
 * - generator/diagnostics/ (codes, positions, value paths, formatting) is the bottom of the
 *   generator: it imports only node:, zod, yaml and itself, so every layer can report;
 * - no import circle in generator/ or src/. Type-only imports count: they are erased at run time,
 *   but a circle of types still ties two modules so neither can be read, moved or tested alone.
 */
const ROOT = process.cwd();
const PATHS_MODULE = 'src/routing/paths.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

function parse(file: string, text = readFileSync(join(ROOT, file), 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function* nodes(node: ts.Node): Generator<ts.Node> {
  yield node;
  const children: ts.Node[] = [];
  ts.forEachChild(node, (child) => void children.push(child));
  for (const child of children) yield* nodes(child);
}

/**
 * Site paths that are not pages: hashed assets, files in public/, the client data folder, and
 * what the dev server asks Vite for. A page path is "/" plus a lower-case slug.
 */
const NOT_A_PAGE = /^\/(assets\/|proc\/|_data\/|src\/|@vite\/|[\w.-]+\.\w+$|\*$)/;
const PAGE_PATH = /^\/[a-z0-9][a-z0-9-]*(\/|#|$)/;

/** Where a string is a path written as text, or a path put together from pieces. */
function pathOffences(file: string, text?: string): string[] {
  const source = parse(file, text);
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const offences: string[] = [];
  for (const node of nodes(source)) {
    // Module specifiers are file paths, not site paths.
    if (ts.isImportDeclaration(node.parent ?? node) || ts.isExportDeclaration(node.parent ?? node)) continue;
    if (ts.isLiteralTypeNode(node.parent ?? node) || (node.parent && ts.isImportTypeNode(node.parent.parent ?? node))) continue;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (PAGE_PATH.test(node.text) && !NOT_A_PAGE.test(node.text)) offences.push(`${at(node)} page path literal ${JSON.stringify(node.text)}`);
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      if (head.startsWith('/') && !NOT_A_PAGE.test(head)) offences.push(`${at(node)} path built from a template: \`${node.getText().slice(1, 40)}...\``);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const sides = [node.left, node.right].filter((side) => ts.isStringLiteral(side) && side.text.startsWith('/') && !NOT_A_PAGE.test(side.text));
      if (sides.length) offences.push(`${at(node)} path concatenated with +: ${node.getText().slice(0, 60)}`);
    }
  }
  return offences;
}

/** Imports of src/ that the browser cannot have: node: modules, and values (not types) from generator/. */
function importOffences(file: string, text?: string): string[] {
  const source = parse(file, text);
  const offences: string[] = [];
  for (const node of nodes(source)) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (specifier.text.startsWith('node:')) offences.push(`${file}:${line} imports ${specifier.text}`);
    if (!/(^|\/)generator\//.test(specifier.text)) continue;
    const typeOnly = ts.isImportDeclaration(node)
      ? node.importClause?.isTypeOnly ||
        (node.importClause !== undefined &&
          node.importClause.name === undefined &&
          node.importClause.namedBindings !== undefined &&
          ts.isNamedImports(node.importClause.namedBindings) &&
          node.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
      : node.isTypeOnly;
    if (!typeOnly) offences.push(`${file}:${line} imports a value from ${specifier.text}`);
  }
  return offences;
}

/** Imports of a src/ module outside app/ (and the two entry points) that reach up into src/app/. */
function backArrows(file: string, text?: string): string[] {
  if (file.startsWith('src/app/') || /^src\/entry-/.test(file)) return [];
  const source = parse(file, text);
  const offences: string[] = [];
  for (const node of nodes(source)) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = relative(ROOT, join(ROOT, dirname(file), specifier.text));
    if (target.startsWith('src/app/')) offences.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} imports ${target}`);
  }
  return offences;
}

/** Every module a file names: static imports and re-exports, `import()` calls and `import('...')` types. */
function specifiers(file: string, text?: string): { specifier: string; line: number }[] {
  const source = parse(file, text);
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node, literal: ts.Node | undefined) => {
    if (literal && ts.isStringLiteralLike(literal)) found.push({ specifier: literal.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  for (const node of nodes(source)) {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal);
  }
  return found;
}

/** The project files `file` imports (relative specifiers, resolved against its folder). */
function importsOf(file: string, text?: string): string[] {
  return specifiers(file, text)
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier }) => relative(ROOT, join(ROOT, dirname(file), specifier)));
}

/** The import circles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) circles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

const DIAGNOSTICS = 'generator/diagnostics/';

/** Imports of generator/diagnostics/ that reach above it: anything but node:, zod, yaml and its own files. */
function diagnosticsOffences(file: string, text?: string): string[] {
  return specifiers(file, text)
    .filter(({ specifier }) =>
      specifier.startsWith('.') ? !relative(ROOT, join(ROOT, dirname(file), specifier)).startsWith(DIAGNOSTICS) : !/^(node:|zod$|zod\/|yaml$)/.test(specifier),
    )
    .map(({ specifier, line }) => `${file}:${line} imports ${specifier}`);
}

describe('layering', () => {
  it('builds page paths only in src/routing/paths.ts', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('generator')].filter((file) => file !== PATHS_MODULE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => pathOffences(file))).toEqual([]);
  });

  it('catches a literal, a template and a concatenation, and lets assets and comments be', () => {
    const probe = [
      '// the /contact page, in a comment',
      "const a = '/contact';",
      'const b = `/services/${x}`;',
      "const c = '/blog/' + y;",
      "const d = '/assets/icons.svg';",
      "const e = '/logo.svg';",
      "const f = 'see /about';",
    ].join('\n');
    expect(pathOffences('probe.ts', probe).map((offence) => offence.split(' ')[0])).toEqual(['probe.ts:2', 'probe.ts:3', 'probe.ts:4', 'probe.ts:4']);
  });

  it('catches node: imports and generator values in src/, and lets types through', () => {
    const probe = [
      "import { readFileSync } from 'node:fs';",
      "import { paths } from '../../generator/schema/index.ts';",
      "import type { Site } from '../../generator/schema/site.ts';",
      "import { type Service } from '../../generator/schema/index.ts';",
    ].join('\n');
    expect(importOffences('probe.ts', probe).map((offence) => offence.split(' ')[0])).toEqual(['probe.ts:1', 'probe.ts:2']);
  });

  it('keeps node: and generator values out of src/', () => {
    expect(sourceFiles('src').flatMap((file) => importOffences(file))).toEqual([]);
  });

  it('has no back-arrows into src/app/, and catches one', () => {
    expect(sourceFiles('src').flatMap((file) => backArrows(file))).toEqual([]);
    const probe = ["import { useLayout } from '../app/layout-context.ts';", "import { useLayout } from '../hooks/use-layout.ts';"].join('\n');
    expect(backArrows('src/layout/probe.tsx', probe).map((offence) => offence.split(' ')[0])).toEqual(['src/layout/probe.tsx:1']);
  });

  it('keeps generator/diagnostics/ at the bottom: node:, zod, yaml and itself only', () => {
    const files = sourceFiles('generator/diagnostics');
    expect(files).toContain('generator/diagnostics/diagnostic.ts');
    expect(files.flatMap((file) => diagnosticsOffences(file))).toEqual([]);
  });

  it('catches a diagnostics module reaching up, and lets its own files and zod be', () => {
    const probe = [
      "import type { z } from 'zod';",
      "import { parseDocument } from 'yaml';",
      "import { createHash } from 'node:crypto';",
      "import type { Position } from './diagnostic.ts';",
      "import type { YamlSource } from '../load/yaml-source.ts';",
      "import { marked } from 'marked';",
      "const site = await import('../schema/site.ts');",
    ].join('\n');
    expect(diagnosticsOffences(`${DIAGNOSTICS}probe.ts`, probe).map((offence) => offence.split(' ')[0])).toEqual([
      `${DIAGNOSTICS}probe.ts:5`,
      `${DIAGNOSTICS}probe.ts:6`,
      `${DIAGNOSTICS}probe.ts:7`,
    ]);
  });

  it('has no import circle in generator/ or src/, type-only and lazy imports included', () => {
    const files = [...sourceFiles('generator'), ...sourceFiles('src')];
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(150);
    // The walk sees imports at all: the diagnostics module is imported by many.
    expect([...graph.values()].filter((targets) => targets.includes('generator/diagnostics/diagnostic.ts')).length).toBeGreaterThan(10);
    expect(importCircles(graph)).toEqual([]);
  });

  it('finds a circle through a type import and a lazy import, and only the files in it', () => {
    const page = "import type { Loaded } from './host.tsx';\nexport const x = 1;";
    const host = "export type Loaded = string;\nconst load = () => import('./page.ts');\nimport { y } from './leaf.ts';";
    const graph = new Map([
      ['src/app/page.ts', importsOf('src/app/page.ts', page)],
      ['src/app/host.tsx', importsOf('src/app/host.tsx', host)],
      ['src/app/leaf.ts', []],
      ['src/app/self.ts', ['src/app/self.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['src/app/host.tsx', 'src/app/page.ts'], ['src/app/self.ts']]);
  });
});
