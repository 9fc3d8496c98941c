import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadIslands } from './app/islands.tsx';
import type { LayoutData, PageRecord } from './content/page-data.ts';
import { loadTemplate } from './templates/registry.ts';
import { ROUTE_KINDS } from './routing/routes.ts';
import type { TemplateComponent } from './templates/types.ts';

export { ROUTE_KINDS };

/** Every template, loaded up front: prerendering must never emit the loading placeholder. */
export async function loadTemplates(): Promise<Map<string, TemplateComponent>> {
  await preloadIslands();
  const entries = await Promise.all(ROUTE_KINDS.map(async (kind) => [kind, await loadTemplate(kind)] as const));
  return new Map(entries);
}

export function renderPage(record: PageRecord, layout: LayoutData, Template: TemplateComponent): string {
  return renderToString(
    <StaticRouter location={record.route.path}>
      <App layout={layout} initial={{ record, Template }} />
    </StaticRouter>,
  );
}
