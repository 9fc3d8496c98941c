import { z } from 'zod';
import { httpsUrl } from './common.ts';
import { PRERENDER_CHOICES } from '../edge/on-request.ts';

/** The hosts a build can target; each reads its own redirect and header files (generator/output/hosts/). */
export const HOST_NAMES = ['netlify', 'cloudflare', 'vercel', 'nginx', 'static'] as const;
export const hostName = z.enum(HOST_NAMES, { error: `must be one of ${HOST_NAMES.join(', ')}` });
export type HostName = z.infer<typeof hostName>;

/** Cloudflare's plans differ in how many files a Pages site may hold (see hosts/cloudflare.ts). */
export const CLOUDFLARE_PLANS = ['free', 'paid'] as const;

/** data/site.yaml: how the site is published (not what it says). */
export const siteSettingsSchema = z.strictObject({
  $schema: z.string().optional(),
  deploy: z
    .strictObject({
      /** Where the site is deployed; `build --host` overrides it for one build. */
      host: hostName,
      /**
       * Which pages are files: `indexable` (the default on Cloudflare Pages, Netlify and Vercel)
       * writes the pages that earn a file and leaves the long tail of local pages to the host's
       * function (on nginx, `tradesite serve`); `all` writes every page (the default on nginx and
       * static hosts, and the only choice on static ones). `build --prerender` overrides it for one build.
       */
      prerender: z.enum(PRERENDER_CHOICES, { error: `must be one of ${PRERENDER_CHOICES.join(', ')}` }).optional(),
      /** Cloudflare Pages: the account's plan (free: 20,000 files per site; paid: 100,000). */
      cloudflare: z.strictObject({ plan: z.enum(CLOUDFLARE_PLANS, { error: `must be one of ${CLOUDFLARE_PLANS.join(', ')}` }) }).optional(),
      /**
       * nginx: `root`, the folder the server serves the site from, when the site is built on one
       * machine and copied to the server (without it, the folder the build wrote); `port`, where a
       * hybrid build's `tradesite serve` listens on 127.0.0.1 and the written server block's
       * `proxy_pass` sends (without it, 8787).
       */
      nginx: z
        .strictObject({
          root: z
            .string()
            .regex(/^\/[A-Za-z0-9._/-]*[A-Za-z0-9._-]$/, 'must be an absolute folder such as "/var/www/example" (letters, digits, ".", "_", "-" and "/", no trailing slash)')
            .refine((root) => !root.split('/').includes('..'), { message: 'must not contain ".."' })
            .optional(),
          port: z
            .number({ error: 'must be a port number, such as 8787' })
            .int('must be a whole number, such as 8787')
            .min(1024, 'must be 1024 or more: a port any user may listen on, such as 8787')
            .max(65535, 'must be at most 65535')
            .optional(),
        })
        .optional(),
    })
    // A static host runs no code: the long tail would be nowhere (checked here for the file's line; build-site.ts checks --prerender).
    .refine((deploy) => !(deploy.host === 'static' && deploy.prerender === 'indexable'), {
      message: 'a static host serves files only, so every page must be a file there: write prerender: all, or leave it out',
      path: ['prerender'],
    }),
  /**
   * The editor at /admin/ on the published site, saving to the GitHub repository the site is built
   * from (see docs/editing.md, "Editing on the live site"). Without it, nothing of /admin/ is deployed.
   */
  editor: z
    .strictObject({
      /** The repository, as owner/name. */
      repo: z.string().regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'must be a GitHub repository written as owner/name, e.g. "owner/website"'),
      /** The branch the editor commits to (and the deploy builds from). */
      branch: z
        .string()
        .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name such as "main"')
        .default('main'),
      /** The OAuth proxy that signs the owner in with GitHub (its origin), when it is not Netlify's. */
      // A plain origin only: it is written into the editor's Content-Security-Policy, where a ";"
      // would add a directive and a "*" would let the editor talk to any host (issue 43).
      baseUrl: httpsUrl
        .regex(
          /^https:\/\/(?=[A-Za-z0-9])(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::[0-9]{1,5})?$/,
          'must be a plain https origin: a host name of letters, digits, hyphens and dots, an optional port, no path, e.g. "https://auth.example.com.au"',
        )
        .optional(),
      /** The proxy's sign-in path, when it is not "auth". */
      authEndpoint: z
        .string()
        .regex(/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/, 'must be a path such as "auth" (no leading slash)')
        .optional(),
      /** The data folder in the repository, when it is not "data". */
      dataFolder: z
        .string()
        .regex(/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'must be a folder path inside the repository, e.g. "data"')
        .default('data'),
    })
    .optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
