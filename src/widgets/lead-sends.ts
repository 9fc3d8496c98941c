import type { SubmitResult } from '../lib/form-service/parse-response.ts';

/**
 * The sends in flight and their answers, per form (its `form-source`), outside React: the visitor
 * may leave the page while a send is under way, and its answer must then wait for the form (a
 * failure shows when they come back) instead of acting on whatever page they are on.
 */
export type SendState = { status: 'sending' } | { status: 'answered'; result: SubmitResult };

const states = new Map<string, SendState>();
const listeners = new Map<string, Set<(state: SendState) => void>>();

export function sendStateOf(source: string): SendState | undefined {
  return states.get(source);
}

/** Is a form for this source on screen to take the answer? */
export function isWatched(source: string): boolean {
  return (listeners.get(source)?.size ?? 0) > 0;
}

export function watchSends(source: string, listener: (state: SendState) => void): () => void {
  const set = listeners.get(source) ?? listeners.set(source, new Set()).get(source)!;
  set.add(listener);
  return () => set.delete(listener);
}

/** Runs one send; whoever watches the source when it settles hears the answer. */
export async function trackSend(source: string, send: () => Promise<SubmitResult>): Promise<SubmitResult> {
  states.set(source, { status: 'sending' });
  const result = await send();
  const state: SendState = { status: 'answered', result };
  states.set(source, state);
  for (const listener of listeners.get(source) ?? []) listener(state);
  return result;
}

/** The form has shown the answer: it need not be shown again. */
export function forgetSend(source: string): void {
  states.delete(source);
}
