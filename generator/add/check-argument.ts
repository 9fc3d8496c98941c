import type { z } from 'zod';
import { UserError } from '../diagnostics/user-error.ts';
import { findControlCharacter, someString } from '../load/control-characters.ts';

/**
 * Checks a value given on the command line against the schema rule the data file will be held
 * to, before anything is read or written: a bad argument is bad usage (exit 2).
 */
export function checkArgument<S extends z.ZodType>(schema: S, value: unknown, what: string, hint?: string): z.infer<S> {
  let control: string | undefined;
  someString(value, (text) => (control = findControlCharacter(text)?.name) !== undefined);
  if (control) throw new UserError(`${what} contains the control character ${control}.`, 2, hint);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? `${issue.path.join('.')} ` : '';
  throw new UserError(`${what} ${field}${issue.message}.`, 2, hint);
}

/** A value as it is echoed back in a message: a 500-character argument is not repeated whole. */
export function clip(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}... (${value.length} characters)` : value;
  // A control character is shown by its code, never sent to the terminal to act on.
  return shown.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
