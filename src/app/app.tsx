import { useEffect } from 'react';
import type { LayoutData } from '../content/page-data.ts';
import { Banner } from '../layout/banner.tsx';
import { BookingPageContext } from '../layout/book-now.tsx';
import { FloatingActions } from '../layout/floating-actions.tsx';
import { Footer } from '../layout/footer.tsx';
import { Header } from '../layout/header.tsx';
import { FeedbackHost } from './feedback.tsx';
import { LayoutContext } from './layout-context.ts';
import { PageHost, type LoadedPage } from './page-host.tsx';

export function App({ layout, initial }: { layout: LayoutData; initial: LoadedPage }) {
  useEffect(() => {
    // Tests and monitoring read this to know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <LayoutContext.Provider value={layout}>
      <BookingPageContext.Provider value={true}>
      <FeedbackHost>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <Banner />
      <Header />
      <main id="main" className="min-h-[60vh]">
        <PageHost initial={initial} />
      </main>
      <Footer />
      <FloatingActions />
      </FeedbackHost>
      </BookingPageContext.Provider>
    </LayoutContext.Provider>
  );
}
