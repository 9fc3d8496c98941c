import { afterEach, describe, expect, it } from 'vitest';
import { copyTinyData } from '../helpers/data-copy.ts';
import { startCli, type RunningCli } from '../helpers/run-cli.ts';

let dev: RunningCli | undefined;
afterEach(async () => {
  await dev?.interrupt();
  dev = undefined;
});

/**
 * Any page the owner opens while `dev` runs can post to its local form service: one cross-site
 * text/plain POST of invalid JSON once ended `dev` (an unhandled rejection).
 */
describe('dev, its local form service posted to by another site', () => {
  it('answers bad bodies with 400 or 403 and keeps running', async () => {
    const data = copyTinyData();
    dev = startCli(['dev', '--data', data.dir, '--port', '0']);
    await dev.waitFor(/Editing server at (http:\/\/\S+\/)/, 0, 120_000);
    const fake = /local fake form service at (http:\/\/\S+) /.exec(dev.output())![1]!;
    const base = /Editing server at (http:\/\/\S+?)\/ /.exec(dev.output())![1]!;
    const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const post = (path: string, body: string, headers: Record<string, string>) => fetch(fake + path, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    expect((await post('/__mode', '{not json', { 'Content-Type': 'text/plain', ...evil })).status).toBe(403);
    expect((await post('/__mode', '{not json', { 'Content-Type': 'text/plain' })).status).toBe(400);
    expect((await post('/f/abc123', '{not json', { 'Content-Type': 'application/json', ...evil })).status).toBe(400);
    expect((await fetch(`${fake}/__submissions`, { headers: evil })).status).toBe(403);
    // Still serving, both the site and the form service.
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${fake}/__submissions`)).status).toBe(200);
    expect(dev.child.exitCode).toBeNull();
    expect(dev.output()).not.toMatch(/Internal error|Unhandled|\n\s+at /);
  }, 180_000);
});
