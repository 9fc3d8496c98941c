import { describe, expect, it } from 'vitest';
import { readEmbeddedPageData, withoutJsonLd } from '../../../src/content/embedded-page-data.ts';
import type { PageRecord } from '../../../src/content/page-data.ts';
import { headHtml, pageDataHtml } from '../../../generator/render/html-document.ts';

const record = {
  route: { kind: 'about', path: '/about', canonical: '/about', indexable: true },
  head: {
    title: 'About <us> & "them"',
    description: 'Licensed electricians',
    canonical: 'https://www.example.com.au/about',
    noindex: false,
    ogType: 'website',
    // What could end a script element early, or start a comment, or break a line in old parsers.
    jsonLd: [
      { '@type': 'Organization', name: 'A </script><script>alert(1)</script> & <!-- co', slogan: 'one\u2028two' },
      { '@type': 'WebPage', name: 'About' },
    ],
  },
  crumbs: [{ name: 'Home', href: '/' }],
  view: { kind: 'about', text: 'We fix </script> things.' },
} as unknown as PageRecord;

function page(recordJson?: string): string {
  return `<!doctype html><html><head>${headHtml(record.head, 'Northwire', '/logo.svg')}</head><body><div id="root"></div>${pageDataHtml('/assets/layout-abc.json', record, recordJson)}</body></html>`;
}

describe("a page's data block", () => {
  it('leaves out the JSON-LD its head carries, and reading the page gives the whole record back', () => {
    const html = page();
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!;
    expect(block).not.toContain('jsonLd');
    expect(html.split('"@type":"Organization"').length).toBe(2);
    expect(readEmbeddedPageData(html)).toEqual({ layout: '/assets/layout-abc.json', record });
  });

  it('is the same whether the build gives the record as JSON or the renderer makes it', () => {
    expect(page(JSON.stringify(withoutJsonLd(record)))).toBe(page());
  });

  it('reads JSON-LD from the head only', () => {
    const html = page().replace('<div id="root"></div>', '<div id="root"><script type="application/ld+json">{"@type":"Fake"}</script></div>');
    expect(readEmbeddedPageData(html)!.record.head.jsonLd).toEqual(record.head.jsonLd);
  });
});
