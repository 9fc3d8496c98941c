import type { AddressInfo } from 'node:net';
import type { Command } from 'commander';
import { z } from 'zod';
import { formOverridesFromEnv } from '../content/form-config.ts';
import { startFakeFormService } from '../serve/fake-form-service.ts';
import { dataFlag, option, withOptions } from './options.ts';

export function registerDev(program: Command): void {
  const command = program.command('dev').description('serve the site for editing: pages render from the live data, and the browser reloads on every change');
  const options = withOptions(command, {
    data: dataFlag,
    port: option('--port <port>', 'the port to listen on', z.coerce.number().int().min(0).max(65535).default(5173)),
    host: option('--host <host>', 'the address to listen on', z.string().default('127.0.0.1')),
  });
  command.action(async (raw) => {
    const { data, port, host } = options(raw);
    // Leads typed while editing go to a local fake of the form service, never the real one.
    if (!process.env.FORM_ENDPOINT) {
      const fake = await startFakeFormService(0, host);
      process.env.FORM_ENDPOINT = fake.url;
      process.stdout.write(`Lead forms post to a local fake form service at ${fake.url} (see ${fake.url}/__submissions)\n`);
    }
    // Loaded here, not with the CLI: it brings in Vite and React, which no other command needs.
    const { startDevServer } = await import('../serve/dev-server.ts');
    const { server } = await startDevServer(data, port, host, formOverridesFromEnv(process.env));
    // The port it got (--port 0 asks the system for a free one).
    const bound = (server.address() as AddressInfo).port;
    process.stdout.write(`Editing server at http://${host}:${bound}/ : edit data/ or src/ and the page reloads (Ctrl+C to stop)\n`);
  });
}
