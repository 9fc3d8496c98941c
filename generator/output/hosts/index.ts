import type { HostName } from '../../schema/site-settings.ts';
import { cloudflare } from './cloudflare.ts';
import type { HostTarget } from './host-target.ts';
import { netlify } from './netlify.ts';
import { nginx } from './nginx.ts';
import { staticHost } from './static.ts';
import { vercel } from './vercel.ts';

/** Every host a build can target: adding a name to HOST_NAMES without a target is a type error. */
export const HOSTS = { netlify, cloudflare, vercel, nginx, static: staticHost } satisfies Record<HostName, HostTarget>;

/** The host for a build when neither --host nor data/site.yaml names one: what `npm start` previews. */
export const DEFAULT_HOST: HostName = 'netlify';
