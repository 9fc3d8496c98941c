import { describe, expect, it } from 'vitest';
import { CriticalCss, selectorClasses } from '../../../generator/render/critical-css.ts';
import { paintsFromCachedStylesheet } from '../../../generator/render/cached-stylesheet.ts';
import { linkedStylesheet, linksStylesheetInHead, stylesheetAfterContent, stylesheetInHead, withCriticalCss } from '../../../generator/render/html-document.ts';

// The shapes Tailwind 4 writes, minified: layers, a theme of custom properties (some naming
// others), @property registrations, escaped class names, media queries, keyframes.
const STYLESHEET = [
  '/*! tailwindcss v4 | MIT License */',
  '@layer theme{:root,:host{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-red-500:red;--color-blue-500:blue;--spacing:.25rem;--animate-ping:ping 1s infinite;--animate-spin:spin 1s linear infinite}}',
  '@layer base{*,:after,:before{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}table{border-collapse:collapse}::placeholder{opacity:1}::backdrop{margin:0}[hidden]:where(:not([hidden=until-found])){display:none!important}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.text-red-500{color:var(--color-red-500)}.text-blue-500{color:var(--color-blue-500)}.mt-2{margin-top:calc(var(--spacing) * 2)}',
  '.w-\\[4rem\\]{width:4rem}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.border{border-style:var(--tw-border-style);border-width:1px}',
  '.animate-ping{animation:var(--animate-ping)}.animate-spin{animation:var(--animate-spin)}',
  '.hover\\:text-blue-500:hover{color:var(--color-blue-500)}.focus-visible\\:ring:focus-visible{outline:1px}',
  '.group:not(.open) .group-item{opacity:.5}}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false}',
  '@keyframes ping{75%,to{opacity:0}}@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const page = (body: string) => `<!doctype html><html><head><style></style></head><body>${body}</body></html>`;

describe('critical CSS: the rules a page needs for its first paint', () => {
  const critical = new CriticalCss(STYLESHEET);

  it("keeps the rules of the page's classes and drops the rest, media queries and escaped names included", () => {
    const css = critical.forHtml(page('<div class="flex text-red-500 md:grid w-[4rem] [&amp;_svg]:size-4"><svg></svg></div>'));
    for (const kept of ['.flex{display:flex}', '.text-red-500{', '@media (min-width:48rem){.md\\:grid{display:grid}}', '.w-\\[4rem\\]{width:4rem}', '.\\[\\&_svg\\]\\:size-4 svg{'])
      expect(css).toContain(kept);
    for (const dropped of ['.grid{', '.text-blue-500', '.mt-2', 'md\\:hidden', '.border']) expect(css).not.toContain(dropped);
  });

  it('trims the theme to the custom properties, registrations and keyframes the kept rules use, following one property to another', () => {
    const css = critical.forHtml(page('<p class="text-red-500 border animate-ping">x</p>'));
    expect(css).toContain('--color-red-500:red');
    expect(css).not.toContain('--color-blue-500');
    // html's font-family names --default-font-family, which names --font-sans.
    expect(css).toContain('--default-font-family:var(--font-sans)');
    expect(css).toContain('--font-sans:ui-sans-serif');
    expect(css).toContain('@property --tw-border-style');
    expect(css).not.toContain('@property --tw-shadow');
    // .animate-ping names --animate-ping, which names the keyframes "ping".
    expect(css).toContain('@keyframes ping');
    expect(css).not.toContain('@keyframes spin');
    expect(css).not.toContain('--animate-spin');
  });

  it("leaves out what no first paint shows (hover and focus states, a dialog's backdrop) and the file's banner", () => {
    const css = critical.forHtml(page('<a class="hover:text-blue-500 focus-visible:ring">x</a>'));
    expect(css).not.toMatch(/:hover|:focus-visible|::backdrop|tailwindcss/);
    expect(css).toContain('[hidden]:where(:not([hidden=until-found]))');
  });

  it("keeps the reset's rules for the elements the page has, whatever their classes", () => {
    expect(critical.forHtml(page('<p>x</p>'))).not.toMatch(/table\{|::placeholder/);
    const css = critical.forHtml(page('<table><tr><td>1</td></tr></table><input name="q">'));
    expect(css).toContain('table{border-collapse:collapse}');
    expect(css).toContain('::placeholder{opacity:1}');
  });

  it('needs no class named inside :not()', () => {
    expect(critical.forHtml(page('<div class="group"><span class="group-item">x</span></div>'))).toContain('.group-item{opacity:.5}');
    expect(critical.forHtml(page('<span class="group-item">x</span>'))).not.toContain('.group-item');
  });

  it('gives pages with the same classes the same answer, and pages with others their own', () => {
    const a = critical.forHtml(page('<b class="flex">a</b>'));
    expect(critical.forHtml(page('<b class="flex">another text</b>'))).toBe(a);
    expect(critical.forHtml(page('<b class="grid">a</b>'))).not.toBe(a);
  });

  it('judges a nested rule on its own, and the rules after a dropped one by their own needs', () => {
    const nested = new CriticalCss('.card{color:red;.card-title{font-weight:700}}.tag{margin:0}.other{padding:0}');
    expect(nested.forHtml(page('<div class="card">x</div>'))).toBe('.card{color:red}');
    expect(nested.forHtml(page('<div class="card"><h3 class="card-title">x</h3></div>'))).toBe('.card{color:red;.card-title{font-weight:700}}');
    // The nested rule is counted though its parent was dropped: .tag is judged as .tag.
    expect(nested.forHtml(page('<span class="tag">x</span>'))).toBe('.tag{margin:0}');
  });

  it('unescapes class names as CSS writes them', () => {
    expect(selectorClasses('.md\\:grid-cols-2>.w-1\\/2:hover .\\32 xl\\:flex')).toEqual(['md:grid-cols-2', 'w-1/2', '2xl:flex']);
  });
});

describe('the document links the whole stylesheet after the content', () => {
  const built =
    '<html><head><meta charset="utf-8"><!--head--><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"><!--app--></div><!--data--></body></html>';

  it('moves the link to the end of the body and leaves an empty <style> in the head', () => {
    const html = stylesheetAfterContent(built);
    expect(html).toMatch(/<head>.*<style><\/style><\/head>/s);
    expect(html).toMatch(/<!--data--><link rel="stylesheet" crossorigin href="\/assets\/index-abc\.css" fetchpriority="low">\s*<\/body>/);
    expect(linkedStylesheet(html)).toBe('assets/index-abc.css');
  });

  it('links it in the head instead, with no <style>, for a page that paints from the cached file', () => {
    const after = stylesheetAfterContent(built);
    const html = stylesheetInHead(after);
    expect(html).toBe(
      '<html><head><meta charset="utf-8"><!--head--><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"><!--app--></div><!--data--></body></html>',
    );
    expect(linksStylesheetInHead(html)).toBe(true);
    expect(linksStylesheetInHead(after)).toBe(false);
    expect(() => stylesheetInHead(built)).toThrow(/no empty <style>/);
  });

  it('refuses a document with no stylesheet or several, rather than serve pages without styles', () => {
    expect(() => stylesheetAfterContent(built.replace(/<link[^>]*>/, ''))).toThrow(/one stylesheet, not 0/);
    expect(() => stylesheetAfterContent(built.replace('</head>', '<link rel="stylesheet" href="/assets/b.css"></head>'))).toThrow(/not 2/);
  });

  it("fills the <style> with the page's critical CSS, and again when the page changes", () => {
    const critical = new CriticalCss(STYLESHEET);
    const first = withCriticalCss(page('<div class="flex">x</div>'), critical);
    expect(first).toMatch(/<style>[^<]*\.flex\{display:flex\}[^<]*<\/style>/);
    const again = withCriticalCss(first.replace('class="flex"', 'class="grid"'), critical);
    expect(again).toContain('.grid{display:grid}');
    expect(again).not.toContain('.flex{');
  });

  it('never lets CSS end the <style> early', () => {
    const critical = new CriticalCss('.a::after{content:"</style><script>"}');
    const html = withCriticalCss(page('<i class="a"></i>'), critical);
    expect(html.match(/<\/style/g)).toHaveLength(1);
    expect(html).toContain('.a::after{content:');
  });
});

describe('which pages paint from the cached stylesheet', () => {
  const record = (kind: string, noindex: boolean) => ({ route: { kind }, head: { noindex } }) as Parameters<typeof paintsFromCachedStylesheet>[0];

  it("the pages held back from the index, reached by the site's own links", () => {
    expect(paintsFromCachedStylesheet(record('service-in-suburb', true))).toBe(true);
    expect(paintsFromCachedStylesheet(record('suburb-hub', true))).toBe(true);
    expect(paintsFromCachedStylesheet(record('page', true))).toBe(true);
  });

  it('not an indexed page, a first visit from a search result, nor the 404 page, a first visit from a broken link', () => {
    expect(paintsFromCachedStylesheet(record('service-in-suburb', false))).toBe(false);
    expect(paintsFromCachedStylesheet(record('home', false))).toBe(false);
    expect(paintsFromCachedStylesheet(record('not-found', true))).toBe(false);
  });
});
