import { z } from 'zod';

/** The hosts a build can target; each reads its own redirect and header files (generator/output/hosts/). */
export const HOST_NAMES = ['netlify', 'cloudflare', 'vercel', 'nginx', 'static'] as const;
export const hostName = z.enum(HOST_NAMES, { error: `must be one of ${HOST_NAMES.join(', ')}` });
export type HostName = z.infer<typeof hostName>;

/** Cloudflare's plans differ in how many files a Pages site may hold (see hosts/cloudflare.ts). */
export const CLOUDFLARE_PLANS = ['free', 'paid'] as const;

/** data/site.yaml: how the site is published (not what it says). */
export const siteSettingsSchema = z.strictObject({
  $schema: z.string().optional(),
  deploy: z.strictObject({
    /** Where the site is deployed; `build --host` overrides it for one build. */
    host: hostName,
    /** Cloudflare Pages: the account's plan (free: 20,000 files per site; paid: 100,000). */
    cloudflare: z.strictObject({ plan: z.enum(CLOUDFLARE_PLANS, { error: `must be one of ${CLOUDFLARE_PLANS.join(', ')}` }) }).optional(),
    /**
     * nginx: the folder the server serves the site from (its `root`), when the site is built on
     * one machine and copied to the server. Without it, the folder the build wrote.
     */
    nginx: z
      .strictObject({
        root: z
          .string()
          .regex(/^\/[A-Za-z0-9._/-]*[A-Za-z0-9._-]$/, 'must be an absolute folder such as "/var/www/northwire" (letters, digits, ".", "_", "-" and "/", no trailing slash)')
          .refine((root) => !root.split('/').includes('..'), { message: 'must not contain ".."' }),
      })
      .optional(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
