import { UserError } from '../../diagnostics/user-error.ts';
import type { HostInput, HostTarget, OutputCounts } from './host-target.ts';

/**
 * Fails the build, before the output is replaced, when the site outgrows a documented limit of
 * its host: the message names each limit, the site's figure and where the limit is documented.
 */
export function checkLimits(host: HostTarget, input: HostInput, counts: OutputCounts): void {
  const over = host.limits(input).filter((limit) => limit.actual(counts) > limit.max);
  if (!over.length) return;
  const figure = (n: number) => n.toLocaleString('en-AU');
  throw new UserError(
    `The site does not fit ${host.label}: ${over.map((l) => `${figure(l.actual(counts))} ${l.what}, at most ${figure(l.max)} (${l.source})`).join('; ')}.`,
    1,
    over.find((l) => l.hint)?.hint ?? 'Publish fewer pages or redirects, or choose another host in data/site.yaml (deploy.host) or with --host.',
  );
}
