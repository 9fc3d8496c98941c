import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, APP_STARTER, scriptsAfterPaint } from '../../../generator/render/app-start.ts';
import { stylesheetAfterContent } from '../../../generator/render/html-document.ts';
import { cspMetaTag, securityHeaders } from '../../../generator/output/security-headers.ts';

/** index.html as Vite builds it: the entry and its preloads in the head. */
const BUILT = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <!--head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-def.js">
    <link rel="modulepreload" crossorigin href="/assets/common-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
    <!--data-->
  </body>
</html>`;

const document = stylesheetAfterContent(scriptsAfterPaint(BUILT));
const head = document.slice(0, document.indexOf('</head>'));

describe("the app's scripts start after the first paint", () => {
  it('leaves nothing in the document that fetches or runs a script while it loads', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    const outsideTemplate = document.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(outsideTemplate).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(outsideTemplate.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
  });

  it("holds Vite's tags unchanged, in their order, in an inert template after the page data", () => {
    const held = new RegExp(`<template id="${APP_SCRIPTS_ID}">([\\s\\S]*?)</template>`).exec(document)?.[1];
    expect(held).toBe(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/shell-def.js"><link rel="modulepreload" crossorigin href="/assets/common-ghi.js">',
    );
    expect(document.indexOf('<template')).toBeGreaterThan(document.indexOf('<!--data-->'));
  });

  it('puts the starter before the stylesheet, which stays the last element of the body', () => {
    // An inline script after a stylesheet still loading would wait for it.
    expect(document).toMatch(
      new RegExp(
        `</template>\\s*<script>${APP_STARTER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>\\s*<link rel="stylesheet" crossorigin href="/assets/index-jkl.css" fetchpriority="low">\\s*</body>`,
      ),
    );
  });

  it('waits for the load event, the pictures to be decoded and two frames, and preloads the layout file named by the page data', () => {
    expect(APP_STARTER).toMatch(/^addEventListener\("load",function\(\)\{.*\.decode\(\).*\.then\(function\(\)\{requestAnimationFrame\(function\(\)\{requestAnimationFrame\(/);
    expect(APP_STARTER).toContain(`getElementById("${APP_SCRIPTS_ID}")`);
    expect(APP_STARTER).toContain('getElementById("page-data")');
    expect(APP_STARTER).toContain('layout.rel="preload";layout.as="fetch";layout.crossOrigin=""');
  });

  it('is allowed by its hash in the Content-Security-Policy, in the header and the meta tag, and no other inline script is', () => {
    const inline = /<script>([\s\S]*?)<\/script>/.exec(document)![1]!;
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const csp = securityHeaders('https://forms.example/f/abc', 'https://northwire.example')['Content-Security-Policy']!;
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' ${hash}`);
    expect(cspMetaTag('https://forms.example/f/abc', 'https://northwire.example')).toContain(`script-src &#39;self&#39; ${hash.replaceAll("'", '&#39;')};`);
  });

  it('refuses a document without a module entry, rather than build pages that never start', () => {
    expect(() => scriptsAfterPaint(BUILT.replace(/<script[^>]*><\/script>/, ''))).toThrow(/no module script/);
    expect(() => scriptsAfterPaint(BUILT.replace('</body>', ''))).toThrow(/no <\/body>/);
  });
});
