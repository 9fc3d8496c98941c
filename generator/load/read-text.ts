import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import type { Reporter } from '../diagnostics/diagnostic.ts';
import { CONTROL_HINT, findControlCharacter } from './control-characters.ts';
import { reportReadFailure } from './read-failure.ts';
import { YAML_LIMITS } from './yaml-limits.ts';
import type { DataOverlay } from './data-overlay.ts';

/**
 * Reads a text file as UTF-8 the way people actually save them: BOM and CRLF tolerated. Anything
 * that is not text a person wrote is refused with its place: a file the system cannot read, a
 * file too large to be data, bytes that are not UTF-8, control characters. With `inside` (the
 * data folder's real path), a file that is a link leading out of it is refused too: the site is
 * built from the data folder, as the editor's API already holds (editor/data-path.ts).
 */
export function readText(absPath: string, root: string, report: Reporter, overlay?: DataOverlay, inside?: string): string | undefined {
  const file = relative(root, absPath);
  let bytes: Buffer;
  if (overlay?.has(absPath)) {
    const text = overlay.get(absPath);
    if (text === null) {
      reportReadFailure(Object.assign(new Error('deleted by the change'), { code: 'ENOENT' }), absPath, file, report);
      return undefined;
    }
    bytes = Buffer.from(text!, 'utf8');
    if (bytes.length > YAML_LIMITS.fileBytes) {
      report.error(
        'LIMIT_EXCEEDED',
        { file },
        `the file would be ${megabytes(bytes.length)}; a data file may be at most ${megabytes(YAML_LIMITS.fileBytes)}.`,
        'Split it into smaller entries.',
      );
      return undefined;
    }
    return checkedText(bytes, file, report);
  }
  try {
    const stat = statSync(absPath);
    if (!stat.isFile()) {
      report.error('NOT_A_FILE', { file }, 'this should be a file but is a directory or something else.', 'Remove it or move its contents into a file of that name.');
      return undefined;
    }
    if (stat.size > YAML_LIMITS.fileBytes) {
      report.error(
        'LIMIT_EXCEEDED',
        { file },
        `the file is ${megabytes(stat.size)}; a data file may be at most ${megabytes(YAML_LIMITS.fileBytes)}.`,
        'Split it, or check that it is the file you meant to put here.',
      );
      return undefined;
    }
    bytes = readFileSync(absPath);
    // Judged once read: a link whose read fails is reported as that failure, like any file.
    if (inside !== undefined && leadsOutside(absPath, inside, file, report)) return undefined;
  } catch (error) {
    reportReadFailure(error, absPath, file, report);
    return undefined;
  }
  return checkedText(bytes, file, report);
}

/**
 * Reports a path that really leads out of `inside` (a real path): the file, or a folder on its
 * way, is a symbolic link to somewhere else on the machine. True when reported.
 */
export function leadsOutside(absPath: string, inside: string, file: string, report: Reporter, what: 'file' | 'folder' = 'file'): boolean {
  const real = realpathSync(absPath);
  const rel = relative(inside, real);
  if (rel === '' || (rel !== '..' && !rel.startsWith('..' + sep) && !isAbsolute(rel))) return false;
  report.error(
    'NOT_A_FILE',
    { file },
    `this ${what} is a link to ${real}, outside the data folder; only what is in the data folder is read and published.`,
    `Copy the ${what} itself into the data folder in place of the link, or remove the link.`,
  );
  return true;
}

/** The text of a file's bytes, or undefined with the reason reported. */
function checkedText(bytes: Buffer, file: string, report: Reporter): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const badAt = firstInvalidUtf8(bytes);
    const line = bytes.subarray(0, badAt).toString('latin1').split('\n').length;
    report.error('ENCODING', { file, line }, 'the file is not valid UTF-8.', 'Save it as UTF-8 (in most editors: "Save with encoding" -> UTF-8).');
    return undefined;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') {
    report.error('EMPTY_FILE', { file, line: 1 }, 'the file is empty.', 'Fill it in or delete it.');
    return undefined;
  }
  const control = findControlCharacter(text);
  if (control) {
    const before = text.slice(0, control.index).split('\n');
    report.error(
      'CONTROL_CHARACTER',
      { file, line: before.length, col: before[before.length - 1]!.length + 1 },
      `the control character ${control.name} is in the text.`,
      CONTROL_HINT,
    );
    return undefined;
  }
  return text;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lo = 0;
  let hi = bytes.length;
  // Binary search on prefixes that decode; a cut inside a valid multi-byte character also fails,
  // so the answer can be up to 3 bytes early, which is still the right line.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try {
      decoder.decode(bytes.subarray(0, mid));
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  return lo;
}
