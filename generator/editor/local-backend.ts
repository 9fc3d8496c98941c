import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { COLLECTIONS, COLLECTION_KEYS, IMAGES_FOLDER, itemExtension, schemaLine, type CollectionKey } from '../schema/collections.ts';
import { schemaShape } from './schema-shape.ts';
import { imageUses } from '../images/image-uses.ts';
import { prepareSite } from '../prepare-site.ts';
import { writeAtomic } from './atomic-write.ts';
import { checkChange, type FileChange } from './check-change.ts';
import { resolveDataPath } from './data-path.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { checkUpload, MAX_UPLOAD_BYTES } from './media-upload.ts';
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
const dataFile = z.object({ path, raw: z.string(), newPath: path.optional(), slug: z.string().optional() });
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

  private async readIfThere(abs: string): Promise<string | undefined> {
    try {
      return await readFile(abs, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
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
  private refuseNonEntry(abs: string): void {
    const path = this.dataPath(abs);
    const isEntry = COLLECTION_KEYS.some((key) => {
      const c = COLLECTIONS[key];
      return c.form === 'file' ? c.path === path : dirname(path) === c.path && path.endsWith(itemExtension(c)) && !basename(path).startsWith('.');
    });
    if (!isEntry) throw new EditorRefusal(403, `${this.repoPath(abs)} is not a data file the site reads; the editor saves entries of its collections only.`);
  }

  private checkedUpload(item: z.infer<typeof asset>): { abs: string; bytes: Buffer } {
    const abs = this.resolve(item.path);
    if (dirname(abs) !== this.images) {
      throw new EditorRefusal(403, `photos go in ${this.repoPath(this.images)}/, not ${this.repoPath(dirname(abs))}/.`);
    }
    const bytes = Buffer.from(item.content, 'base64');
    checkUpload(basename(abs), bytes);
    return { abs, bytes };
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
      const before = await this.readIfThere(abs);
      const text = mergeEntry(this.dataPath(target), before, file.raw, this.headerFor(target), before === undefined ? await this.siblingShape(target) : undefined);
      if (target !== abs) {
        changes.push({ path: this.dataPath(abs), text: null });
        removals.push(abs);
      }
      changes.push({ path: this.dataPath(target), text });
      writes.push({ abs: target, text, before: target === abs ? before : undefined });
    }
    // Photos uploaded with the entry go first, as the entry may show them; undone if it is refused.
    const uploads = params.assets.map((item) => this.checkedUpload(item));
    const created = uploads.filter((u) => !existsSync(u.abs)).map((u) => u.abs);
    for (const upload of uploads) await writeAtomic(upload.abs, upload.bytes);
    const check = await checkChange(this.data, changes);
    if (!check.ok) {
      await Promise.all(created.map((abs) => rm(abs, { force: true })));
      throw new EditorRefusal(422, check.message);
    }
    // A save that changes nothing leaves the file alone: no new time stamp, no rebuild.
    for (const write of writes) if (write.text !== write.before) await writeAtomic(write.abs, write.text);
    await Promise.all(removals.map((abs) => rm(abs, { force: true })));
    return { message: 'entry persisted' };
  }

  private async persistMedia(item: z.infer<typeof asset>) {
    const { abs, bytes } = this.checkedUpload(item);
    await writeAtomic(abs, bytes);
    return this.mediaFile(abs);
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
    }
    const photos = targets.filter((abs) => dirname(abs) === this.images);
    const dataFiles = targets.filter((abs) => dirname(abs) !== this.images);
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

  private refusePhotosInUse(photos: string[]): void {
    const names = new Set(photos.map((abs) => basename(abs)));
    const { site } = prepareSite(this.data);
    const uses = imageUses(site).filter((use) => names.has(use.ref.src));
    if (uses.length === 0) return;
    const places = uses.map((use) => `${use.at.file}${use.at.line ? `:${use.at.line}` : ''} (${use.ref.src})`);
    throw new EditorRefusal(422, `the photo is still shown on the site, named in ${places.join(', ')}. Remove it there first, then delete it.`);
  }
}
