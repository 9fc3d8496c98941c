#!/usr/bin/env -S npx tsx
import { Command, CommanderError } from 'commander';
import { registerAdd } from './generator/commands/add.ts';
import { registerBuild } from './generator/commands/build.ts';
import { registerDev } from './generator/commands/dev.ts';
import { registerInit } from './generator/commands/init.ts';
import { registerPreview } from './generator/commands/preview.ts';
import { registerRemove } from './generator/commands/remove.ts';
import { registerReport } from './generator/commands/report.ts';
import { registerRoutes } from './generator/commands/routes.ts';
import { registerSchemas } from './generator/commands/schemas.ts';
import { registerServe } from './generator/commands/serve.ts';
import { registerValidate } from './generator/commands/validate.ts';
import { environmentError } from './generator/diagnostics/environment-error.ts';

// A reader that stops early (`tradesite routes | head`) closes the pipe: the output is no longer
// wanted, which is no error. Any other failure to write output is said in one line.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && stream === process.stdout) process.stderr.write(`✗ could not write the output: ${error.message}\n`);
    process.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : 1);
  });
}

const program = new Command('tradesite')
  .description('Build the tradesite website from the YAML and Markdown in data/.')
  .showSuggestionAfterError(true)
  .exitOverride()
  .configureOutput({ outputError: (message, write) => write(message) });

registerValidate(program);
registerBuild(program);
registerRoutes(program);
registerAdd(program);
registerRemove(program);
registerSchemas(program);
registerPreview(program);
registerServe(program);
registerDev(program);
registerReport(program);
registerInit(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeFor(error);
}

/** 0 ok, 1 bad data, a failed build or a refusal of the machine's (disk full...), 2 bad usage. A bug says it is one, with its stack. */
function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
  }
  const userError = environmentError(error);
  if (userError) {
    process.stderr.write(userError.describe());
    return userError.exitCode;
  }
  process.stderr.write(
    'Internal error: this is a bug in tradesite, not a problem with your data.\n' +
      'Please report it with the command you ran and the text below.\n\n' +
      `${error instanceof Error ? error.stack : String(error)}\n`,
  );
  return 1;
}
