/**
 * Characters no data text has a use for: C0 and C1 control characters (NUL, bell, escape...)
 * other than tab and line feed, DEL, and UTF-16 halves that pair with nothing (which a YAML
 * "\uD800" escape can produce). Published, they break pages, feeds and the tools that read them.
 * Carriage returns are gone before this runs: files are read with their line endings normalised.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface ControlCharacter {
  index: number;
  /** As a person can look it up: "U+0000 (NUL)". */
  name: string;
}

export function findControlCharacter(text: string): ControlCharacter | undefined {
  const match = CONTROL.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return { index: match.index, name: NAMES[code] ? `${hex} (${NAMES[code]})` : hex };
}

const NAMES: Record<number, string> = { 0x00: 'NUL', 0x07: 'bell', 0x08: 'backspace', 0x0b: 'vertical tab', 0x0c: 'form feed', 0x1b: 'escape', 0x7f: 'DEL' };

/** Every string in a parsed value (keys too), with the path to it, until `visit` returns true. */
export function someString(value: unknown, visit: (text: string, path: (string | number)[]) => boolean, path: (string | number)[] = []): boolean {
  if (typeof value === 'string') return visit(value, path);
  if (Array.isArray(value)) return value.some((item, i) => someString(item, visit, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => visit(key, [...path, key]) || someString(item, visit, [...path, key]));
  }
  return false;
}

export const CONTROL_HINT = 'Delete it: it is invisible in most editors (search for it by its code, or retype the line). A tab or a line break is fine.';
