import * as fs from 'node:fs';
import { chmodSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reporter } from '../../../generator/diagnostics/diagnostic.ts';
import { loadSite } from '../../../generator/load/load-site.ts';
import { YAML_LIMITS } from '../../../generator/load/yaml-limits.ts';
import { skeleton } from '../../../generator/diagnostics/look-alikes.ts';
import { didYouMean } from '../../../generator/diagnostics/did-you-mean.ts';
import { RESERVED_SEGMENTS, fixedPath } from '../../../generator/schema/common.ts';
import { copyData } from '../../helpers/data-copy.ts';
import { ROOT } from '../../helpers/paths.ts';

/**
 * Reads the system refuses. Tests run as root on CI, where permissions never refuse a read, so
 * the refusal is made by the file system module itself: the loader must turn the real error
 * objects Node throws into "this file, this problem".
 */
const failing = new Map<string, NodeJS.ErrnoException>();
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const refuse = <F extends (...args: never[]) => unknown>(fn: F) =>
    ((path: fs.PathLike, ...rest: never[]) => {
      const error = failing.get(String(path));
      if (error) throw error;
      return fn(path as never, ...rest);
    }) as unknown as F;
  return { ...real, readFileSync: refuse(real.readFileSync), readdirSync: refuse(real.readdirSync) };
});

afterEach(() => failing.clear());

function errno(code: string, syscall: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });
}

describe('files the loader cannot read', () => {
  it('names a file it may not read, with the reason and what to do', () => {
    const data = copyData();
    const file = data.path('services/switchboard-upgrades.yaml');
    failing.set(file, errno('EACCES', 'open', file));
    const report = new Reporter();
    loadSite(data.dir, report);
    const d = report.diagnostics.find((x) => x.code === 'UNREADABLE');
    expect(d?.file).toMatch(/services\/switchboard-upgrades\.yaml$/);
    expect(d?.message).toMatch(/permission denied/);
    expect(d?.hint).toMatch(/chmod/);
  });

  it('names a folder it may not list', () => {
    const data = copyData();
    failing.set(data.path('blog'), errno('EACCES', 'scandir', data.path('blog')));
    const report = new Reporter();
    loadSite(data.dir, report);
    expect(report.diagnostics).toContainEqual(expect.objectContaining({ code: 'UNREADABLE', message: 'this folder cannot be read: permission denied.' }));
  });

  it('names a file whose read fails with an error it has no words for, with the system message', () => {
    const data = copyData();
    const file = data.path('regions.yaml');
    failing.set(file, errno('ESTALE', 'read', file));
    const report = new Reporter();
    loadSite(data.dir, report);
    expect(report.diagnostics.find((x) => x.code === 'UNREADABLE')?.message).toMatch(/ESTALE/);
  });

  it.skipIf(process.getuid?.() === 0)('reads through real permissions when not run as root', () => {
    const data = copyData();
    chmodSync(data.path('regions.yaml'), 0o000);
    const report = new Reporter();
    loadSite(data.dir, report);
    expect(report.diagnostics.find((x) => x.code === 'UNREADABLE')?.message).toMatch(/permission denied/);
  });

  it('refuses a data file larger than the limit without reading it', () => {
    const data = copyData();
    writeFileSync(data.path('testimonials.yaml'), Buffer.alloc(YAML_LIMITS.fileBytes + 1, 'a'));
    const report = new Reporter();
    loadSite(data.dir, report);
    expect(report.diagnostics).toContainEqual(expect.objectContaining({ code: 'LIMIT_EXCEEDED', message: expect.stringMatching(/at most 24\.0 MB/) }));
  });
});

describe('links out of the data folder (issue 43)', () => {
  it('refuses a data file and a collection folder that are links to files outside it, reading neither', () => {
    const data = copyData();
    const outside = copyData();
    rmSync(data.path('jobs'), { recursive: true });
    symlinkSync(outside.path('jobs'), data.path('jobs'));
    rmSync(data.path('regions.yaml'));
    symlinkSync(outside.path('regions.yaml'), data.path('regions.yaml'));
    // A link that stays inside the data folder is read as before.
    renameSync(data.path('testimonials.yaml'), data.path('testimonials-original.yaml'));
    symlinkSync('testimonials-original.yaml', data.path('testimonials.yaml'));
    const report = new Reporter();
    const site = loadSite(data.dir, report, data.dir);
    const outsideLinks = report.diagnostics.filter((d) => d.code === 'NOT_A_FILE' && /outside the data folder/.test(d.message));
    expect(outsideLinks.map((d) => d.file).sort()).toEqual(['jobs', 'regions.yaml']);
    expect(outsideLinks.find((d) => d.file === 'jobs')!.message).toMatch(/^this folder is a link to /);
    expect(outsideLinks[0]!.hint).toMatch(/Copy the (file|folder) itself into the data folder/);
    expect(site.jobs).toEqual([]);
    expect(report.diagnostics.filter((d) => d.file === 'testimonials.yaml' && d.severity === 'error')).toEqual([]);
  });
});

describe('look-alike characters', () => {
  it('see through compatibility forms, accents, other scripts and dashes', () => {
    expect(skeleton('ｓｗｉｔｃｈｂｏａｒｄ')).toBe('switchboard');
    expect(skeleton('Brunswíck—East')).toBe('brunswick-east');
    expect(skeleton('nоrthеrn')).toBe('northern'); // Cyrillic о and е
    expect(skeleton('ροοl')).toBe('pool'); // Greek ρ and ο
  });

  it('suggest the name a look-alike spelling stands for, however many letters differ', () => {
    const regions = ['northern', 'western', 'eastern', 'southern', 'inner'];
    // Four and five stand-ins: letter by letter, further from the name than any typo allowed.
    expect(didYouMean('ոօrtհern', regions)).toBe('northern');
    expect(didYouMean('ѕоսthеrn', regions)).toBe('southern');
  });
});

describe('paths the build keeps for itself', () => {
  it('include the folder Vite writes scripts and styles into', () => {
    const assetsDir = /assetsDir:\s*'([^']+)'/.exec(readFileSync(join(ROOT, 'vite.config.ts'), 'utf8'))?.[1];
    expect(RESERVED_SEGMENTS).toContain(assetsDir);
    expect(fixedPath.safeParse(`/${assetsDir}`).success).toBe(false);
    expect(fixedPath.safeParse('/about').success).toBe(true);
  });
});
