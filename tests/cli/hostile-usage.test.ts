import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli, startCli } from '../helpers/run-cli.ts';
import { htmlFileFor } from '../../src/routing/paths.ts';

const STACK = /Internal error|\n\s+at \S+ \(/;

describe('add refuses names the schema would refuse, before writing anything', () => {
  const cases: [string, string[], RegExp][] = [
    ['a suburb name with an emoji', ['suburb', 'Mernda \u{1F525}', '--postcode', '3754', '--region', 'northern'], /must be a place name/],
    [
      'a 500-character suburb name',
      ['suburb', 'Wollert'.repeat(72).slice(0, 500), '--postcode', '3750', '--region', 'northern'],
      /\.\.\. \(500 characters\)" is too long for a place name/,
    ],
    [
      'a suburb name with a control character',
      ['suburb', 'Epping\u0007', '--postcode', '3076', '--region', 'northern'],
      /"Epping\\u0007" contains the control character U\+0007 \(bell\)/,
    ],
    [
      'a council with an escape character in it',
      ['suburb', 'Donnybrook', '--postcode', '3064', '--region', 'northern', '--council', 'Whittlesea\u001b[31m'],
      /control character U\+001B \(escape\)/,
    ],
    ['a 300-character service slug', ['service', 'pool-wiring-'.repeat(25), '--title', 'Pool Wiring', '--group', 'installations'], /is too long \(at most 80 characters\)/],
    ['a service title of 200 characters', ['service', 'pool-wiring', '--title', 'Pool '.repeat(40), '--group', 'installations'], /--title: is too long for a title/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      const data = copyData();
      const before = readdirSync(data.path('services')).length;
      const suburbs = data.read('suburbs.yaml');
      const r = runCli(['add', ...args, '--data', data.dir]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(STACK);
      expect(r.stderr.length).toBeLessThan(400); // the argument is not echoed back whole
      expect(data.read('suburbs.yaml')).toBe(suburbs);
      expect(readdirSync(data.path('services'))).toHaveLength(before);
    });
  }

  it('still adds a suburb whose name has an accent, with a plain address', () => {
    const data = copyData();
    const r = runCli([
      'add',
      'suburb',
      'Mernda Café',
      '--postcode',
      '3754',
      '--region',
      'northern',
      '--council',
      'Whittlesea',
      '--lat',
      '-37.60',
      '--lng',
      '145.10',
      '--data',
      data.dir,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(data.read('suburbs.yaml')).toMatch(/slug: mernda-cafe\n\s+name: Mernda Café\n/);
  });
});

describe('a reference with look-alike letters', () => {
  it('gets the name it looks like, and the letters that are not what they seem', () => {
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', /^relatedServices:/m, 'serviceAreas: [nоrthеrn, western]\nrelatedServices:'); // Cyrillic о and е
    const r = runCli(['validate', '--data', data.dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/UNKNOWN_REFERENCE\n.*"nоrthеrn".*\n.*о \(U\+043E\) in place of "o", е \(U\+0435\) in place of "e"\. Did you mean "northern"\?/);
  });
});

describe('output into a closed pipe', () => {
  it('routes stops quietly when its reader has what it wanted (routes | head -1)', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'tradesite.js'), 'routes'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Like head: read the first chunk, then close the pipe while the CLI is still writing.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});

describe('the preview server, like a static host', () => {
  it('serves pages, hides internal files, answers HEAD without a body and refuses other methods', async () => {
    const out = mkdtempSync(join(tmpdir(), 'tradesite-preview-'));
    try {
      mkdirSync(join(out, 'assets'));
      writeFileSync(join(out, 'index.html'), '<h1>home</h1>');
      // Pages are flat files, as the build writes them (htmlFileFor: /about -> about.html).
      writeFileSync(join(out, htmlFileFor('/about')), '<h1>about</h1>');
      writeFileSync(join(out, '404.html'), '<h1>not found</h1>');
      writeFileSync(join(out, 'assets', 'app.js'), 'console.log(1)');
      writeFileSync(join(out, '_headers'), '/*\n  X-Frame-Options: DENY\n');
      writeFileSync(join(out, '_redirects'), '/old /about 301\n');
      writeFileSync(join(out, '.build-state.json'), '{"secret":true}');
      writeFileSync(join(out, '.tradesite-build'), 'marker');
      mkdirSync(join(out, '.git'));
      writeFileSync(join(out, '.git', 'config'), '[core]');
      const server = startCli(['preview', '--out', out, '--port', '0']);
      try {
        await server.waitFor(/Serving .* at http:\/\/127\.0\.0\.1:\d+\//);
        const base = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(server.output())![1]!;
        const get = (path: string, method = 'GET') => fetch(base + path, { method, redirect: 'manual' });

        const home = await get('/');
        expect(home.status).toBe(200);
        expect(home.headers.get('x-frame-options')).toBe('DENY');
        expect(await home.text()).toBe('<h1>home</h1>');
        expect((await get('/old')).headers.get('location')).toBe('/about');

        for (const internal of [
          '/_headers',
          '/_redirects',
          '/.build-state.json',
          '/%2ebuild-state.json',
          '/.tradesite-build',
          '/.git/config',
          '/assets/../.build-state.json',
          '/about/%2e%2e/.build-state.json',
        ]) {
          const r = await get(internal);
          expect(r.status, internal).toBe(404);
          expect(await r.text(), internal).toBe('<h1>not found</h1>');
        }

        // Uncompressed (the server gzips text for clients that accept it, as static hosts do).
        const head = await fetch(base + '/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe(String('<h1>about</h1>'.length));
        const gzipped = await fetch(base + '/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
        expect(gzipped.headers.get('content-encoding')).toBe('gzip');
        expect(Number(gzipped.headers.get('content-length'))).toBeGreaterThan(0);
        expect(await head.text()).toBe('');
        const missing = await get('/nowhere', 'HEAD');
        expect(missing.status).toBe(404);
        expect(await missing.text()).toBe('');

        const post = await get('/', 'POST');
        expect(post.status).toBe(405);
        expect(post.headers.get('allow')).toBe('GET, HEAD');
      } finally {
        await server.interrupt();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    expect(existsSync(out)).toBe(false);
  });
});
