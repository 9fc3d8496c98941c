import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../components/page-parts.tsx';
import type { PageRecord } from '../content/page-data.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import { matchRedirect } from '../routing/redirect-pattern.ts';
import { normalisePath } from '../routing/paths.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { useLayout } from '../hooks/use-layout.ts';

export interface LoadedPage {
  record: PageRecord;
  Template: TemplateComponent;
}

/**
 * Shows the current page. On client navigation it follows redirects, loads the next page's
 * template and the data its HTML carries (never the whole catalogue), then swaps it in and scrolls up.
 */
export function PageHost({ initial }: { initial: LoadedPage }) {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const { redirects } = useLayout();
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  // The path whose page is showing: the 404 page is shown at whatever path was asked for.
  const shown = useRef(normalisePath(pathname));

  useEffect(() => {
    const path = normalisePath(pathname);
    if (path === shown.current) return;
    const target = matchRedirect(redirects, path);
    if (target !== undefined) {
      navigate(target, { replace: true, state });
      return;
    }
    let cancelled = false;
    setLoading(true);
    // Navigation code loads with the first navigation, not with the page.
    Promise.all([import('./load-page.ts'), import('./apply-head.ts')]).then(async ([{ loadPage }, { applyHead }]) => {
      let next: LoadedPage;
      try {
        next = await loadPage(path);
      } catch {
        // No page data to show here (offline, a server error, a newer deployment): a full
        // page load shows whatever the host has, or the browser's own error.
        if (!cancelled) window.location.assign(path);
        return;
      }
      if (cancelled) return;
      // The host redirected the fetch (an old address the client's patterns do not know): show
      // the page at its own address, as a full load would.
      const landed = next.record.route.kind === 'not-found' ? path : next.record.route.path;
      if (landed !== path) navigate(landed, { replace: true, state });
      shown.current = landed;
      setPage(next);
      setLoading(false);
      applyHead(next.record.head);
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, redirects, navigate, state]);

  if (loading) return <PageLoading />;
  const { record, Template } = page;
  return (
    <div key={record.route.path} className={page === initial ? undefined : 'page-transition'} data-route-kind={record.route.kind}>
      <Breadcrumbs crumbs={record.crumbs} />
      <Template record={record} />
    </div>
  );
}
