import { createHash } from 'node:crypto';
import { PAGE_DATA_ID } from '../../src/content/page-head-data.ts';

/** The inert <template> that holds the app's module scripts until the page has painted. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The one inline script of every page. After the page's `load` event, once every picture that
 * has arrived is decoded (Chrome decodes off the main thread and draws a picture a few frames
 * after it loads: a blog post's hero was drawn after `load` and two frames) and two animation
 * frames have passed (the first draws what is ready, the second starts after it was shown), and
 * once the browser reports the first contentful paint as shown (a busy compositor can show a
 * frame after the next ones have begun: the scripts then arrived before the paint; a browser
 * that does not report paints, or a second's wait, starts them anyway), it preloads the layout
 * data and puts the held scripts into the document, where they fetch and run as usual. A tab
 * opened in the background draws no frames, so its scripts wait until it is shown.
 *
 * Why wait: on a fast connection the browser fetches and runs module scripts before it paints
 * the hero, and Lighthouse's model of a phone then counts them (the 81 KB React chunk, the layout
 * file, the hydration) as work the largest paint waited for: LCP 2.0 s where the HTML and the
 * critical CSS alone paint it in 0.85 s. Started after the paint, they hold nothing back. The
 * page works without any of it (forms post, menus are links and <details>).
 *
 * The text is fixed, the same on every page and every build, so that the Content-Security-Policy
 * can allow it by its hash (`APP_STARTER_HASH`) without allowing inline scripts in general: it
 * reads the layout file's name from the page's data block rather than carrying it. It has no
 * "<", so a check of a page's script elements (tests/cli/hostile-data.test.ts) reads it whole.
 */
export const APP_STARTER =
  'addEventListener("load",function(){var d=document,started=0,P=window.PerformanceObserver;' +
  'function start(){if(started++)return;' +
  'var held=d.getElementById("' +
  APP_SCRIPTS_ID +
  '"),layout=d.createElement("link");' +
  'layout.rel="preload";layout.as="fetch";layout.crossOrigin="";' +
  'layout.href=JSON.parse(d.getElementById("' +
  PAGE_DATA_ID +
  '").textContent).layout;' +
  'd.head.append(layout,d.importNode(held.content,true))}' +
  'Promise.all([].map.call(d.images,function(i){return i.complete&&i.decode().catch(function(){})}))' +
  '.then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){' +
  'if(performance.getEntriesByName("first-contentful-paint").length||!P||(P.supportedEntryTypes||[]).indexOf("paint")==-1)return start();' +
  'new P(function(l,o){o.disconnect();start()}).observe({type:"paint",buffered:true});setTimeout(start,1000)})})})},{once:true})';

/** The CSP source that allows `APP_STARTER` and no other inline script. */
export const APP_STARTER_HASH = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;

const APP_SCRIPT_TAG = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Takes the module entry and its modulepreload links out of the built index.html (Vite puts them
 * in the head, where the browser fetches them at once) and holds them in a <template> at the end
 * of the body, with `APP_STARTER` to put them back after the first paint. Must run before
 * `stylesheetAfterContent`, so that the stylesheet stays the body's last element: an inline
 * script after a stylesheet that is still loading would wait for it.
 */
export function scriptsAfterPaint(html: string): string {
  const tags = (html.match(APP_SCRIPT_TAG) ?? []).map((tag) => tag.trim());
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script to start after the first paint');
  const at = html.lastIndexOf('</body>');
  if (at === -1) throw new Error('index.html has no </body>');
  const held = `<template id="${APP_SCRIPTS_ID}">${tags.join('')}</template>\n    <script>${APP_STARTER}</script>\n  `;
  return (html.slice(0, at) + held + html.slice(at)).replace(APP_SCRIPT_TAG, (tag, offset: number) => (offset < at ? '' : tag));
}
