import { readFileSync } from 'node:fs';
import { ownLogoFile } from '../load/own-logo.ts';
import { join } from 'node:path';
import type { RenderThreads } from '../render/worker-pool.ts';
import type { NextOutput } from '../output/next-output.ts';
import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { LayoutData } from '../../src/content/page-data.ts';
import { paths } from '../../src/routing/paths.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import type { FormOverrides } from '../content/form-config.ts';
import { PageRecords } from '../content/page-records.ts';
import { Pictures } from '../images/pictures.ts';
import { hostInput } from '../output/hosts/host-input.ts';
import type { HostInput, HostTarget } from '../output/hosts/host-target.ts';
import { HOSTS } from '../output/hosts/index.ts';
import { cspMetaTag } from '../output/security-headers.ts';
import { scriptsAfterPaint } from '../render/app-start.ts';
import { CLIENT_DIR, SPRITE_FILE, ensureBundles, importServerEntry, treeHash, type Bundles } from '../render/bundles.ts';
import { stylesheetAfterContent } from '../render/html-document.ts';
import { documentIdentity } from '../render/page-document.ts';
import type { RenderSetup } from '../render/page-renderer.ts';
import type { PhaseTimer } from '../report/phase-timer.ts';
import type { HostName } from '../schema/site-settings.ts';
import type { Site } from '../schema/site.ts';
import type { Prerender } from '../edge/on-request.ts';
import { sha256 } from './sha256.ts';

export interface BuildOptions {
  /** Fail on near-copy pages (off only for synthetic benchmark data). */
  duplicateCheck: boolean;
  /** The lead form's overrides, read from the environment by the command. */
  form: FormOverrides;
  /** Where the site is published: what host files it gets, and whether the CSP goes into each page. */
  host: HostName;
  /** The bundles, when the command started making them before loading the data (see ensureBundles). */
  bundles?: Promise<Bundles>;
  /** Render workers the command started before loading the data, which pages are rendered on (see renderPages). */
  threads?: RenderThreads;
  /** The pictures, when the command started making them as soon as the data was read (see startImagesInChild); their variants may still be being made. */
  pictures?: Promise<Pictures>;
  /** Under `build --watch`: the output's files linked while the watch waited, for this build to move its own into. */
  next?: NextOutput;
  /** Which pages are files: all (the default), or only those that earn one, the rest answered by the host's function (edge/on-request.ts). */
  prerender?: Prerender;
}

/** What every phase of one build reads: the data, the bundles, the layout and chrome, the renderers' setup. */
export interface BuildRun {
  site: Site;
  manifest: RouteManifest;
  outDir: string;
  options: BuildOptions;
  bundlesReused: boolean;
  /** The generator's code, hashed: part of `context` and of each page's inputs. */
  code: string;
  pictures: Pictures;
  records: PageRecords;
  sprite: string;
  spriteUrl: string;
  /** The "Do you come to me?" checker's data, fetched by the widget only when someone uses it. */
  finderJson: string;
  finderUrl: string;
  layout: LayoutData;
  layoutJson: string;
  layoutUrl: string;
  host: HostTarget;
  hostData: HostInput;
  variantOf: (path: string) => string;
  chrome: Record<string, ChromeHtml>;
  setup: RenderSetup;
  /** What every page shares besides the chrome: when it changes, no previous page can be kept. */
  context: string;
  /** The business's own logo (data/logo.svg), written at business.yaml's `logo` address; absent: tradesite's neutral mark from public/. */
  ownLogo?: { url: string; svg: Buffer } | undefined;
}

/** Phase 1 of a build: the bundles, the pictures, the records' maker, the layout and the chrome of every menu section. */
export async function prepareBuild(site: Site, manifest: RouteManifest, outDir: string, options: BuildOptions, log: (line: string) => void, phases: PhaseTimer): Promise<BuildRun> {
  const business = site.business!;
  // The pictures' placeholders before the records, which carry them with the variants' names and
  // sizes; the variants themselves are copied after rendering (see writeSite). Sharp and Vite work
  // side by side: both spend most of their time off this thread.
  const [bundles, pictures] = await Promise.all([options.bundles ?? ensureBundles(process.cwd(), log), options.pictures ?? Pictures.start(site, process.cwd())]);
  // Records and pages are made by the generator's code as well as the bundled code; a change to
  // either changes `context` below, and then nothing of the previous build is kept.
  const code = treeHash(process.cwd(), ['generator']);
  phases.mark('bundles, placeholders');
  const records = new PageRecords(site, manifest, business.siteUrl, pictures);
  const sprite = readFileSync(SPRITE_FILE, 'utf8');
  const spriteUrl = `/assets/icons.${sha256(sprite).slice(0, 12)}.svg`;
  const finderJson = JSON.stringify(records.suburbFinder());
  const finderUrl = paths.suburbFinder();
  const layout: LayoutData = records.layout(spriteUrl, options.form, finderUrl);
  const layoutJson = JSON.stringify(layout);
  const layoutUrl = paths.layoutData(sha256(layoutJson).slice(0, 12));
  const host = HOSTS[options.host];
  const server = await importServerEntry();
  const variantOf = (path: string) => server.chromeVariant(path, layout);
  const chrome: Record<string, ChromeHtml> = {};
  for (const route of manifest.routes) chrome[variantOf(route.path)] ??= server.renderChrome(route.path, layout);
  const setup: RenderSetup = {
    root: process.cwd(),
    // The starter first, so that the stylesheet ends up after it, as the body's last element.
    documentHtml: stylesheetAfterContent(scriptsAfterPaint(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'))),
    layoutJson,
    layoutUrl,
    ...documentIdentity(business, (path) => records.absolute(path)),
    cspMeta: host.cspInMeta ? cspMetaTag(layout.form.action, business.siteUrl) : '',
    chrome,
  };
  // The generator's code and the document it fills are in the context: a page is drawn by them as
  // much as by its record (a new head tag must reach every page, though no record changed).
  const logoFile = ownLogoFile(site.dataDir);
  const ownLogo = logoFile ? { url: business.logo, svg: readFileSync(logoFile) } : undefined;
  // The logo too: a logo added or taken away changes files every page shares (/logo.svg, /favicon.svg).
  const context = sha256(
    [
      bundles.hash,
      code,
      setup.documentHtml,
      setup.siteName,
      setup.logoUrl,
      business.siteUrl,
      setup.cspMeta,
      ownLogo ? sha256(ownLogo.svg) : 'neutral logo',
      // Which pages are files: a build after one that left the long tail to the function has none of its files to keep.
      `prerender ${options.prerender ?? 'all'}`,
    ].join('\n'),
  );
  const hostData: HostInput = { ...hostInput(site, manifest, layout.form.action, outDir), prerender: options.prerender ?? 'all' };
  return {
    ownLogo,
    site,
    manifest,
    outDir,
    options,
    bundlesReused: bundles.reused,
    code,
    pictures,
    records,
    sprite,
    spriteUrl,
    finderJson,
    finderUrl,
    layout,
    layoutJson,
    layoutUrl,
    host,
    hostData,
    variantOf,
    chrome,
    setup,
    context,
  };
}
