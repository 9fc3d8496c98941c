import { describe, expect, it } from 'vitest';
import { cspMetaTag, securityHeaders } from '../../../generator/output/security-headers.ts';

describe('the Content-Security-Policy for forms', () => {
  it("lets a visitor without JavaScript come back to the site's thank-you page from any origin the site is served on", () => {
    const csp = securityHeaders('https://forms.example/f/abc', 'https://northwire.example')['Content-Security-Policy']!;
    const formAction = csp.split('; ').find((d) => d.startsWith('form-action'));
    // 'self' is a preview's or a second domain's origin there; the service redirects to the configured site.
    expect(formAction).toBe("form-action 'self' https://forms.example https://northwire.example");
    expect(cspMetaTag('https://forms.example/f/abc', 'https://northwire.example')).toContain('https://northwire.example');
    expect(securityHeaders('https://northwire.example/f/abc', 'https://northwire.example')['Content-Security-Policy']).toContain("form-action 'self' https://northwire.example;");
  });
});
