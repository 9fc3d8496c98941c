import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { COLLECTIONS, COLLECTION_KEYS, IMAGES_FOLDER, itemExtension, schemaLine, type CollectionKey } from '../schema/collections.ts';
import { IMAGE_EXTENSIONS } from '../schema/image.ts';
import { schemaShape } from './schema-shape.ts';
import { imageUses } from '../images/image-uses.ts';
import { prepareSite } from '../prepare-site.ts';
import { writeAtomic } from './atomic-write.ts';
import { checkChange, type FileChange } from './check-change.ts';
import { resolveDataPath } from './data-path.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { checkUpload, decodeUpload, MAX_UPLOAD_BYTES } from './media-upload.ts';
import { mergeEntry } from './merge-entry.ts';
import { mergeShapes } from './order-like.ts';
import { refuseForeignRequest } from './same-origin.ts';

/**
 * The decap-server protocol (Decap CMS's `local_backend`, packages/decap-server, mode "simple":
 * no editorial workflow), answered over the data folder only. Unlike decap-server, a save is not
 * written as sent: it is merged into the file keeping its comments (keep-comments.ts), checked
 * by validate's own pipeline (check-change.ts), refused with validate's report (HTTP 422, which
 * Decap shows) or written atomically.
 */
export function localBackend(options: { root: string; dataDir: string }): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = resolve(options.root);
  const data = resolve(root, options.dataDir);
  const backend = new Backend(root, data);
  // One change at a time: each is checked against the files as the one before left them.
  let queue: Promise<unknown> = Promise.resolve();
  return async (req, res) => {
    try {
      if (req.method !== 'POST') throw new EditorRefusal(405, 'the editing API takes POST requests only.');
      refuseForeignRequest(req);
      const request = parseRequest(await readBody(req));
      const run = () => backend.handle(request);
      const answer = MUTATING.has(request.action) ? await (queue = queue.then(run, run)) : await run();
      send(res, 200, answer);
    } catch (error) {
      if (error instanceof EditorRefusal) send(res, error.status, { error: error.message });
      else send(res, 500, { error: `the editing server failed: ${(error as Error)?.message ?? String(error)}` });
    }
  };
}

const path = z.string().min(1);
const asset = z.object({ path, content: z.string(), encoding: z.literal('base64') });
/**
 * `version` is the file's id (sha256 of its bytes) as the editor last read it, or null for a file
 * it never saw (a new entry); the editor's page adds it to Decap's request (admin-page.ts). A save
 * made from another version than the disk's would undo a change made meanwhile (another tab).
 */
const dataFile = z.object({ path, raw: z.string(), newPath: path.optional(), slug: z.string().optional(), version: z.string().nullable().optional() });
/** The requests Decap's proxy backend sends (decap-cms-backend-proxy/src/implementation.ts). */
const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info'), params: z.object({}).passthrough().optional() }),
  z.object({ action: z.literal('entriesByFolder'), params: z.object({ folder: path, extension: z.string(), depth: z.number().int().min(0).max(100) }) }),
  z.object({ action: z.literal('entriesByFiles'), params: z.object({ files: z.array(z.object({ path, label: z.string().optional() })) }) }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({ entry: dataFile.optional(), dataFiles: z.array(dataFile).optional(), assets: z.array(asset).default([]) }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: path }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path }) }),
  z.object({ action: z.literal('persistMedia'), params: z.object({ asset }) }),
  z.object({ action: z.literal('deleteFile'), params: z.object({ path }) }),
  z.object({ action: z.literal('deleteFiles'), params: z.object({ paths: z.array(path) }) }),
  z.object({ action: z.literal('getDeployPreview'), params: z.object({}).passthrough().optional() }),
]);
type EditorRequest = z.infer<typeof requestSchema>;
const MUTATING = new Set<string>(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles']);

/** The request's JSON: a photo in base64 is a third larger than the photo, plus the envelope. */
const MAX_BODY_BYTES = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024 * 1024;

function parseRequest(body: string): EditorRequest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new EditorRefusal(400, 'the request is not JSON.');
  }
  const action = (json as { action?: unknown } | null)?.action;
  const parsed = requestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  if (typeof action === 'string' && !requestSchema.options.some((o) => o.shape.action.value === action)) {
    throw new EditorRefusal(422, `Unknown action ${action}: this editing server has no editorial workflow (publish_mode "simple").`);
  }
  const issue = parsed.error.issues[0]!;
  throw new EditorRefusal(400, `the ${String(action)} request is malformed at ${issue.path.join('.') || 'its top'}: ${issue.message}`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new EditorRefusal(
        413,
        `the request is over ${Math.round(MAX_BODY_BYTES / 1024 / 1024)} MiB; a photo uploaded here may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB.`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

class Backend {
  private readonly images: string;

  constructor(
    private readonly root: string,
    private readonly data: string,
  ) {
    this.images = join(data, IMAGES_FOLDER);
  }

  handle(request: EditorRequest): Promise<unknown> {
    switch (request.action) {
      case 'info':
        return Promise.resolve({ repo: basename(this.root), publish_modes: ['simple'], type: 'local_fs' });
      case 'entriesByFolder': {
        const { folder, extension, depth } = request.params;
        return this.listFiles(this.resolve(folder), extension, depth).then((files) => Promise.all(files.map((abs) => this.entry(abs))));
      }
      case 'entriesByFiles':
        return Promise.all(request.params.files.map((file) => this.entry(this.resolve(file.path), file.label)));
      case 'getEntry':
        return this.entry(this.resolve(request.params.path));
      case 'persistEntry':
        return this.persistEntry(request.params);
      case 'getMedia':
        return this.listFiles(this.resolve(request.params.mediaFolder), '', 1).then((files) => Promise.all(files.map((abs) => this.mediaFile(abs))));
      case 'getMediaFile':
        return this.mediaFile(this.resolve(request.params.path));
      case 'persistMedia':
        return this.persistMedia(request.params.asset);
      case 'deleteFile':
        return this.deleteFiles([request.params.path]).then(() => ({ message: `deleted file ${request.params.path}` }));
      case 'deleteFiles':
        return this.deleteFiles(request.params.paths).then(() => ({ message: `deleted files ${request.params.paths.join(', ')}` }));
      case 'getDeployPreview':
        return Promise.resolve(null);
    }
  }

  private resolve(path: string): string {
    return resolveDataPath(this.root, this.data, path);
  }

  /** A path as Decap names it: relative to the repository, with forward slashes. */
  private repoPath(abs: string): string {
    return relative(this.root, abs).split(sep).join('/');
  }

  private dataPath(abs: string): string {
    return relative(this.data, abs).split(sep).join('/');
  }

  private async listFiles(dir: string, extension: string, depth: number): Promise<string[]> {
    if (depth <= 0) return [];
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    const out: string[] = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      // Hidden files are editors' and atomic writes' leftovers, never data; links are not followed.
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue;
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) out.push(...(await this.listFiles(abs, extension, depth - 1)));
      else if (entry.isFile() && entry.name.endsWith(extension)) out.push(abs);
    }
    return out;
  }

  private async entry(abs: string, label?: string) {
    const file = { path: this.repoPath(abs), ...(label === undefined ? {} : { label }) };
    try {
      const bytes = await readFile(abs);
      return { data: bytes.toString('utf8'), file: { ...file, id: sha256(bytes) } };
    } catch {
      return { data: null, file: { ...file, id: null } };
    }
  }

  private async mediaFile(abs: string) {
    let bytes: Buffer;
    try {
      bytes = await readFile(abs);
    } catch {
      throw new EditorRefusal(404, `${this.repoPath(abs)} does not exist.`);
    }
    return { id: sha256(bytes), content: bytes.toString('base64'), encoding: 'base64', path: this.repoPath(abs), name: basename(abs) };
  }

  private async readIfThere(abs: string): Promise<Buffer | undefined> {
    try {
      return await readFile(abs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * Refuses a save made from another version of the file than the disk holds (HTTP 409): another
   * tab saved, or someone edited the file, since this editor read it, and writing would undo that.
   * A save that names no version is refused too when the file exists (428): it cannot be told apart.
   */
  private refuseStale(file: z.infer<typeof dataFile>, abs: string, before: Buffer | undefined): void {
    const current = before === undefined ? null : sha256(before);
    if (file.version === undefined) {
      if (current === null) return;
      throw new EditorRefusal(
        428,
        `the save of ${this.repoPath(abs)} does not say which version of the file it was made from, so it could undo a change made meanwhile. Reload the editor and save again.`,
      );
    }
    if (file.version === current) return;
    throw new EditorRefusal(
      409,
      current === null
        ? `${this.repoPath(abs)} was deleted (in another tab or window, or on disk) after this editor read it; nothing was saved. Reload the page to see the entries as they are now.`
        : file.version === null
          ? `${this.repoPath(abs)} already exists: it was made in another tab or window, or on disk, after this editor read the folder; nothing was saved. Reload the page and edit that entry instead.`
          : `${this.repoPath(abs)} was changed (in another tab or window, or on disk) after this editor read it; saving would undo that change, so nothing was saved. Reload the page to see the file as it is now, then make your change again.`,
    );
  }

  /** The shape of a new file's siblings (keys in their order), for writing it like them. */
  private async siblingShape(abs: string): Promise<unknown> {
    const values: unknown[] = [];
    for (const sibling of await this.listFiles(dirname(abs), extname(abs), 1)) {
      const text = await readFile(sibling, 'utf8');
      try {
        values.push(parse(abs.endsWith('.md') ? (text.split(/^---[ \t]*$/m)[1] ?? '') : text));
      } catch {
        // A sibling that does not read shows no order; validate reports it on its own.
      }
    }
    const key = this.folderCollection(abs);
    // The siblings' order first (how people wrote them), the schema's for keys none of them has.
    if (key) values.push(schemaShape(key));
    return values.length ? mergeShapes(values) : undefined;
  }

  private folderCollection(abs: string): CollectionKey | undefined {
    const folder = this.dataPath(dirname(abs));
    return COLLECTION_KEYS.find((k) => COLLECTIONS[k].form !== 'file' && COLLECTIONS[k].path === folder);
  }

  /** The schema line a new file in a folder collection starts with, as `add` writes it. */
  private headerFor(abs: string): string {
    const key = this.folderCollection(abs);
    return key && COLLECTIONS[key].form === 'folder' && abs.endsWith('.yaml') ? schemaLine(key) + '\n' : '';
  }

  /**
   * An entry is a file the loader reads: a collection's file or an item of a folder collection.
   * Anything else (a photo, a stray name) would be written without ever being validated.
   */
  private refuseNonEntry(abs: string, verb = 'saves'): void {
    const path = this.dataPath(abs);
    const isEntry = COLLECTION_KEYS.some((key) => {
      const c = COLLECTIONS[key];
      return c.form === 'file' ? c.path === path : dirname(path) === c.path && path.endsWith(itemExtension(c)) && !basename(path).startsWith('.');
    });
    if (!isEntry) throw new EditorRefusal(403, `${this.repoPath(abs)} is not a data file the site reads; the editor ${verb} entries of its collections only.`);
  }

  /** An upload checked by name, size and signature, then decoded in full. */
  private async checkedUpload(item: z.infer<typeof asset>): Promise<{ abs: string; bytes: Buffer }> {
    const abs = this.resolve(item.path);
    if (dirname(abs) !== this.images) {
      throw new EditorRefusal(403, `photos go in ${this.repoPath(this.images)}/, not ${this.repoPath(dirname(abs))}/.`);
    }
    const bytes = Buffer.from(item.content, 'base64');
    checkUpload(basename(abs), bytes);
    await decodeUpload(basename(abs), bytes);
    return { abs, bytes };
  }

  /**
   * Puts the photos in place for `check` (validate reads pictures from the disk), keeping the
   * bytes each one replaces: should the check refuse or fail, every file is put back as it was
   * (a new one removed, a replaced one restored), so a refused save changes nothing.
   */
  private async withPhotos(uploads: { abs: string; bytes: Buffer }[], check: () => Promise<void>): Promise<void> {
    const previous: { abs: string; bytes: Buffer | undefined }[] = [];
    for (const upload of uploads) previous.push({ abs: upload.abs, bytes: await this.readIfThere(upload.abs) });
    try {
      for (const upload of uploads) await writeAtomic(upload.abs, upload.bytes);
      await check();
    } catch (error) {
      for (const { abs, bytes } of previous.reverse()) {
        if (bytes === undefined) await rm(abs, { force: true });
        else await writeAtomic(abs, bytes);
      }
      throw error;
    }
  }

  private async persistEntry(params: Extract<EditorRequest, { action: 'persistEntry' }>['params']) {
    const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
    if (files.length === 0) throw new EditorRefusal(400, 'the save holds no file.');
    const changes: FileChange[] = [];
    const writes: { abs: string; text: string; before?: string }[] = [];
    const removals: string[] = [];
    for (const file of files) {
      const abs = this.resolve(file.path);
      const target = file.newPath ? this.resolve(file.newPath) : abs;
      for (const path of new Set([abs, target])) this.refuseNonEntry(path);
      const beforeBytes = await this.readIfThere(abs);
      this.refuseStale(file, abs, beforeBytes);
      if (target !== abs && existsSync(target)) {
        throw new EditorRefusal(
          409,
          `${this.repoPath(target)} already exists: renaming ${this.repoPath(abs)} to it would overwrite that entry, so nothing was saved. Choose another slug, or delete the other entry first.`,
        );
      }
      const before = beforeBytes?.toString('utf8');
      const text = mergeEntry(this.dataPath(target), before, file.raw, this.headerFor(target), before === undefined ? await this.siblingShape(target) : undefined);
      if (target !== abs) {
        changes.push({ path: this.dataPath(abs), text: null });
        removals.push(abs);
      }
      changes.push({ path: this.dataPath(target), text });
      writes.push({ abs: target, text, before: target === abs ? before : undefined });
    }
    // Photos uploaded with the entry go first, as the entry may show them; put back if it is refused.
    const uploads: { abs: string; bytes: Buffer }[] = [];
    for (const item of params.assets) uploads.push(await this.checkedUpload(item));
    await this.withPhotos(uploads, async () => {
      const check = await checkChange(this.data, changes);
      if (!check.ok) throw new EditorRefusal(422, check.message);
    });
    // A save that changes nothing leaves the file alone: no new time stamp, no rebuild.
    for (const write of writes) if (write.text !== write.before) await writeAtomic(write.abs, write.text);
    await Promise.all(removals.map((abs) => rm(abs, { force: true })));
    // The versions the editor's page keeps for its next save of these files.
    const versions = [
      ...removals.map((abs) => ({ path: this.repoPath(abs), id: null })),
      ...writes.map((w) => ({ path: this.repoPath(w.abs), id: sha256(Buffer.from(w.text, 'utf8')) })),
    ];
    return { message: 'entry persisted', files: versions };
  }

  /** A photo that replaces one is checked like a save: a page may show it. */
  private async persistMedia(item: z.infer<typeof asset>) {
    const upload = await this.checkedUpload(item);
    const replaces = existsSync(upload.abs);
    await this.withPhotos([upload], async () => {
      if (!replaces) return;
      const check = await checkChange(this.data, []);
      if (!check.ok) throw new EditorRefusal(422, check.message);
    });
    return this.mediaFile(upload.abs);
  }

  /**
   * Deleting a data file is a change like any other (validate may refuse it: other files name
   * what it defines); deleting a photo is refused while a page still shows it.
   */
  private async deleteFiles(paths: string[]): Promise<void> {
    const targets = paths.map((p) => this.resolve(p));
    for (const abs of targets) {
      const info = await stat(abs).catch(() => undefined);
      if (info && !info.isFile()) throw new EditorRefusal(403, `${this.repoPath(abs)} is a folder; the editor deletes files only.`);
      // Entries of its collections and photos, as it saves: nothing else of data/ is the editor's.
      if (!this.isPhoto(abs)) this.refuseNonEntry(abs, 'deletes');
    }
    const photos = targets.filter((abs) => this.isPhoto(abs));
    const dataFiles = targets.filter((abs) => !this.isPhoto(abs));
    if (photos.length) this.refusePhotosInUse(photos);
    if (dataFiles.length) {
      const check = await checkChange(
        this.data,
        dataFiles.map((abs) => ({ path: this.dataPath(abs), text: null })),
      );
      if (!check.ok) throw new EditorRefusal(422, check.message);
    }
    await Promise.all(targets.map((abs) => rm(abs, { force: true })));
  }

  /** A picture in data/images/, which the editor uploads and deletes. */
  private isPhoto(abs: string): boolean {
    return dirname(abs) === this.images && (IMAGE_EXTENSIONS as readonly string[]).includes(extname(abs).toLowerCase());
  }

  private refusePhotosInUse(photos: string[]): void {
    const names = new Set(photos.map((abs) => basename(abs)));
    const { site } = prepareSite(this.data);
    const uses = imageUses(site).filter((use) => names.has(use.ref.src));
    if (uses.length === 0) return;
    const places = uses.map((use) => `${use.at.file}${use.at.line ? `:${use.at.line}` : ''} (${use.ref.src})`);
    throw new EditorRefusal(422, `the photo is still shown on the site, named in ${places.join(', ')}. Remove it there first, then delete it.`);
  }
}
