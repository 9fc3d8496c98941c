import { useEffect, type ReactNode } from 'react';
import type { LayoutData } from '../content/page-data.ts';
import { BookingPageContext } from '../layout/book-now.tsx';
import { Chrome } from './chrome.tsx';
import { FollowLinkProvider } from './follow-link.tsx';
import { FeedbackHost } from './feedback.tsx';
import { LayoutContext } from '../hooks/use-layout.ts';
import type { LoadedPage } from '../templates/types.ts';
import { PageHost } from './page-host.tsx';

export function App({ layout, initial }: { layout: LayoutData; initial: LoadedPage }) {
  useEffect(() => {
    // Tests and monitoring read this to know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <LayoutProviders layout={layout}>
      <FeedbackHost>
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
          Skip to content
        </a>
        <Chrome part="banner" />
        <Chrome part="header" />
        <main id="main" className="min-h-[60vh]">
          <PageHost initial={initial} />
        </main>
        <Chrome part="footer" />
        <Chrome part="floating" />
      </FeedbackHost>
    </LayoutProviders>
  );
}

/** The contexts the chrome reads: the prerenderer draws chrome parts inside these alone. */
export function LayoutProviders({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <LayoutContext.Provider value={layout}>
      <BookingPageContext.Provider value={true}>
        <FollowLinkProvider>{children}</FollowLinkProvider>
      </BookingPageContext.Provider>
    </LayoutContext.Provider>
  );
}
