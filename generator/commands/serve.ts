import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { UserError } from '../diagnostics/user-error.ts';
import { LONG_TAIL_FILE } from '../edge/node/bundle-long-tail.ts';
import { createLongTailServer, loadLongTail } from '../serve/long-tail-server.ts';
import { option, outFlag, withOptions } from './options.ts';

/** How long a stop waits for the requests under way before it ends the process anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * `tradesite serve`: the long tail of a hybrid nginx build (`build --host nginx --prerender
 * indexable`), behind the `proxy_pass` of the configuration the build wrote. nginx serves every
 * file; this process renders the pages no file answers. SIGTERM or SIGINT stops it once the
 * requests under way are answered.
 */
export function registerServe(program: Command): void {
  const command = program.command('serve').description("render a hybrid nginx build's long tail of local pages on request, behind nginx's proxy_pass (nginx serves the files)");
  const options = withOptions(command, {
    out: outFlag('the built site (a hybrid nginx build)'),
    port: option(
      '--port <port>',
      'the port to listen on (default: the one the build wrote into its nginx configuration: deploy.nginx.port, else 8787)',
      z.coerce.number().int().min(0).max(65535).optional(),
    ),
    host: option('--host <host>', 'the address to listen on (nginx on the same machine reaches 127.0.0.1)', z.string().default('127.0.0.1')),
  });
  command.action(async (raw) => {
    const { out, port, host } = options(raw);
    const root = resolve(out);
    if (!existsSync(join(root, LONG_TAIL_FILE)))
      throw new UserError(
        `${out}/ is not a hybrid nginx build: it has no ${LONG_TAIL_FILE}, the long tail's renderer.`,
        1,
        `Build one with "tradesite build --host nginx --prerender indexable --out ${out}". A build with every page a file (the default for nginx) needs no serve: nginx serves it alone.`,
      );
    const loaded = await loadLongTail(root);
    const server = createLongTailServer(root, loaded, (error) => process.stderr.write(`✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`));
    const listenPort = port ?? loaded.port;
    await new Promise<void>((done, fail) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        fail(
          error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL'
            ? new UserError(
                `Cannot listen on ${host}:${listenPort} (${error.code}).`,
                1,
                'Stop what uses it, or choose another port with deploy.nginx.port in data/site.yaml and build again (the nginx configuration then sends there too).',
              )
            : error,
        ),
      );
      server.listen(listenPort, host, done);
    });
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : listenPort;
    process.stdout.write(
      `Serving the long tail of ${out}/ (build ${loaded.buildId}) at http://${host}:${actual}/ for nginx's proxy_pass (SIGTERM or Ctrl+C stops)\n` +
        (actual !== loaded.port ? `  Note: the nginx configuration this build wrote sends to port ${loaded.port}.\n` : ''),
    );
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`${signal}: stopping once the requests under way are answered.\n`);
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
