import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import type { PageDataJson } from './content/embedded-page-data.ts';
import { PAGE_DATA_ID, readJsonLd } from './content/page-head-data.ts';
import type { LayoutData, PageRecord } from './content/page-data.ts';
import { loadTemplate } from './templates/registry.ts';
import './styles/app.css';

const data = JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!) as PageDataJson;
// The page's structured data is in its head only (see PageDataJson).
const record: PageRecord = { ...data.record, head: { ...data.record.head, jsonLd: readJsonLd(document.head.innerHTML) } };
// The template and the layout data must both be here before hydrating, so the first client
// render matches the HTML. They load in parallel; the layout file is preloaded by the page.
const [Template, layout] = await Promise.all([loadTemplate(record.route.kind), fetch(data.layout).then((r) => r.json() as Promise<LayoutData>)]);
// As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
// instead of hydrating the whole page (menus, footer: over a thousand elements) in one long task
// that would hold up a tap on a slow phone. The page is already painted from the HTML meanwhile.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter>
      <App layout={layout} initial={{ record, Template }} />
    </BrowserRouter>,
  );
});
