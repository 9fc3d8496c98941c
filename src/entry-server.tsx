import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, LayoutProviders } from './app/app.tsx';
import { CHROME_PARTS, ChromeMarkers, chromeMarker, type ChromePart } from './app/chrome.tsx';
import { preloadIslands } from './widgets/islands.tsx';
import { preloadSuburbCheck } from './widgets/suburb-check-island.tsx';
import type { LayoutData, PageRecord } from './content/page-data.ts';
import { activeSection } from './routing/active-section.ts';
import { loadTemplate } from './templates/registry.ts';
import { ROUTE_KINDS } from './routing/routes.ts';
import type { TemplateComponent } from './templates/types.ts';

export { ROUTE_KINDS };

/** Every template, loaded up front: prerendering must never emit the loading placeholder. */
export async function loadTemplates(): Promise<Map<string, TemplateComponent>> {
  await preloadIslands();
  await preloadSuburbCheck();
  const entries = await Promise.all(ROUTE_KINDS.map(async (kind) => [kind, await loadTemplate(kind)] as const));
  return new Map(entries);
}

/** The chrome's markup for one path: every part, keyed by name. */
export type ChromeHtml = Record<ChromePart, string>;

/**
 * Which chrome a path gets. The chrome reads the path only to highlight its menu section, so
 * paths of the same section share it (a test renders pages whole and spliced to hold this).
 */
export function chromeVariant(path: string): string {
  return activeSection(path) ?? 'none';
}

export function renderChrome(path: string, layout: LayoutData): ChromeHtml {
  const render = (part: ChromePart) => {
    const Part = CHROME_PARTS[part];
    return renderToString(
      <StaticRouter location={path}>
        <LayoutProviders layout={layout}>
          <Part />
        </LayoutProviders>
      </StaticRouter>,
    );
  };
  return { banner: render('banner'), header: render('header'), footer: render('footer'), floating: render('floating') };
}

/**
 * The page's markup. With `chrome`, the chrome parts are rendered as markers and the given
 * markup is spliced in: the same bytes as a whole render, for a fraction of the work.
 */
export function renderPage(record: PageRecord, layout: LayoutData, Template: TemplateComponent, chrome?: ChromeHtml): string {
  const html = renderToString(
    <ChromeMarkers.Provider value={chrome !== undefined}>
      <StaticRouter location={record.route.path}>
        <App layout={layout} initial={{ record, Template }} />
      </StaticRouter>
    </ChromeMarkers.Provider>,
  );
  return chrome ? spliceChrome(html, chrome) : html;
}

/** One pass over the page, replacing each part's marker; every part must be there exactly once. */
function spliceChrome(html: string, chrome: ChromeHtml): string {
  const seen = new Set<string>();
  const out = html.replace(CHROME_MARKER, (_, part: ChromePart) => {
    if (seen.has(part) || !(part in chrome)) throw new Error(`unexpected chrome marker for ${part}`);
    seen.add(part);
    return chrome[part];
  });
  if (seen.size !== Object.keys(chrome).length) throw new Error('the page is missing a chrome marker');
  return out;
}

const CHROME_MARKER = new RegExp(chromeMarker('(\\w+)' as ChromePart), 'g');
