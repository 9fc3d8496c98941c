import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UserError } from '../diagnostics/user-error.ts';
import { packageRoot } from '../load/package-root.ts';

/**
 * A Cloudflare Pages output served as Pages would serve it, offline: `wrangler pages dev` runs its
 * `_worker.js` in workerd (Cloudflare's runtime, from npm with wrangler) with the folder's files as
 * `env.ASSETS`, `_headers` and `_redirects` applied to them, and the Cache API. Wrangler fails to
 * fetch a request's `cf` object without a network and falls back to a placeholder; nothing else
 * it does needs one. Its state (the cache) goes to a folder of its own, removed on stop. Used by
 * `preview` for a hybrid build, by the hybrid build's test and by the edge benchmark.
 */
export async function startPagesDev(
  dir: string,
  { timeoutMs = 90_000, ip = '127.0.0.1', port: chosenPort = 0 }: { timeoutMs?: number; ip?: string; port?: number } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const wrangler = join(packageRoot(), 'node_modules', '.bin', 'wrangler');
  if (!existsSync(wrangler))
    throw new UserError(
      `${dir}/ is a hybrid build: its long tail is rendered by _worker.js, which needs Cloudflare's runtime, and wrangler is not installed with tradesite.`,
      1,
      'Install it beside tradesite (npm install --save-dev wrangler), or build with --prerender all to serve every page as a file.',
    );
  const [port, inspector] = [chosenPort || (await freePort()), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'tradesite-wrangler-'));
  const child = spawn(
    wrangler,
    [
      'pages',
      'dev',
      // Absolute: wrangler runs in its state folder.
      resolve(dir),
      '--ip',
      ip,
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      state,
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--show-interactive-dev-session=false',
    ],
    { cwd: state, env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`wrangler pages dev was not ready after ${timeoutMs} ms:\n${said}`)), timeoutMs);
      const listen = (text: string) => {
        said += text;
        if (/Ready on http/.test(said)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.setEncoding('utf8').on('data', listen);
      child.stderr.setEncoding('utf8').on('data', listen);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`wrangler pages dev ended (exit code ${code}):\n${said}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://${ip}:${port}`, stop };
}

/** The Workers runtime's behaviour the worker is written for (https://developers.cloudflare.com/workers/configuration/compatibility-dates/). */
export const COMPATIBILITY_DATE = '2025-01-01';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
