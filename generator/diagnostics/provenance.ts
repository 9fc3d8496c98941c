import type { Position } from './diagnostic.ts';
import type { ValueLocator, ValuePath } from './value-path.ts';

/**
 * Remembers which file and path every loaded object came from, so rules that run long after
 * loading can still point at a line. Keyed by the parsed objects themselves: no ids to thread.
 */
const origins = new WeakMap<object, { source: ValueLocator; path: ValuePath }>();

export function remember(value: unknown, source: ValueLocator, path: ValuePath = []): void {
  if (value === null || typeof value !== 'object') return;
  origins.set(value, { source, path });
  if (Array.isArray(value)) value.forEach((item, i) => remember(item, source, [...path, i]));
  else for (const [key, item] of Object.entries(value)) remember(item, source, [...path, key]);
}

/** Whether `value` was loaded from a data file (the site itself, say, was not). */
export function fromData(value: object): boolean {
  return origins.has(value);
}

/**
 * Where `value` (an object loaded from data) or one of its fields was written. Rules ask for
 * positions before they know whether they will report anything, so the line is found only when
 * it is read: finding it can mean parsing the file again (see load/yaml-source.ts).
 */
export function where(value: object, ...sub: ValuePath): Position {
  const origin = origins.get(value);
  if (!origin) return { file: 'data' };
  let found: Position | undefined;
  const locate = () => (found ??= origin.source.locate([...origin.path, ...sub]));
  return {
    // A merged value (a catalogue service with the business's own fields) may sit in either file.
    file: origin.source.fileOf?.([...origin.path, ...sub]) ?? origin.source.file,
    get line() {
      return locate().line;
    },
    get col() {
      return locate().col;
    },
  };
}

/** `to` was made from `from` (a copy with more fields): it answers `where` as `from` does. */
export function sameOrigin(from: object, to: object): void {
  const origin = origins.get(from);
  if (origin) origins.set(to, origin);
}
