import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { UserError } from '../diagnostics/user-error.ts';
import { WORKER_FILE } from '../edge/cloudflare/bundle-worker.ts';
import { startPagesDev } from '../serve/pages-dev.ts';
import { functionFallback } from '../serve/function-preview.ts';
import { createStaticServer } from '../serve/static-server.ts';
import { option, outFlag, withOptions } from './options.ts';

export function registerPreview(program: Command): void {
  const command = program
    .command('preview')
    .description('serve the built site as a static host would (redirects, headers, 404 page); a hybrid build with its function (Cloudflare: in workerd)');
  const options = withOptions(command, {
    out: outFlag('the built site'),
    port: option('--port <port>', 'the port to listen on', z.coerce.number().int().min(0).max(65535).default(4173)),
    host: option('--host <host>', 'the address to listen on', z.string().default('127.0.0.1')),
  });
  command.action(async (raw) => {
    const { out, port, host } = options(raw);
    const root = resolve(out);
    if (!existsSync(resolve(root, 'index.html'))) throw new UserError(`${out}/ holds no built site.`, 1, 'Run "npm run build" first, or "npm start" to build and serve.');
    // A hybrid build's long tail is no file: its _worker.js answers it, in Cloudflare's runtime.
    if (existsSync(join(root, WORKER_FILE))) {
      const dev = await startPagesDev(root, { ip: host, port });
      process.stdout.write(`Serving ${out}/ in workerd (wrangler pages dev), its long tail rendered by ${WORKER_FILE}, at ${dev.url}/ (Ctrl+C to stop)\n`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void dev.stop().then(() => process.exit(0)));
      return;
    }
    // A Netlify, Vercel or nginx hybrid build: its function (nginx's: what `tradesite serve` runs) answers what no file does, called as its host calls it.
    const fn = await functionFallback(root);
    const server = createStaticServer(root, fn?.fallback);
    await new Promise<void>((done) => server.listen(port, host, done));
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    process.stdout.write(`Serving ${out}/ at http://${host}:${actualPort}/${fn ? `, its long tail rendered by ${fn.file}` : ''} (Ctrl+C to stop)\n`);
  });
}
