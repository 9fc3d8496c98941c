/**
 * The heap a build's main thread runs with, in MB. Without a cap V8 lets the garbage of a big
 * build grow far past its live data before collecting: at ten times the suburbs (115,000 pages,
 * about 430 MB live at the end of rendering, 500 MB while the build state is written) the build
 * peaked at 1.74 GB uncapped, 1.02 GB under a 896 MB cap and 0.98 GB under this one; 640 MB also
 * finishes there, with more time collecting. The cap can only be set as Node starts, so `tradesite build`
 * runs the build in a child Node given it, unless the user chose their own (node's flag or
 * NODE_OPTIONS, or TRADESITE_BUILD_HEAP_MB).
 */
export const DEFAULT_BUILD_HEAP_MB = 768;

/** The cap: TRADESITE_BUILD_HEAP_MB when set (0 for none), else the default. */
export function buildHeapMb(env = process.env) {
  const chosen = Number(env.TRADESITE_BUILD_HEAP_MB);
  return env.TRADESITE_BUILD_HEAP_MB !== undefined && Number.isInteger(chosen) && chosen >= 0 ? chosen : DEFAULT_BUILD_HEAP_MB;
}
