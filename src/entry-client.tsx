import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import type { LayoutData, PageRecord } from './content/page-data.ts';
import { loadTemplate } from './templates/registry.ts';
import './styles/app.css';

const data = JSON.parse(document.getElementById('page-data')!.textContent!) as { layout: LayoutData; record: PageRecord };
// Load this page's template before hydrating, so the first client render matches the HTML.
const Template = await loadTemplate(data.record.route.kind);
hydrateRoot(
  document.getElementById('root')!,
  <BrowserRouter>
    <App layout={data.layout} initial={{ record: data.record, Template }} />
  </BrowserRouter>,
);
