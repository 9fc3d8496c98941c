import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFormService } from '../../../generator/serve/fake-form-service.ts';

/**
 * The local form service `tradesite dev` runs while the owner browses: any page they open can post
 * to it. A bad body is a 400 (an exception once ended `dev`), the leads typed while editing are
 * readable by no other origin, and the controls refuse cross-site callers; the public endpoint
 * still takes the site's own lead form posts from the dev server's origin.
 */
describe('the fake form service', () => {
  let fake: Awaited<ReturnType<typeof startFakeFormService>>;
  beforeAll(async () => {
    fake = await startFakeFormService(0);
  });
  afterAll(() => fake.server.close());

  /** A request with a deadline: a handler that threw never answers. */
  const send = (path: string, init: RequestInit = {}) => fetch(fake.url + path, { ...init, signal: AbortSignal.timeout(5000) });
  const evil = 'https://evil.example';
  /** With a Host of the test's choosing (fetch sends the URL's): a domain rebound to this machine. */
  const statusFor = (path: string, headers: Record<string, string>, body: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const req = request(fake.url + path, { method: 'POST', headers, timeout: 5000 }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end(body);
    });

  it('answers 400 to bodies that are not JSON objects, and keeps answering', async () => {
    for (const body of ['{not json', 'null', '[1]', '"text"']) {
      expect((await send('/__mode', { method: 'POST', body })).status, body).toBe(400);
      expect((await send('/f/abc123', { method: 'POST', body, headers: { 'Content-Type': 'application/json', Origin: evil } })).status, body).toBe(400);
    }
    expect((await send('/__mode', { method: 'POST', body: '' })).status).toBe(400);
    expect((await send('/__mode', { method: 'POST', body: JSON.stringify({ mode: 'no-such-mode' }) })).status).toBe(400);
    expect((await send('/__mode', { method: 'POST', body: JSON.stringify({ mode: 'success' }) })).status).toBe(200);
  });

  it('a form post with a _next or Referer that is no address still goes to the thank-you page', async () => {
    const res = await send('/f/abc123', {
      method: 'POST',
      body: '_next=%%%&name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'not an address' },
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/[a-z-]+$/);
  });

  it('refuses cross-site requests to its controls (a text/plain POST needs no preflight)', async () => {
    const mode = (headers: Record<string, string>) =>
      send('/__mode', { method: 'POST', body: JSON.stringify({ mode: 'hang' }), headers: { 'Content-Type': 'text/plain', ...headers } });
    expect((await mode({ Origin: evil })).status).toBe(403);
    expect((await mode({ Origin: evil, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await mode({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect(await statusFor('/__mode', { Host: 'rebound.example', 'Content-Type': 'text/plain' }, JSON.stringify({ mode: 'hang' }))).toBe(403);
    expect((await send('/__submissions', { method: 'DELETE', headers: { Origin: evil } })).status).toBe(403);
    // Still in the mode it had: none of them changed it.
    expect((await send('/f/abc123', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    // Its own origin, and callers that are no page (a tab opened on it, a test), may.
    expect((await mode({ Origin: fake.url })).status).toBe(200);
    expect((await send('/__mode', { method: 'POST', body: JSON.stringify({ mode: 'success' }), headers: { 'Sec-Fetch-Site': 'none' } })).status).toBe(200);
  });

  it('gives the leads typed while editing to no other origin', async () => {
    await send('/f/abc123', { method: 'POST', body: JSON.stringify({ name: 'Secret Lead' }), headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:5173' } });
    const own = await send('/__submissions');
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    expect(JSON.stringify(await own.json())).toContain('Secret Lead');
    const foreign = await send('/__submissions', { headers: { Origin: evil } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.text()).not.toContain('Secret Lead');
    const preflight = await send('/__submissions', { method: 'OPTIONS', headers: { Origin: evil, 'Access-Control-Request-Method': 'DELETE' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("still takes the site's lead form posts from another origin (CORS on /f/{formId})", async () => {
    const site = 'http://127.0.0.1:5173';
    const preflight = await send('/f/abc123', {
      method: 'OPTIONS',
      headers: { Origin: site, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const res = await send('/f/abc123', {
      method: 'POST',
      body: JSON.stringify({ name: 'A', _gotcha: '' }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
