import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localBackend } from '../../../generator/editor/local-backend.ts';
import { MAX_UPLOAD_BYTES } from '../../../generator/editor/media-upload.ts';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { DATA } from '../../helpers/paths.ts';

/** A repository of our own: data/ copied fresh for each test, a secret beside it that must stay out of reach. */
let root: string;
let server: Server;
let url: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tradesite-editor-'));
  server = createServer(localBackend({ root, dataDir: 'data' }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  rmSync(join(root, 'data'), { recursive: true, force: true });
  cpSync(DATA, join(root, 'data'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), 'not for the editor');
});

async function call(action: string, params: Record<string, unknown> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
  return { status: response.status, body: await response.json() };
}

const JOB = 'data/jobs/brunswick-night-outage.yaml';
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** What Decap sends on save: the entry re-printed by its own YAML writer, comments gone. */
const decapRaw = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
/** The version the editor's page sends with a save: the file's id as getEntry gave it (null: no such file). */
const versionOf = async (path: string): Promise<string | null> => (await call('getEntry', { path })).body.file?.id ?? null;
const persist = async (path: string, raw: string, assets: unknown[] = [], version?: string | null) =>
  call('persistEntry', {
    dataFiles: [{ slug: 'x', path, raw, version: version === undefined ? await versionOf(path) : version }],
    assets,
    options: { commitMessage: 'Update', useWorkflow: false, status: '' },
  });

/** A real (small) photo of each kind, decodable to its last byte. */
let JPEG: Buffer;
let PNG: Buffer;
beforeAll(async () => {
  const picture = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } });
  JPEG = await picture().jpeg().toBuffer();
  PNG = await picture().png().toBuffer();
});
const media = (name: string, bytes: Buffer) => ({ path: `data/images/${name}`, content: bytes.toString('base64'), encoding: 'base64' });

describe('reading', () => {
  it('answers info as a local file system in simple mode', async () => {
    const { status, body } = await call('info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ publish_modes: ['simple'], type: 'local_fs' });
  });

  it('returns a file with getEntry and a folder with entriesByFolder, paths relative to the repository', async () => {
    const { body } = await call('getEntry', { path: JOB });
    expect(body.data).toBe(read(JOB));
    expect(body.file.path).toBe(JOB);
    expect(body.file.id).toMatch(/^[0-9a-f]{64}$/);
    const folder = await call('entriesByFolder', { folder: 'data/jobs', extension: 'yaml', depth: 1 });
    expect(folder.body.map((e: { file: { path: string } }) => e.file.path)).toEqual(readdirSync(join(root, 'data/jobs')).map((n) => `data/jobs/${n}`));
    expect(folder.body.every((e: { data: string }) => e.data.includes('slug:'))).toBe(true);
  });

  it('returns data null for a file that does not exist, as decap-server does', async () => {
    const { status, body } = await call('entriesByFiles', { files: [{ path: 'data/jobs/none.yaml' }] });
    expect(status).toBe(200);
    expect(body).toEqual([{ data: null, file: { path: 'data/jobs/none.yaml', id: null } }]);
  });
});

describe('saving an entry', () => {
  it('writes a valid change into the file keeping its comments', async () => {
    const before = read(JOB);
    const { status, body } = await persist(JOB, decapRaw(before).replace('took: "About an hour"', 'took: About two hours'));
    expect(status, JSON.stringify(body)).toBe(200);
    const after = read(JOB);
    expect(after).toBe(before.replace('took: "About an hour"', 'took: "About two hours"'));
    expect(after.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/job.schema.json');
    // No temporary file is left beside it.
    expect(readdirSync(join(root, 'data/jobs')).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('leaves the file untouched by a save that changes nothing', async () => {
    const before = statSync(join(root, JOB)).mtimeMs;
    await new Promise((done) => setTimeout(done, 20));
    expect((await persist(JOB, decapRaw(read(JOB)))).status).toBe(200);
    expect(statSync(join(root, JOB)).mtimeMs).toBe(before);
  });

  it("refuses an invalid change with HTTP 422 and validate's message, writing nothing", async () => {
    const before = read(JOB);
    const { status, body } = await persist(JOB, decapRaw(before).replace('suburb: brunswick', 'suburb: brunswik'));
    expect(status).toBe(422);
    expect(body.error).toContain('jobs/brunswick-night-outage.yaml:');
    expect(body.error).toContain('UNKNOWN_REFERENCE');
    expect(body.error).toContain('Did you mean "brunswick"?');
    expect(read(JOB)).toBe(before);
  });

  it("creates a new job with the schema line its folder carries, its keys in its siblings' order", async () => {
    // Decap's order: here, the file's keys reversed.
    const value = parse(read(JOB).replace('slug: brunswick-night-outage', 'slug: brunswick-new-board')) as Record<string, unknown>;
    const raw = stringify(Object.fromEntries(Object.entries(value).reverse()));
    const { status } = await persist('data/jobs/brunswick-new-board.yaml', raw);
    expect(status).toBe(200);
    expect(read('data/jobs/brunswick-new-board.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schemas\/job\.schema\.json\nslug: brunswick-new-board\n/);
  });

  it('refuses to save an entry over a photo or into a file the site does not read', async () => {
    const photo = readFileSync(join(root, 'data/images/switchboard-layout.png'));
    const overPhoto = await persist('data/images/switchboard-layout.png', 'slug: x\n');
    expect(overPhoto.status).toBe(403);
    expect(overPhoto.body.error).toContain('not a data file the site reads');
    expect(readFileSync(join(root, 'data/images/switchboard-layout.png'))).toEqual(photo);
    expect((await persist('data/stray.yaml', 'a: 1\n')).status).toBe(403);
    expect(existsSync(join(root, 'data/stray.yaml'))).toBe(false);
  });

  it('renames a file when the slug changes (newPath), checking both together', async () => {
    const raw = decapRaw(read(JOB)).replace('slug: brunswick-night-outage', 'slug: brunswick-late-outage');
    const { status, body } = await call('persistEntry', {
      dataFiles: [{ slug: 'brunswick-late-outage', path: JOB, newPath: 'data/jobs/brunswick-late-outage.yaml', raw, version: await versionOf(JOB) }],
      assets: [],
      options: { commitMessage: 'Rename', useWorkflow: false, status: '' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(existsSync(join(root, JOB))).toBe(false);
    expect(read('data/jobs/brunswick-late-outage.yaml')).toMatch(/^# yaml-language-server: .*\n# Sample data/);
  });

  it('refuses a rename onto an existing entry with 409, leaving both files as they were (issue 43)', async () => {
    const other = readdirSync(join(root, 'data/jobs')).find((n) => `data/jobs/${n}` !== JOB)!;
    const [job, otherText] = [read(JOB), read(`data/jobs/${other}`)];
    const raw = decapRaw(job).replace('slug: brunswick-night-outage', `slug: ${other.replace('.yaml', '')}`);
    const { status, body } = await call('persistEntry', {
      dataFiles: [{ slug: other, path: JOB, newPath: `data/jobs/${other}`, raw, version: await versionOf(JOB) }],
      assets: [],
      options: { commitMessage: 'Rename', useWorkflow: false, status: '' },
    });
    expect(status).toBe(409);
    expect(body.error).toContain('already exists');
    expect(read(JOB)).toBe(job);
    expect(read(`data/jobs/${other}`)).toBe(otherText);
  });

  it('refuses a request whose YAML aliases stand for megabytes of text, before expanding them (issue 43)', async () => {
    const raw = `big: &big ${'x'.repeat(5 * 1024 * 1024)}\nmany: [${Array.from({ length: 99 }, () => '*big').join(', ')}]\n`;
    const started = Date.now();
    const { status, body } = await persist(JOB, raw);
    expect(status).toBe(422);
    expect(body.error).toContain('aliases expand to more than 8.0 MB of text');
    // Refused from the parsed document, not after writing 500 MB out (which took seconds).
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("merges a blog post's front matter and replaces its body", async () => {
    const name = readdirSync(join(root, 'data/blog')).find((n) => n.endsWith('.md'))!;
    const path = `data/blog/${name}`;
    const before = read(path);
    const front = before.split('\n---\n')[0]!.slice(4);
    const { status, body } = await persist(
      path,
      `---\n${front}\n---\nA new first paragraph for the post, long enough to read as one.\n\n${before.split('\n---\n').slice(1).join('\n---\n')}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(read(path)).toBe(before.replace('\n---\n', '\n---\nA new first paragraph for the post, long enough to read as one.\n\n'));
  });
});

describe('two tabs saving the same entry (issue 43)', () => {
  it("refuses a stale save with 409 and keeps the other tab's change", async () => {
    const before = read(JOB);
    const read1 = await versionOf(JOB);
    const first = await persist(JOB, decapRaw(before).replace('took: "About an hour"', 'took: About two hours'), [], read1);
    expect(first.status).toBe(200);
    // The answer carries the file's new version, for the next save of the same tab.
    expect(first.body.files).toEqual([{ path: JOB, id: await versionOf(JOB) }]);
    const saved = read(JOB);
    // The second tab read the file before the first tab's save.
    const stale = await persist(JOB, decapRaw(before).replace('took: "About an hour"', 'took: About four hours'), [], read1);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('was changed (in another tab or window, or on disk) after this editor read it');
    expect(stale.body.error).toContain('Reload the page');
    expect(read(JOB)).toBe(saved);
    // The first tab saves again from the version its save returned.
    expect((await persist(JOB, decapRaw(saved).replace('About two hours', 'About three hours'), [], first.body.files[0].id)).status).toBe(200);
  });

  it('refuses a new entry whose file another tab made meanwhile, and a save that names no version', async () => {
    const before = read(JOB);
    const made = await persist(JOB, decapRaw(before), [], null);
    expect(made.status).toBe(409);
    expect(made.body.error).toContain('already exists');
    const unversioned = await call('persistEntry', { dataFiles: [{ path: JOB, raw: decapRaw(before).replace('About an hour', 'Two hours') }], assets: [] });
    expect(unversioned.status).toBe(428);
    expect(read(JOB)).toBe(before);
  });
});

describe('paths outside data/', () => {
  it.each([['../secret.txt'], ['data/../secret.txt'], ['/etc/passwd'], ['secret.txt'], ['data/jobs/../../secret.txt']])('refuses %s', async (path) => {
    const read = await call('getEntry', { path });
    expect(read.status).toBe(403);
    expect(read.body.error).toContain('outside the data folder');
    const write = await persist(path, 'x: 1\n');
    expect(write.status).toBe(403);
    expect(readFileSync(join(root, 'secret.txt'), 'utf8')).toBe('not for the editor');
  });

  it('refuses a symbolic link inside data/ that leads out, for reading and writing', async () => {
    symlinkSync(join(root, 'secret.txt'), join(root, 'data/jobs/link.yaml'));
    symlinkSync(root, join(root, 'data/escape'));
    expect((await call('getEntry', { path: 'data/jobs/link.yaml' })).status).toBe(403);
    expect((await persist('data/escape/secret.txt', 'x: 1\n')).status).toBe(403);
    expect((await call('persistMedia', { asset: media('photo.jpg', JPEG) })).status).toBe(200);
    expect((await call('deleteFile', { path: 'data/escape/secret.txt' })).status).toBe(403);
    expect(readFileSync(join(root, 'secret.txt'), 'utf8')).toBe('not for the editor');
  });
});

describe('media', () => {
  it('writes an uploaded JPEG into data/images/ and lists it', async () => {
    const { status, body } = await call('persistMedia', { asset: media('switchboard-new-board.jpg', JPEG), options: { commitMessage: 'Upload' } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ path: 'data/images/switchboard-new-board.jpg', name: 'switchboard-new-board.jpg', encoding: 'base64' });
    expect(readFileSync(join(root, 'data/images/switchboard-new-board.jpg'))).toEqual(JPEG);
    const list = await call('getMedia', { mediaFolder: 'data/images' });
    expect(list.body.map((m: { name: string }) => m.name)).toContain('switchboard-new-board.jpg');
  });

  it('refuses a file that only starts like a photo, or is cut short, and keeps the photo it would replace (issue 43)', async () => {
    const fake = await call('persistMedia', { asset: media('fake.webp', Buffer.from('RIFF0000WEBP')) });
    expect(fake.status).toBe(415);
    expect(fake.body.error).toContain('is not a whole WEBP picture');
    expect(existsSync(join(root, 'data/images/fake.webp'))).toBe(false);
    const shown = readFileSync(join(root, 'data/images/switchboard-layout.png'));
    const cut = await call('persistMedia', { asset: media('switchboard-layout.png', PNG.subarray(0, PNG.length - 200)) });
    expect(cut.status).toBe(415);
    expect(cut.body.error).toContain('cut short');
    expect(readFileSync(join(root, 'data/images/switchboard-layout.png'))).toEqual(shown);
    const truncated = await call('persistMedia', { asset: media('half.jpg', JPEG.subarray(0, JPEG.length >> 1)) });
    expect(truncated.status).toBe(415);
  });

  it('puts back a photo an entry save replaced when the save is refused (issue 43)', async () => {
    const shown = readFileSync(join(root, 'data/images/switchboard-layout.png'));
    const before = read(JOB);
    const { status } = await persist(JOB, decapRaw(before).replace('suburb: brunswick', 'suburb: brunswik'), [media('switchboard-layout.png', PNG), media('brand-new.jpg', JPEG)]);
    expect(status).toBe(422);
    expect(readFileSync(join(root, 'data/images/switchboard-layout.png'))).toEqual(shown);
    expect(existsSync(join(root, 'data/images/brand-new.jpg'))).toBe(false);
    expect(read(JOB)).toBe(before);
  });

  it('refuses a file that is not a photo, whatever its name says', async () => {
    const { status, body } = await call('persistMedia', { asset: media('evil.jpg', Buffer.from('<script>alert(1)</script>')) });
    expect(status).toBe(415);
    expect(body.error).toContain('does not hold a JPG picture');
    const svg = await call('persistMedia', { asset: media('logo.svg', Buffer.from('<svg/>')) });
    expect(svg.status).toBe(415);
    expect(existsSync(join(root, 'data/images/evil.jpg'))).toBe(false);
  });

  it("refuses a photo over the size limit and a name the site would not accept, and takes a phone's name (issue 41)", async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    const { status, body } = await call('persistMedia', { asset: media('big-photo.jpg', big) });
    expect(status).toBe(413);
    expect(body.error).toContain('at most 20 MiB');
    // A phone's name is taken as it is (the site publishes it as img-1234); a name that could be a path or a hidden file is not.
    const phone = await call('persistMedia', { asset: media('IMG_1234.JPG', JPEG) });
    expect(phone.status).toBe(200);
    expect(existsSync(join(root, 'data/images/IMG_1234.JPG'))).toBe(true);
    const named = await call('persistMedia', { asset: media('#photo?.jpg', JPEG) });
    expect(named.status).toBe(422);
    expect(named.body.error).toContain('"photo.jpg"');
    expect(existsSync(join(root, 'data/images/big-photo.jpg'))).toBe(false);
  });

  it('refuses to delete a photo a page shows, and deletes one no page uses', async () => {
    // data/services/switchboard-upgrades.yaml shows it as its hero picture.
    const usedBy = await call('deleteFile', { path: 'data/images/switchboard-layout.png' });
    expect(usedBy.status).toBe(422);
    expect(usedBy.body.error).toContain('still shown on the site');
    expect(usedBy.body.error).toMatch(/services\/switchboard-upgrades\.yaml:\d+/);
    expect(existsSync(join(root, 'data/images/switchboard-layout.png'))).toBe(true);
    await call('persistMedia', { asset: media('unused-photo.jpg', JPEG) });
    expect((await call('deleteFile', { path: 'data/images/unused-photo.jpg' })).status).toBe(200);
    expect(existsSync(join(root, 'data/images/unused-photo.jpg'))).toBe(false);
  });
});

describe('deleting data', () => {
  it("refuses to delete a file others depend on, with validate's message", async () => {
    const { status, body } = await call('deleteFile', { path: 'data/suburbs.yaml' });
    expect(status).toBe(422);
    expect(body.error).toContain('MISSING_FILE');
    expect(existsSync(join(root, 'data/suburbs.yaml'))).toBe(true);
  });

  it('refuses to delete a file that is not an entry or a photo (issue 43)', async () => {
    writeFileSync(join(root, 'data/notes.txt'), 'mine');
    writeFileSync(join(root, 'data/images/credits.txt'), 'mine');
    for (const path of ['data/notes.txt', 'data/images/credits.txt', 'data/jobs/.keep']) {
      writeFileSync(join(root, path), 'mine');
      const { status, body } = await call('deleteFile', { path });
      expect(status, path).toBe(403);
      expect(body.error).toContain('not a data file the site reads');
      expect(existsSync(join(root, path))).toBe(true);
    }
  });

  it('deletes a file nothing depends on', async () => {
    const { status } = await call('deleteFiles', { paths: [JOB] });
    expect(status).toBe(200);
    expect(existsSync(join(root, JOB))).toBe(false);
  });
});

describe('requests from other pages', () => {
  /** A raw request, so the Host header can be what a rebinding attacker's page would send. */
  const raw = (headers: Record<string, string>, body = JSON.stringify({ action: 'persistMedia', params: { asset: media('planted.jpg', JPEG) } })) =>
    new Promise<number>((done, fail) => {
      const req = request(url, { method: 'POST', headers }, (res) => {
        res.resume();
        done(res.statusCode!);
      });
      req.on('error', fail);
      req.end(body);
    });

  it('refuses a cross-site form post (text/plain), a foreign Origin and a domain name pointed at this machine', async () => {
    expect(await raw({ 'content-type': 'text/plain' })).toBe(415);
    expect(await raw({ 'content-type': 'application/json', origin: 'https://evil.example' })).toBe(403);
    expect(await raw({ 'content-type': 'application/json', host: 'rebound.evil.example' })).toBe(403);
    expect(existsSync(join(root, 'data/images/planted.jpg'))).toBe(false);
    // The editor's own page: same origin, JSON.
    const host = new URL(url).host;
    expect(await raw({ 'content-type': 'application/json; charset=utf-8', origin: `http://${host}` })).toBe(200);
    expect(existsSync(join(root, 'data/images/planted.jpg'))).toBe(true);
  });
});

it('answers an unknown action with 422 and a malformed request with 400', async () => {
  expect((await call('unpublishedEntries')).status).toBe(422);
  expect((await call('getEntry', {})).status).toBe(400);
  const notJson = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
  expect(notJson.status).toBe(400);
  expect((await fetch(url)).status).toBe(405);
});
