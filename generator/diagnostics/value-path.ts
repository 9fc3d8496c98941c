import type { Position } from './diagnostic.ts';

/** Where a value sits inside a parsed document: the keys and list indexes leading to it. */
export type ValuePath = ReadonlyArray<string | number>;

/** `sections.faq[2].q`: how people read a path in a message. */
export function formatPath(path: ValuePath): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/**
 * A parsed data file that can say where any value in it was written (load/yaml-source.ts is the
 * one there is). Written here, as the interface diagnostics need, so they depend on no loader.
 */
export interface ValueLocator {
  readonly file: string;
  /** The file that holds the value at `path`, when a value's parts come from several files; found without reading positions. */
  fileOf?(path: ValuePath): string;
  /** The position of the value at `path`, or of its nearest existing parent. */
  locate(path: ValuePath): Position;
}
