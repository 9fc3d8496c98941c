import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { PAGE_DATA_ID } from './content/embedded-page-data.ts';
import type { EmbeddedPageData, LayoutData } from './content/page-data.ts';
import { loadTemplate } from './templates/registry.ts';
import './styles/app.css';

const data = JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!) as EmbeddedPageData;
// The template and the layout data must both be here before hydrating, so the first client
// render matches the HTML. They load in parallel; the layout file is preloaded by the page.
const [Template, layout] = await Promise.all([loadTemplate(data.record.route.kind), fetch(data.layout).then((r) => r.json() as Promise<LayoutData>)]);
// As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
// instead of hydrating the whole page (menus, footer: over a thousand elements) in one long task
// that would hold up a tap on a slow phone. The page is already painted from the HTML meanwhile.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter>
      <App layout={layout} initial={{ record: data.record, Template }} />
    </BrowserRouter>,
  );
});
