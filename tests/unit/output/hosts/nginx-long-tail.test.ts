import { describe, expect, it } from 'vitest';
import { DEFAULT_LONG_TAIL_PORT } from '../../../../generator/edge/node/bundle-long-tail.ts';
import type { HostInput } from '../../../../generator/output/hosts/host-target.ts';
import { HOSTS } from '../../../../generator/output/hosts/index.ts';
import { siteSettingsSchema } from '../../../../generator/schema/site-settings.ts';

/** The nginx server block of a hybrid build names `tradesite serve`'s port (the block itself is served by real nginx in tests/build/edge-nginx.test.ts). */
function serverBlock(prerender: HostInput['prerender'], deploy: HostInput['deploy'] = {}): string {
  const input: HostInput = {
    rules: { literal: [], patterns: [] },
    redirectCount: 0,
    headers: { 'X-Content-Type-Options': 'nosniff' },
    immutablePrefix: '/assets/',
    outDir: '/srv/site',
    deploy,
    siteUrl: 'https://example.com.au',
    prerender,
  };
  return HOSTS.nginx.besideFiles(input)[0]![1];
}

describe("nginx's long tail: the port of `tradesite serve`", () => {
  it('sends what no file answers to 127.0.0.1:8787 unless deploy.nginx.port names another, and only for a hybrid build', () => {
    expect(serverBlock('indexable')).toContain(`proxy_pass http://127.0.0.1:${DEFAULT_LONG_TAIL_PORT};`);
    expect(serverBlock('indexable', { nginx: { port: 9100 } })).toContain('proxy_pass http://127.0.0.1:9100;');
    const full = serverBlock('all', { nginx: { port: 9100 } });
    expect(full).not.toContain('proxy_pass');
    expect(full).toContain('try_files $uri $uri.html =404;');
  });

  it('takes deploy.nginx.port alone or with the root, and refuses a port that is not one a user may listen on', () => {
    const parse = (nginx: unknown) => siteSettingsSchema.safeParse({ deploy: { host: 'nginx', nginx } });
    expect(parse({ port: 9100 }).success).toBe(true);
    expect(parse({ root: '/var/www/site', port: 9100 }).success).toBe(true);
    for (const port of [80, 8787.5, 70000, '9100']) {
      const refused = parse({ port });
      expect(refused.success, String(port)).toBe(false);
      expect(refused.error!.issues[0]!.path, String(port)).toEqual(['deploy', 'nginx', 'port']);
    }
  });
});
