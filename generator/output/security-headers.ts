import { APP_STARTER_HASH } from '../render/app-start.ts';
import { escapeHtml } from '../render/escape.ts';

/**
 * The site's security headers, which every host target sends in its own format (see
 * generator/output/hosts/); the preview server sends what `_headers` says.
 *
 * Scripts: only files from the site itself, and the one inline script every page carries, by its
 * hash: the starter that loads the app's scripts after the first paint (render/app-start.ts). Its
 * text is the same on every page of every build. The inline JSON-LD and page data are data
 * blocks, which browsers never run, so they need no hash.
 * Styles: 'unsafe-inline' is allowed because the dialog's scroll lock injects a computed <style>
 * (scrollbar width) that no hash can name; style injection cannot run code.
 * Forms: the form service, and the site's own address, where the service sends a visitor without
 * JavaScript back to (the form's `_next`, /thank-you on the configured site): form-action also
 * governs the redirects that follow a submission, so on a preview or a second domain ('self' is
 * then another origin) that redirect was refused.
 */
export function securityHeaders(formAction: string, siteUrl: string): Record<string, string> {
  const formOrigin = new URL(formAction).origin;
  const siteOrigin = new URL(siteUrl).origin;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${APP_STARTER_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${formOrigin}`,
    `form-action 'self' ${[...new Set([formOrigin, siteOrigin])].join(' ')}`,
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

/**
 * The policy as a `<meta http-equiv>` tag, for hosts that send no headers of ours. Browsers ignore
 * frame-ancestors (and report-uri, sandbox) in a meta policy, so it is left out: on such a host
 * nothing stops the site being framed.
 */
export function cspMetaTag(formAction: string, siteUrl: string): string {
  const policy = securityHeaders(formAction, siteUrl)
    ['Content-Security-Policy']!.split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  return `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`;
}
