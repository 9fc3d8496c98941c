import { ZapFilled } from '../components/icon.tsx';

/** Shown while the next page's template and data load: a centred pulsing lightning bolt. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] items-center justify-center">
      <ZapFilled className="size-14 animate-pulse text-amber-400 motion-reduce:animate-none" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
