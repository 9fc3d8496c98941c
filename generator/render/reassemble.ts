import type { ChromeHtml } from '../../src/entry-server.tsx';

/** What a page has besides its own content: the layout data file and the chrome's markup. */
export interface Surroundings {
  layoutUrl: string;
  chrome: ChromeHtml;
}

/**
 * A previous build's page with new chrome and layout file, without rendering it again: used when
 * the page's own inputs are unchanged but the menus or footer changed (a suburb was added, say).
 * Each old piece must be found exactly once; otherwise the page is rendered afresh (undefined).
 */
export function reassemble(html: string, before: Surroundings, after: Surroundings): string | undefined {
  let out = html;
  for (const part of Object.keys(after.chrome) as (keyof ChromeHtml)[]) {
    const old = before.chrome[part];
    const next = after.chrome[part];
    if (old === next) continue;
    const at = old ? out.indexOf(old) : -1;
    if (at === -1 || out.indexOf(old!, at + 1) !== -1) return undefined;
    out = out.slice(0, at) + next + out.slice(at + old!.length);
  }
  if (before.layoutUrl !== after.layoutUrl) {
    if (!out.includes(before.layoutUrl)) return undefined;
    out = out.replaceAll(before.layoutUrl, after.layoutUrl);
  }
  return out;
}
