import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../../generator/render/escape.ts';

describe('escaping', () => {
  it('escapes HTML and attribute text', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
  });
  it('keeps JSON from closing its script tag', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });
});
