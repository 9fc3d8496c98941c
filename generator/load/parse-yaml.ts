import type { Reporter } from '../diagnostics/diagnostic.ts';
import { formatPath, type ValuePath } from '../diagnostics/value-path.ts';
import { CONTROL_HINT, findControlCharacter, someString } from './control-characters.ts';
import { parseCache } from './parse-cache.ts';
import { YamlSource, parseYamlDocument } from './yaml-source.ts';
import { aliasProblem, nestingProblem } from './yaml-limits.ts';

/**
 * Parses YAML text; syntax errors are reported with their line and the source is not returned.
 * Documents that parsed cleanly before are read from the parse cache: parsing every file again
 * was most of the time a one-suburb rebuild spent on data.
 */
export function parseYaml(text: string, file: string, report: Reporter, lineOffset = 0): YamlSource | undefined {
  const cached = parseCache.read(text);
  if (cached !== undefined) return new YamlSource(file, text, cached, lineOffset);
  // Nesting is checked on the text: parsing is what a deeply nested document breaks.
  const deep = nestingProblem(text);
  if (deep) {
    report.error('LIMIT_EXCEEDED', { file, ...lineAt(text, deep.offset, lineOffset) }, deep.message, deep.hint);
    return undefined;
  }
  const parsed = parseYamlDocument(text);
  const { doc, lines } = parsed;
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { file, line: line + lineOffset, col };
  };
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      report.error('YAML_SYNTAX', at(error.pos[0]), yamlMessage(error.code, error.message), yamlHint(error.code, text, lines.linePos(error.pos[0]).line));
    return undefined;
  }
  // The parser only warns about a tag it does not know (`!include`, `!!binary`) and keeps the text
  // as a string: data would silently differ from what its author meant.
  if (doc.warnings.length > 0) {
    for (const warning of doc.warnings) {
      const tag = warning.code === 'TAG_RESOLVE_FAILED';
      report.error(
        tag ? 'YAML_TAG' : 'YAML_SYNTAX',
        at(warning.pos[0]),
        tag ? `the tag ${text.slice(warning.pos[0], warning.pos[1]) || 'here'} is not supported: data files hold plain values only.` : yamlMessage(warning.code, warning.message),
        tag ? 'Remove the tag (a word starting with "!"); to write a literal "!", put the value in quotes.' : undefined,
      );
    }
    return undefined;
  }
  const aliases = aliasProblem(doc);
  if (aliases) {
    report.error('LIMIT_EXCEEDED', at(aliases.offset), aliases.message, aliases.hint);
    return undefined;
  }
  const value = doc.toJS({ maxAliasCount: -1 }) as unknown;
  let control: { path: ValuePath; name: string } | undefined;
  someString(value, (s, path) => {
    const found = findControlCharacter(s);
    if (found) control = { path, name: found.name };
    return found !== undefined;
  });
  if (control) {
    const source = new YamlSource(file, text, value, lineOffset, parsed);
    report.error(
      'CONTROL_CHARACTER',
      source.locate(control.path),
      `${formatPath(control.path) || 'the value'} contains the control character ${control.name}, written as an escape in quotes.`,
      CONTROL_HINT,
    );
    return undefined;
  }
  parseCache.write(text, value);
  return new YamlSource(file, text, value, lineOffset, parsed);
}

function lineAt(text: string, offset: number, lineOffset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length + lineOffset, col: before[before.length - 1]!.length + 1 };
}

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return `YAML syntax: ${first.charAt(0).toLowerCase()}${first.slice(1)}${first.endsWith('.') ? '' : '.'}`.replace(/\.\.$/, '.') + (code ? '' : '');
}

function yamlHint(code: string, text: string, line: number): string | undefined {
  const source = text.split('\n')[line - 1] ?? '';
  if (/^\s*\t/.test(source) || code === 'TAB_AS_INDENT') return 'YAML indents with spaces, never tabs: replace the tab with spaces.';
  if (code === 'DUPLICATE_KEY') return 'Each key may appear once in an object: remove or rename one of them.';
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR') return 'Check the indentation of this line against the lines above it (2 spaces per level).';
  if (/:\s.*:\s/.test(source)) return 'A value containing ": " must be quoted.';
  return undefined;
}
