import { describe, expect, it } from 'vitest';
import { prerenderFor } from '../../../generator/edge/on-request.ts';
import { siteSettingsSchema } from '../../../generator/schema/site-settings.ts';

describe('which pages a build writes as files (issue 44)', () => {
  it('leaves the long tail to the function by default on the hosts that run code, and writes every page on the others', () => {
    expect(['cloudflare', 'netlify', 'vercel'].map((host) => prerenderFor(host))).toEqual(['indexable', 'indexable', 'indexable']);
    expect(['nginx', 'static'].map((host) => prerenderFor(host))).toEqual(['all', 'all']);
  });

  it('takes deploy.prerender over the default, and --prerender over both', () => {
    expect(prerenderFor('netlify', undefined, 'all')).toBe('all');
    expect(prerenderFor('nginx', undefined, 'indexable')).toBe('indexable');
    expect(prerenderFor('netlify', 'indexable', 'all')).toBe('indexable');
    expect(prerenderFor('cloudflare', 'all', 'indexable')).toBe('all');
  });

  it('refuses deploy.prerender: indexable for a static host, at the setting', () => {
    const refused = siteSettingsSchema.safeParse({ deploy: { host: 'static', prerender: 'indexable' } });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.path).toEqual(['deploy', 'prerender']);
    expect(refused.error!.issues[0]!.message).toMatch(/static host serves files only/);
    expect(siteSettingsSchema.safeParse({ deploy: { host: 'nginx', prerender: 'indexable' } }).success).toBe(true);
  });
});
