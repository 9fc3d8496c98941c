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
 * template and its own data file (never the whole catalogue), then swaps it in and scrolls up.
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
      const next = await loadPage(path);
      if (cancelled) return;
      shown.current = path;
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
