import type { LocalPage } from '../../local/local-plan.ts';
import type { RecordContext } from '../record-context.ts';

/**
 * A local page's plan entry (generator/local/local-plan.ts), which settled its subject, trade,
 * era note, distance, arrival claim and indexing once. Every local route has one; a record asked
 * for a page the plan did not make is a bug, not bad data.
 */
export function planOf(ctx: RecordContext, path: string): LocalPage {
  const entry = ctx.localPage(path);
  if (!entry) throw new Error(`Bug: no local plan entry for ${path}; planLocalPages should have planned every local route.`);
  return entry;
}
