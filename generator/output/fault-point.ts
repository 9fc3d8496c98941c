import { constants } from 'node:os';

/**
 * A fault-injection point for the tests of interrupted builds: with TRADESITE_FAULT_STAGE set to
 * this stage, the build says so on stderr and sends itself TRADESITE_FAULT_SIGNAL (default
 * SIGKILL) right here, so a test kills a build at an exact stage without guessing at timings.
 * Unset (always, outside those tests), it does nothing.
 */
let fired = false;

export function faultPoint(stage: FaultStage): void {
  if (fired || process.env.TRADESITE_FAULT_STAGE !== stage) return;
  fired = true;
  const signal = (process.env.TRADESITE_FAULT_SIGNAL ?? 'SIGKILL') as NodeJS.Signals;
  if (!(signal in constants.signals)) throw new Error(`TRADESITE_FAULT_SIGNAL names no signal: ${signal}`);
  process.stderr.write(`fault stage ${stage} reached: sending ${signal}\n`);
  // A caught signal is handled when the event loop next turns, which in synchronous code may be
  // stages later: its listeners are run here instead, as if it arrived at this very point.
  if (signal !== 'SIGKILL' && process.listenerCount(signal) > 0) process.emit(signal, signal);
  else process.kill(process.pid, signal);
}

/** The stages of a build, in order (tests/build/faults.test.ts kills a build at each). */
export const FAULT_STAGES = [
  /** The data is valid and the output folder locked; nothing written yet. */
  'validated',
  /** The staging folder holds some pages. */
  'rendering',
  /** Every file is staged; the output is untouched. */
  'staged',
  /** Halfway through publishing: the previous output moved aside, the new one not yet in place. */
  'swapping',
  /** The new output is in place; the build state not yet written. */
  'published',
] as const;
export type FaultStage = (typeof FAULT_STAGES)[number];
