import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { paths } from '../../src/routing/paths.ts';

/** How the fake answers the next submissions: each mode is one behaviour of the real service. */
export const FAKE_MODES = [
  'success',
  'field-errors',
  'form-errors',
  'unknown-code',
  'error-string',
  'server-error-html',
  'non-json',
  'unexpected-json',
  'hang',
  'drop',
  'rate-limited-json',
  'rate-limited-html',
  'unavailable-json',
  'hidden-field',
  'stored-late',
  'stored-no-cors',
] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

export interface RecordedSubmission {
  formId: string;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
  fields: Record<string, unknown>;
  /** The real service drops a submission whose honeypot is filled, silently. */
  spam: boolean;
  mode: FakeMode;
}

/** For the public endpoint (/f/{formId}) only: the site's own lead form posts to it from another origin, as to the real service. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, Formspree-Client, Formspree-Session-Data',
  'Access-Control-Max-Age': '600',
};

/** The most a request body may hold: a lead is a few hundred bytes. */
const MAX_BODY_BYTES = 1_000_000;

/** A request answered with an error status and message instead of being handled (bad body, foreign caller). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A local stand-in for the hosted form service (its protocol: POST /f/{formId}, JSON or form
 * data, JSON answers). It records every submission and answers in the mode it was told:
 *   POST /__mode {"mode": "..."}   GET /__submissions   DELETE /__submissions
 * A form posted without JavaScript (form data) is sent back to the `_next` path on the site it
 * came from, as the real service sends it to `_next`.
 *
 * `tradesite dev` runs it on the owner's machine while they browse, so any page they open can
 * post to it: a bad body is a 400, never an exception (one ended `dev`), and the control
 * endpoints (the leads typed while editing, the mode) answer no other origin (see
 * refuseCrossSite). Only /f/{formId} is open to other origins, as the real service is.
 */
export function createFakeFormService(options: { lateMs?: number } = {}): { server: Server; submissions: RecordedSubmission[]; setMode: (mode: FakeMode) => void } {
  const submissions: RecordedSubmission[] = [];
  let mode: FakeMode = 'success';
  const sockets = new Set<Socket>();
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const control = url.pathname === '/__mode' || url.pathname === '/__submissions';
    if (control) refuseCrossSite(req);
    if (req.method === 'OPTIONS') {
      // Only the public endpoint grants other origins anything (a preflight for JSON).
      res.writeHead(204, control ? {} : CORS);
      res.end();
      return;
    }
    if (url.pathname === '/__mode' && req.method === 'POST') {
      const next = (parseJsonObject(await readBody(req)) as { mode?: unknown }).mode;
      if (typeof next !== 'string' || !(FAKE_MODES as readonly string[]).includes(next)) {
        return json(res, 400, { error: `unknown mode ${JSON.stringify(next)} (modes: ${FAKE_MODES.join(', ')})` }, false);
      }
      mode = next as FakeMode;
      return json(res, 200, { mode }, false);
    }
    if (url.pathname === '/__submissions') {
      if (req.method === 'DELETE') submissions.length = 0;
      else if (req.method !== 'GET') return json(res, 405, { error: 'GET or DELETE' }, false);
      return json(res, 200, submissions, false);
    }
    const match = url.pathname.match(/^\/f\/([A-Za-z0-9]+)$/);
    if (!match || req.method !== 'POST') return json(res, 404, { error: 'Not found' });
    const contentType = String(req.headers['content-type'] ?? '');
    const raw = await readBody(req);
    const fields: Record<string, unknown> = contentType.includes('application/json') ? parseJsonObject(raw || '{}') : Object.fromEntries(new URLSearchParams(raw));
    submissions.push({ formId: match[1]!, contentType, headers: req.headers, fields, spam: Boolean(fields._gotcha), mode });
    if (!contentType.includes('application/json')) {
      // A plain HTML form post: back to the site's thank-you page.
      const next = (typeof fields._next === 'string' ? urlOrUndefined(fields._next)?.pathname : undefined) ?? paths.known('thankYou');
      const origin = req.headers.origin ?? (req.headers.referer ? (urlOrUndefined(req.headers.referer)?.origin ?? '') : '');
      res.writeHead(303, { Location: origin + next });
      res.end();
      return;
    }
    answer(mode, req, res, options.lateMs ?? 5000);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (res.headersSent) res.destroy();
      else json(res, status, { error: message }, !new URL(req.url ?? '/', 'http://localhost').pathname.startsWith('/__'));
      // The rest of a body too big to read is not waited for.
      if (status === 413) req.socket.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  const close = server.close.bind(server);
  server.close = ((cb?: (err?: Error) => void) => {
    sockets.forEach((s) => s.destroy());
    return close(cb);
  }) as typeof server.close;
  return { server, submissions, setMode: (m) => (mode = m) };
}

function answer(mode: FakeMode, req: IncomingMessage, res: ServerResponse, lateMs: number): void {
  switch (mode) {
    case 'success':
      return json(res, 200, { next: '/thanks?language=en', ok: true });
    case 'field-errors':
      return json(res, 422, {
        errors: [
          { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
          { field: '_replyto', code: 'TYPE_EMAIL', message: 'must be a valid address' },
          { field: 'phone', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' },
        ],
      });
    case 'form-errors':
      return json(res, 403, { errors: [{ code: 'INACTIVE', message: 'This form has been disabled' }] });
    case 'unknown-code':
      return json(res, 422, { errors: [{ field: 'suburb', code: 'SOMETHING_NEW', message: 'is not served' }] });
    case 'error-string':
      return json(res, 400, { error: 'Form not found' });
    case 'server-error-html':
      res.writeHead(500, { ...CORS, 'Content-Type': 'text/html' });
      res.end('<html><body><h1>Internal Server Error</h1></body></html>');
      return;
    case 'non-json':
      res.writeHead(200, { ...CORS, 'Content-Type': 'text/plain' });
      res.end('Thanks!');
      return;
    case 'unexpected-json':
      return json(res, 200, { status: 'queued' });
    case 'hang':
      return; // never answers: the client's timeout has to notice
    case 'drop':
      req.socket.destroy();
      return;
    case 'rate-limited-json':
      return json(res, 429, { error: 'Too many requests' });
    case 'rate-limited-html':
      // A CDN in front of the service answers a rate limit with its own page.
      res.writeHead(429, { ...CORS, 'Content-Type': 'text/html', 'Retry-After': '60' });
      res.end('<!doctype html><title>429 Too Many Requests</title><h1>Too Many Requests</h1>');
      return;
    case 'unavailable-json':
      return json(res, 503, { error: 'Service temporarily unavailable' });
    case 'hidden-field':
      // A field the form does not show (a misconfigured form, say): nothing the visitor can fix.
      return json(res, 422, { errors: [{ field: 'budget', code: 'REQUIRED_FIELD_MISSING', message: 'is required' }] });
    case 'stored-late':
      // Stored, but the answer comes after the client gave up.
      setTimeout(() => json(res, 200, { next: '/thanks?language=en', ok: true }), lateMs);
      return;
    case 'stored-no-cors':
      // Stored, but the answer lacks its CORS header, so the browser cannot read it.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ next: '/thanks?language=en', ok: true }));
      return;
  }
}

/** A JSON answer; with `cors` (the public endpoint's answers) readable by any origin. */
function json(res: ServerResponse, status: number, body: unknown, cors = true): void {
  res.writeHead(status, { ...(cors ? CORS : {}), 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The control endpoints serve the one who started `dev` (a browser tab opened on them, a test's
 * fetch), never another site's page: a browser names the page's origin (Origin, Sec-Fetch-Site),
 * and it must be this service itself; the Host must be a loopback name or an address, not a
 * domain pointed at this machine (DNS rebinding). As the editor's API checks (same-origin.ts).
 */
function refuseCrossSite(req: IncomingMessage): void {
  const host = req.headers.host ?? '';
  const name = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  if (!(name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0)) throw new Refusal(403, `requests for "${host}" are refused: use the address dev printed.`);
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new Refusal(403, `a ${site} request may not use the fake form service's controls.`);
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`)
    throw new Refusal(403, `a page at ${origin} may not use the fake form service's controls.`);
}

/** A body that must be a JSON object; anything else is the caller's mistake (400). */
function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'the body is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(400, 'the body must be a JSON object.');
  return value as Record<string, unknown>;
}

function urlOrUndefined(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        reject(new Refusal(413, `the body is over ${MAX_BODY_BYTES} bytes.`));
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startFakeFormService(port = 0, host = '127.0.0.1') {
  const fake = createFakeFormService();
  await new Promise<void>((done) => fake.server.listen(port, host, done));
  const address = fake.server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return { ...fake, url };
}
