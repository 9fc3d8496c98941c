/**
 * Where the visitor was scrolled on each history entry, so Back and Forward return there. The
 * browser's own restoration cannot: it restores before the client has loaded the page it
 * scrolls. Kept in sessionStorage too, so it survives a reload of the tab.
 */
const positions = new Map<string, number>();
const storageKey = (historyKey: string) => `tradesite:scroll:${historyKey}`;

/**
 * Turns off the browser's restoration and does its work for the first page too: a reload or a
 * Back into this document returns to where it was, and leaving the document notes where it is.
 * `currentKey` reads the history entry showing at the moment.
 */
export function takeOverScrollRestoration(firstKey: string, currentKey: () => string): () => void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const arrival = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  const y = recalledScroll(firstKey);
  if (y !== undefined && (arrival === 'reload' || arrival === 'back_forward')) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  const leave = () => rememberScroll(currentKey(), window.scrollY);
  window.addEventListener('pagehide', leave);
  return () => window.removeEventListener('pagehide', leave);
}

export function rememberScroll(historyKey: string, y: number): void {
  positions.set(historyKey, y);
  try {
    sessionStorage.setItem(storageKey(historyKey), String(Math.round(y)));
  } catch {
    // storage blocked: remembered for this page's life only
  }
}

export function recalledScroll(historyKey: string): number | undefined {
  const known = positions.get(historyKey);
  if (known !== undefined) return known;
  try {
    const stored = sessionStorage.getItem(storageKey(historyKey));
    return stored === null ? undefined : Number(stored);
  } catch {
    return undefined;
  }
}
