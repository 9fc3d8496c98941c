import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { paths } from '../../src/routing/paths.ts';
import type { Command } from 'commander';
import { z } from 'zod';
import { formOverridesFromEnv } from '../content/form-config.ts';
import { startFakeFormService } from '../serve/fake-form-service.ts';
import { dataFlag, option, withOptions } from './options.ts';

/** The business's name for the editor's title, read as the owner last saved it (any failure: a plain title). */
function businessName(dataDir: string): string {
  try {
    const name = (parse(readFileSync(join(dataDir, 'business.yaml'), 'utf8')) as { name?: unknown })?.name;
    return typeof name === 'string' ? name : 'the site';
  } catch {
    return 'the site';
  }
}

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
    const { editorRoutes } = await import('../serve/editor-routes.ts');
    const { localBackend } = await import('../editor/local-backend.ts');
    // The backend names files from the folder that holds the data (the repository, for ./data).
    const dataDir = resolve(data);
    const editor = editorRoutes({ dataDir, backend: localBackend({ root: dirname(dataDir), dataDir }), businessName: () => businessName(dataDir) });
    const { server } = await startDevServer(data, port, host, formOverridesFromEnv(process.env), editor);
    // The port it got (--port 0 asks the system for a free one).
    const bound = (server.address() as AddressInfo).port;
    process.stdout.write(`Editing server at http://${host}:${bound}/ : edit data/ or src/ and the page reloads (Ctrl+C to stop)\n`);
    process.stdout.write(`Editor at http://${host}:${bound}${paths.admin()} : saves are checked like validate and written into ${data}/\n`);
  });
}
