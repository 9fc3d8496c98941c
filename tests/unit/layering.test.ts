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
 *   from it; the contexts and hooks components read live in src/hooks/.
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
const NOT_A_PAGE = /^\/(assets\/|_data\/|src\/|@vite\/|[\w.-]+\.\w+$|\*$)/;
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

describe('layering', () => {
  it('builds page paths only in src/routing/paths.ts', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('generator')].filter((file) => file !== PATHS_MODULE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => pathOffences(file))).toEqual([]);
  });

  it('catches a literal, a template and a concatenation, and lets assets and comments be', () => {
    const probe = [
      "// the /contact page, in a comment",
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
});
