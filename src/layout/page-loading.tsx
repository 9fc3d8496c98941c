import { Zap } from 'lucide-react';

/** Shown while the next page's template and data load: a centred pulsing lightning bolt. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] items-center justify-center">
      <Zap aria-hidden className="size-14 animate-pulse fill-amber-400 text-amber-500 motion-reduce:animate-none" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
