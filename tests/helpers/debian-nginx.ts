import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Whether Debian's nginx is here to run (`.ci/run` installs it). */
export const hasDebianNginx = !spawnSync('nginx', ['-v']).error && existsSync('/etc/nginx/nginx.conf');

/**
 * Debian's /etc/nginx under `dir` (nginx's prefix stays Debian's, so its module lines still load),
 * with the server block (and the default site) listening where `listen` says; only the paths of
 * logs and pid are moved there. The server block goes into sites-enabled beside the default site,
 * as docs/deploying.md says to install it. Returns the configuration folder.
 */
export function debianLayout(dir: string, serverBlock: string, listen?: { ours: number; theirs: number }): string {
  const conf = join(dir, 'etc-nginx');
  cpSync('/etc/nginx', conf, { recursive: true, dereference: true });
  const main = readFileSync(join(conf, 'nginx.conf'), 'utf8')
    .replaceAll('/etc/nginx/', `${conf}/`)
    .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
    .replaceAll('/var/log/nginx/', `${dir}/`);
  writeFileSync(join(conf, 'nginx.conf'), main);
  let block = serverBlock;
  if (listen) {
    block = block.replace('listen 80;', `listen 127.0.0.1:${listen.ours};`).replace('listen [::]:80;\n', '');
    const site = join(conf, 'sites-enabled', 'default');
    writeFileSync(
      site,
      readFileSync(site, 'utf8')
        .replace(/listen 80 default_server;/, `listen 127.0.0.1:${listen.theirs} default_server;`)
        .replace(/listen \[::\]:80 default_server;/, ''),
    );
  }
  writeFileSync(join(conf, 'sites-enabled', 'tradesite'), block);
  return conf;
}

/** `nginx -t` of the configuration in `conf`, its errors logged in `dir`. */
export const nginxTest = (conf: string, dir: string) => spawnSync('nginx', ['-t', '-q', '-e', join(dir, 'error.log'), '-c', join(conf, 'nginx.conf')], { encoding: 'utf8' });

/** nginx in the foreground with the configuration in `conf` (logs in `dir`), once `base` answers. */
export async function startNginx(conf: string, dir: string, base: string): Promise<ChildProcess> {
  const nginx = spawn('nginx', ['-e', join(dir, 'error.log'), '-c', join(conf, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(base + '/').then(
        () => true,
        () => false,
      )
    )
      return nginx;
    await new Promise((r) => setTimeout(r, 50));
  }
  nginx.kill();
  throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
}

/** A TCP port nobody listens on just now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
