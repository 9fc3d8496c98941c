import { z } from 'zod';

/** The hosts a build can target; each reads its own redirect and header files (generator/output/hosts/). */
export const HOST_NAMES = ['netlify', 'cloudflare', 'vercel', 'nginx', 'static'] as const;
export const hostName = z.enum(HOST_NAMES, { error: `must be one of ${HOST_NAMES.join(', ')}` });
export type HostName = z.infer<typeof hostName>;

/** data/site.yaml: how the site is published (not what it says). */
export const siteSettingsSchema = z.strictObject({
  $schema: z.string().optional(),
  deploy: z.strictObject({
    /** Where the site is deployed; `build --host` overrides it for one build. */
    host: hostName,
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
