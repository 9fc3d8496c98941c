import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { Breadcrumbs } from '../components/page-parts.tsx';
import { PageLoading } from '../layout/page-loading.tsx';
import { normalisePath } from '../routing/paths.ts';
import type { LoadedPage } from '../templates/types.ts';
import { useLayout } from '../hooks/use-layout.ts';

/** Where to scroll once the next page is on screen: a position (Back), an element id (a #hash), or nothing. */
type ScrollTarget = { y: number } | { id: string } | null;

// useLayoutEffect warns when prerendering; the scroll work only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Shows the current page. On client navigation it follows redirects, scrolls to the top, shows
 * the loading placeholder, loads the next page's template and the data its HTML carries (never
 * the whole catalogue), then swaps it in. Back and Forward return to where the visitor was scrolled.
 * When the page cannot be loaded (a flaky connection, a server error, a newer deployment), the
 * browser loads the address itself: a real page is never shown as "not found" because its data
 * did not arrive.
 */
export function PageHost({ initial }: { initial: LoadedPage }) {
  const { pathname, search, hash, state, key } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { redirects } = useLayout();
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  // The path whose page is showing: the 404 page is shown at whatever path was asked for.
  const shown = useRef(normalisePath(pathname));
  const shownKey = useRef(key);
  const pendingScroll = useRef<ScrollTarget>(null);

  // A host without redirect rules (the static target) has a forwarding page for each old address
  // but not for the same address written with a trailing slash: it answers the not-found page,
  // which forwards as the other hosts' 301 does.
  useEffect(() => {
    if (initial.record.route.kind !== 'not-found') return;
    // The pattern interpreter loads only here and with a navigation: no first load pays for it.
    void import('../routing/redirect-pattern.ts').then(({ matchRedirect }) => {
      const target = matchRedirect(redirects, normalisePath(pathname));
      if (target !== undefined) window.location.replace(target + search + hash);
    });
    // Only the address the document opened at: client navigation follows redirects itself.
  }, []);

  // Once, for the history entry the document opened with; the code loads after hydration.
  useEffect(() => {
    let release: (() => void) | undefined;
    let gone = false;
    void import('./scroll-memory.ts').then(({ takeOverScrollRestoration }) => {
      if (!gone) release = takeOverScrollRestoration(key, () => shownKey.current);
    });
    return () => {
      gone = true;
      release?.();
    };
  }, []);

  useEffect(() => {
    const path = normalisePath(pathname);
    const moved = key !== shownKey.current;
    if (key !== shownKey.current) {
      // The page on screen is still the one being left: note where it was scrolled.
      const [left, y] = [shownKey.current, window.scrollY];
      void import('./scroll-memory.ts').then(({ rememberScroll }) => rememberScroll(left, y));
      shownKey.current = key;
    }
    if (path === shown.current) {
      // A link to a part of the page on screen ("More in Western Suburbs..." on the areas page):
      // there, and focus with it, as after a navigation.
      if (moved && navigationType !== 'POP' && hash) void import('./announce-page.ts').then((m) => m.goToPart(hash));
      return;
    }
    let cancelled = false;
    // Up first, so the loading placeholder is where the visitor is looking.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setLoading(true);
    // Navigation code loads with the first navigation, not with the page.
    Promise.all([import('../routing/redirect-pattern.ts'), import('./load-page.ts'), import('./apply-head.ts'), import('./scroll-memory.ts')])
      .then(async ([{ matchRedirect }, { loadPage }, { applyHead }, { recalledScroll }]) => {
        // An old address the data's patterns know goes straight to its page, as the host's 301 would.
        const target = matchRedirect(redirects, path);
        if (target !== undefined) {
          if (!cancelled) navigate(target, { replace: true, state });
          return;
        }
        const next = await loadPage(path);
        if (cancelled) return;
        // The host redirected the fetch (an old address the client's patterns do not know): show
        // the page at its own address, as a full load would.
        const landed = next.record.route.kind === 'not-found' ? path : next.record.route.path;
        if (landed !== path) navigate(landed, { replace: true, state });
        const back = navigationType === 'POP' ? recalledScroll(key) : undefined;
        pendingScroll.current = back !== undefined ? { y: back } : hash ? { id: decodeURIComponent(hash.slice(1)) } : null;
        shown.current = landed;
        setPage(next);
        setLoading(false);
        applyHead(next.record.head);
      })
      .catch(() => {
        // However the page is fetched, a failure hands the address to the browser.
        if (!cancelled) window.location.assign(path + search + hash);
      });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, hash, key, redirects, navigate, navigationType, state]);

  // Once a navigated-to page is in the document: focus its heading and announce it.
  useEffect(() => {
    if (!loading && page !== initial) void import('./announce-page.ts').then((m) => m.announcePage(page.record.head.title, hash ? decodeURIComponent(hash.slice(1)) : undefined));
    // Once per page shown: the hash it was shown with.
  }, [page, loading, initial]);

  // Once the new page is in the document: back to the remembered position, or to the #hash.
  useBrowserLayoutEffect(() => {
    const target = pendingScroll.current;
    if (loading || !target) return;
    pendingScroll.current = null;
    if ('y' in target) window.scrollTo({ top: target.y, left: 0, behavior: 'instant' });
    else document.getElementById(target.id)?.scrollIntoView();
  }, [page, loading]);

  if (loading) return <PageLoading />;
  const { record, Template } = page;
  return (
    <div key={record.route.path} className={page === initial ? undefined : 'page-transition'} data-route-kind={record.route.kind}>
      <Breadcrumbs crumbs={record.crumbs} />
      <Template record={record} />
    </div>
  );
}
