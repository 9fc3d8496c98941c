import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, LayoutProviders } from './app/app.tsx';
import { CHROME_PARTS, ChromeMarkers, chromeMarker, type ChromePart } from './app/chrome.tsx';
import { preloadIslands } from './widgets/islands.tsx';
import { preloadSuburbCheck } from './widgets/suburb-check-island.tsx';
import type { LayoutData, PageRecord } from './content/page-data.ts';
import { activeSection } from './routing/active-section.ts';
import { primaryTrade } from './content/trades.ts';
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
 * paths of the same section share it (a test renders pages whole and spliced to hold this). The
 * layout's business names the suburb hubs' section (/electrician/x or /plumber/x).
 */
export function chromeVariant(path: string, layout: Pick<LayoutData, 'business'>): string {
  return activeSection(path, primaryTrade(layout.business.trades)) ?? 'none';
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
  return chrome ? spliceChrome(renderSkeleton(record, layout, Template), chrome) : renderApp(record, layout, Template, false);
}

/** The page's markup with a marker where each part of the chrome goes, for spliceChrome. */
export function renderSkeleton(record: PageRecord, layout: LayoutData, Template: TemplateComponent): string {
  return renderApp(record, layout, Template, true);
}

function renderApp(record: PageRecord, layout: LayoutData, Template: TemplateComponent, markers: boolean): string {
  return renderToString(
    <ChromeMarkers.Provider value={markers}>
      <StaticRouter location={record.route.path}>
        <App layout={layout} initial={{ record, Template }} />
      </StaticRouter>
    </ChromeMarkers.Provider>,
  );
}

/**
 * The skeleton with each part's marker replaced by its markup, in one pass of indexOf (a page
 * used to take two regular-expression passes: markers to tokens, then tokens to chrome); every
 * part must be there exactly once. Nothing from data can write a marker: React escapes text and
 * attributes.
 */
export function spliceChrome(skeleton: string, chrome: ChromeHtml): string {
  const seen = new Set<string>();
  let out = '';
  let copied = 0;
  for (let at = skeleton.indexOf(MARKER_START); at !== -1; at = skeleton.indexOf(MARKER_START, copied)) {
    const nameEnd = skeleton.indexOf(MARKER_END, at + MARKER_START.length);
    const part = skeleton.slice(at + MARKER_START.length, nameEnd === -1 ? at + MARKER_START.length : nameEnd);
    if (nameEnd === -1 || seen.has(part) || !Object.hasOwn(chrome, part)) throw new Error(`unexpected chrome marker for ${part}`);
    seen.add(part);
    out += skeleton.slice(copied, at) + chrome[part as ChromePart];
    copied = nameEnd + MARKER_END.length;
  }
  if (seen.size !== Object.keys(chrome).length) throw new Error('the page is missing a chrome marker');
  return out + skeleton.slice(copied);
}

/** A marker's text before and after the part's name. */
const [MARKER_START, MARKER_END] = chromeMarker('\0' as ChromePart).split('\0') as [string, string];
