/**
 * `_headers` (Netlify and Cloudflare Pages format) with the site's security headers; the preview
 * server serves the same.
 *
 * Scripts: only files from the site itself. The site has no executable inline script; its inline
 * JSON-LD and page data are data blocks, which browsers never run, so they need no hash.
 * Styles: 'unsafe-inline' is allowed because the dialog's scroll lock injects a computed <style>
 * (scrollbar width) that no hash can name; style injection cannot run code.
 */
export function securityHeaders(formAction: string): Record<string, string> {
  const formOrigin = new URL(formAction).origin;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${formOrigin}`,
    `form-action 'self' ${formOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

export function headersFile(formAction: string): string {
  const lines = Object.entries(securityHeaders(formAction)).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}
