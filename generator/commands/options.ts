import { resolve, relative, isAbsolute, sep } from 'node:path';
import { Option, type Command } from 'commander';
import { z } from 'zod';
import { UserError } from '../diagnostics/user-error.ts';

/** Parses a command's options with zod; a bad value is a usage error (exit 2), never a crash. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new UserError(`--${String(issue.path[0] ?? '')}: ${issue.message}`, 2);
}

/** One command-line option, written once: its flags, its help line and the zod schema (with any default) its value must pass. */
export interface OptionSpec<S extends z.ZodType = z.ZodType> {
  flags: string;
  description: string;
  schema: S;
  required?: boolean;
}

export const option = <S extends z.ZodType>(flags: string, description: string, schema: S, required = false): OptionSpec<S> => ({ flags, description, schema, required });

/**
 * The folder the user ran the command in. bin/tradesite.js runs tradesite in its own folder (where
 * its bundles and caches live) and, when that is not where the user stood, names the user's folder
 * in TRADESITE_PROJECT: a project's own paths are read from there.
 */
export const projectDir = (): string => process.env.TRADESITE_PROJECT ?? process.cwd();
/** A path the user typed (or a default), as an absolute path from where they ran the command. */
export const projectPath = (path: string): string => (process.env.TRADESITE_PROJECT ? resolve(projectDir(), path) : path);

// prefault: the default is parsed like a typed value, so it is read from the user's folder too.
export const dataOption = z.string().min(1).transform(projectPath).prefault('data');
export const outOption = z.string().min(1).transform(projectPath).prefault('dist');
export const dataFlag = option('--data <dir>', 'the data folder', dataOption);
export const outFlag = (description: string) => option('--out <dir>', description, outOption);
/** The launch gate: on validate and build alike, so a deploy builds with exactly the check `validate` runs. */
export const productionFlag = option(
  '--production',
  'also refuse what a real business must not publish (sample reviews, jobs and photos, unconfirmed claims, placeholder phone, domain, ABN, licences, form id), listing every one',
  z.boolean().default(false),
);

/** The values a command receives for its options. */
export type OptionValues<T extends Record<string, OptionSpec>> = { [K in keyof T]: z.infer<T[K]['schema']> };

/**
 * Declares a command's options on it and returns their parser, so flags, help, default and check
 * are written in one place. Help shows the schema's default for options that take a value.
 */
export function withOptions<T extends Record<string, OptionSpec>>(command: Command, specs: T): (raw: unknown) => OptionValues<T> {
  for (const [key, spec] of Object.entries(specs)) {
    const flag = new Option(spec.flags, spec.description);
    // Commander stores "--no-duplicate-check" as duplicateCheck: the key must be that name.
    if (flag.attributeName() !== key) throw new Error(`option ${spec.flags} is read as "${flag.attributeName()}", not "${key}"`);
    if ((spec.schema instanceof z.ZodDefault || spec.schema instanceof z.ZodPrefault) && (flag.required || flag.optional)) flag.default(String(spec.schema.def.defaultValue));
    if (spec.required) flag.makeOptionMandatory();
    command.addOption(flag);
  }
  const schema = z.object(Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, spec.schema])));
  return (raw) => parseOptions(schema, raw) as OptionValues<T>;
}

/**
 * The folder the build may write: anywhere (a web server's folder, another disk), as Hugo's
 * --destination and Astro's outDir allow, except the project itself or a folder holding it, the
 * data, or the project's own folders. A folder that already holds files is replaced only when
 * our last build wrote it (see assertOwned).
 */
export function safeOutDir(out: string, dataDir: string, root = process.cwd()): string {
  const abs = resolve(root, out);
  const inside = (child: string, parent: string) => {
    const rel = relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  if (inside(root, abs)) {
    throw new UserError(`--out ${out} is the project folder or holds it.`, 2, 'Build into a folder of its own, e.g. --out dist or --out /var/www/site.');
  }
  const data = resolve(root, dataDir);
  if (inside(abs, data) || inside(data, abs)) {
    throw new UserError(`--out ${out} overlaps the data folder ${dataDir}.`, 2, 'Build somewhere else, e.g. --out dist.');
  }
  for (const guarded of ['src', 'generator', 'tests', 'node_modules', 'public', '.git', 'schemas', 'scripts', 'bench']) {
    if (inside(abs, resolve(root, guarded)) || abs === resolve(root, guarded)) {
      throw new UserError(`--out ${out} is inside ${guarded}${sep}, which holds the project's own files.`, 2, 'Build into a folder of its own, e.g. --out dist.');
    }
  }
  return abs;
}
