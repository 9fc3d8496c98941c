import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { JSON_SCHEMAS, jsonSchemaText } from '../schema/json-schemas.ts';
import { option, withOptions } from './options.ts';

export function registerSchemas(program: Command): void {
  const command = program.command('schemas').description('write the JSON Schemas for editors into schemas/ (generated from the zod schemas)');
  const parse = withOptions(command, { check: option('--check', 'only check that schemas/ is up to date (exit 1 if not)', z.boolean().default(false)) });
  command.action((raw) => {
    const options = parse(raw);
    mkdirSync('schemas', { recursive: true });
    const stale: string[] = [];
    for (const [name, schema] of Object.entries(JSON_SCHEMAS)) {
      const file = join('schemas', name);
      const text = jsonSchemaText(schema);
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        /* not written yet */
      }
      if (current === text) continue;
      stale.push(file);
      if (!options.check) writeFileSync(file, text);
    }
    if (options.check && stale.length) {
      process.stderr.write(`Out of date: ${stale.join(', ')}. Run: npx tsx cli.ts schemas\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(stale.length ? `Wrote ${stale.join(', ')}.\n` : 'schemas/ is up to date.\n');
  });
}
