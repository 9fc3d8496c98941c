import { request } from 'node:http';

/**
 * Request paths that try to turn a redirect into one that leaves the site: encoded backslashes
 * and slashes (browsers read "/\evil.example" as "//evil.example"), doubled slashes, control and
 * whitespace bytes, dot segments, each against every kind of redirect a host answers (the page
 * slash and .html rules, literal and patterned old addresses).
 */
export const HOSTILE_PATHS = [
  '/%5Cevil.example/',
  '/%5Cevil.example.html',
  '/%5C%5Cevil.example/',
  '/%2F%2Fevil.example/',
  '/%2Fevil.example/',
  '/%2F/evil.example/',
  '//evil.example/',
  '///evil.example/',
  '//evil.example/%2E%2E/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%09/evil.example/',
  '/%0D%0ALocation:%20http://evil.example/',
  '/%20/evil.example/',
  '/.%2E/evil.example/',
  '/%2E%2E%2F%2Fevil.example/',
  '/about/%5Cevil.example/',
  '/https:%2F%2Fevil.example/',
  '/http:/evil.example/',
  '/%E2%80%A8evil.example/',
  '/service/%5Cevil.example',
  '/service/%5Cevil.example/',
  '/service/%2F%2Fevil.example',
  '/service//evil.example/',
  '/electrician/%5Cevil.example/switchboard-upgrades',
  '/electrician/kew/%2F%2Fevil.example',
  '/electrical-services/%5C%5Cevil.example/',
  '/home/%5Cevil.example',
  '/home/?next=//evil.example/',
  '/about.html?//evil.example/',
  '/%5Cevil.example/?x',
];

/** A GET of exactly these bytes as the request target (fetch would normalise the backslashes and dot segments). */
export function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET', agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Whether a browser would leave the site following this Location from `base + path`: resolved as
 * the URL standard (and so every browser) resolves it, backslashes included.
 */
export function leavesSite(location: string | undefined, base: string, path: string): boolean {
  if (location === undefined) return false;
  const from = new URL(base);
  let to: URL;
  try {
    to = new URL(location, `${from.origin}${path.split('?')[0]}`);
  } catch {
    return true;
  }
  return to.origin !== from.origin;
}
