import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { EditorRefusal } from './editor-refusal.ts';

/**
 * The editing API writes files, so only the editor's own page may call it. Any web page the
 * editor's user opens could post to localhost; these checks stop that:
 * - JSON only: a cross-site page can send text/plain without asking, but JSON needs a CORS
 *   preflight, which this server never grants;
 * - an Origin, when the browser sends one, must be this server itself;
 * - the Host must be a loopback name or an IP address, never a domain name: a domain an attacker
 *   points at 127.0.0.1 (DNS rebinding) would otherwise count as "this server".
 */
export function refuseForeignRequest(req: IncomingMessage): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new EditorRefusal(415, 'the editing API takes JSON requests (Content-Type: application/json) only.');
  const host = req.headers.host ?? '';
  if (!isLocalHost(host)) throw new EditorRefusal(403, `requests for "${host}" are refused: open the editor at localhost or the machine's IP address.`);
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`) {
    throw new EditorRefusal(403, `a page at ${origin} may not use the editing API; only the editor's own page may.`);
  }
}

function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0;
}
