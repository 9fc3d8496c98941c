import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import {
  blogFrontMatterSchema,
  assembleBusiness,
  businessFileSchema,
  claimsFileSchema,
  siteSettingsSchema,
  emergencySuburbsFileSchema,
  landingSchema,
  navigationSchema,
  pageSchema,
  postSlug,
  redirectsFileSchema,
  regionsFileSchema,
  serviceGroupsFileSchema,
  serviceSchema,
  suburbsFileSchema,
  testimonialsFileSchema,
  jobSchema,
  localSettingsSchema,
  type Job,
  type LocalSettings,
  type Business,
  type Claims,
  type SiteSettings,
  type Landing,
  type Page,
  type Redirect,
  type Region,
  type Service,
  type ServiceGroup,
  type Suburb,
  type SuburbSlug,
  type Testimonial,
  type PostSlug,
  type BlogFrontMatter,
} from '../schema/index.ts';
import type { MarkdownNode } from '../../src/content/markdown-ast.ts';
import { Reporter } from '../report/diagnostic.ts';
import { readImageSources, type ImageSource } from '../images/image-sources.ts';
import { imageUses } from '../images/image-uses.ts';
import { parseMarkdownFile } from './markdown.ts';
import { expandClaimTokens } from './claim-tokens.ts';
import { sameOrigin } from './provenance.ts';
import { reportReadFailure } from './read-failure.ts';
import { checkSchema } from './schema-check.ts';
import type { BlogPost, Site } from '../schema/site.ts';
import { parseYaml, readText, type YamlSource } from './source-file.ts';

/** The data folder's layout, in one place: the loader, the CLI's `add` commands and the docs use it. */
export const DATA_FILES = {
  business: 'business.yaml',
  claims: 'claims.yaml',
  settings: 'site.yaml',
  groups: 'service-groups.yaml',
  services: 'services',
  landings: 'landing',
  suburbs: 'suburbs.yaml',
  regions: 'regions.yaml',
  emergencySuburbs: 'emergency-suburbs.yaml',
  testimonials: 'testimonials.yaml',
  jobs: 'jobs',
  localSettings: 'local-pages.yaml',
  redirects: 'redirects.yaml',
  pages: 'pages',
  blog: 'blog',
  images: 'images',
  navigation: 'navigation.yaml',
} as const;

export function loadSite(dataDir: string, report: Reporter, root = process.cwd()): Site {
  const files: string[] = [];
  const yamlFile = (name: string): YamlSource | undefined => {
    const abs = join(dataDir, name);
    files.push(abs);
    const text = readText(abs, root, report);
    return text === undefined ? undefined : parseYaml(text, relative(root, abs), report);
  };
  const listed = <S extends z.ZodType>(name: string, schema: S): z.infer<S> | undefined => {
    const source = yamlFile(name);
    return source && checkSchema(schema, source.value, source, report);
  };
  const unparsed = new Set<string>();
  const folder = <S extends z.ZodType<{ slug: string }>>(dir: string, ext: string, schema: S): z.infer<S>[] => {
    const out: z.infer<S>[] = [];
    for (const name of listFiles(join(dataDir, dir), ext, root, report)) {
      const source = yamlFile(join(dir, name));
      const slug = basename(name, ext);
      const value = source && checkSchema(schema, source.value, source, report);
      if (!value) {
        unparsed.add(slug);
        continue;
      }
      if (source && value.slug !== slug) {
        report.error('FILE_NAME_MISMATCH', source.locate(['slug']), `slug "${value.slug}" does not match the file name "${name}".`, `Rename the file to ${value.slug}${ext}, or set slug: ${slug}.`);
      }
      out.push(value);
    }
    return out;
  };

  const businessFile = listed(DATA_FILES.business, businessFileSchema);
  const claims = listed(DATA_FILES.claims, claimsFileSchema);
  const business = businessFile && claims ? assembleBusiness(businessFile, claims) : undefined;
  if (business && businessFile) sameOrigin(businessFile, business);
  const settings = listed(DATA_FILES.settings, siteSettingsSchema);
  const groups = listed(DATA_FILES.groups, serviceGroupsFileSchema)?.groups ?? [];
  const services = folder(DATA_FILES.services, '.yaml', serviceSchema);
  const landings = folder(DATA_FILES.landings, '.yaml', landingSchema);
  const suburbs = listed(DATA_FILES.suburbs, suburbsFileSchema)?.suburbs ?? [];
  const regions = listed(DATA_FILES.regions, regionsFileSchema)?.regions ?? [];
  const emergencySuburbs = listed(DATA_FILES.emergencySuburbs, emergencySuburbsFileSchema)?.suburbs ?? [];
  const reviewsFile = listed(DATA_FILES.testimonials, testimonialsFileSchema);
  const testimonials = reviewsFile?.testimonials ?? [];
  const sampleReviews = reviewsFile?.sample ?? false;
  const jobs = folder(DATA_FILES.jobs, '.yaml', jobSchema);
  const localSettings = listed(DATA_FILES.localSettings, localSettingsSchema);
  const redirects = listed(DATA_FILES.redirects, redirectsFileSchema)?.redirects ?? [];
  const pages = folder(DATA_FILES.pages, '.yaml', pageSchema);
  const navigation = listed(DATA_FILES.navigation, navigationSchema);

  const posts: BlogPost[] = [];
  for (const name of listFiles(join(dataDir, DATA_FILES.blog), '.md', root, report)) {
    const abs = join(dataDir, DATA_FILES.blog, name);
    files.push(abs);
    const file = relative(root, abs);
    const slug = basename(name, '.md');
    const text = readText(abs, root, report);
    const parsed = text === undefined ? undefined : parseMarkdownFile(text, file, report);
    const front = parsed && checkSchema(blogFrontMatterSchema, parsed.frontMatter.value, parsed.frontMatter, report);
    if (!parsed || !front) {
      unparsed.add(slug);
      continue;
    }
    const slugCheck = postSlug.safeParse(slug);
    if (!slugCheck.success) {
      report.error('SCHEMA', { file, line: 1 }, `the file name "${name}" is not a valid post slug: it ${slugCheck.error.issues[0]!.message}.`, 'Name posts in kebab-case: lower-case letters, digits and single hyphens.');
      continue;
    }
    posts.push({ slug: slug as PostSlug, meta: front, body: parsed.body, links: parsed.links, words: parsed.words, file });
  }

  const claimUses = claims ? expandClaimTokens([...groups, ...services, ...landings, ...suburbs, ...regions, ...pages], posts, claims, report) : [];
  const site: Site = { dataDir, business, settings, claims, claimUses, groups, services, landings, suburbs, regions, emergencySuburbs, testimonials, sampleReviews, jobs, localSettings, redirects, pages, posts, images: {}, imageNames: [], navigation, unparsed, files: files.sort() };
  // Only the pictures pages use are opened and checked: what else lies in the folder costs nothing.
  const { sources, names } = readImageSources(dataDir, root, new Set(imageUses(site).map((use) => use.ref.src)), report);
  return { ...site, images: sources, imageNames: names };
}

function listFiles(dir: string, ext: string, root: string, report: Reporter): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    reportReadFailure(error, dir, relative(root, dir), report, 'folder');
    return [];
  }
  const out: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    if (!name.endsWith(ext)) {
      const abs = join(dir, name);
      let isFile: boolean;
      try {
        isFile = statSync(abs).isFile();
      } catch (error) {
        reportReadFailure(error, abs, relative(root, abs), report);
        continue;
      }
      if (isFile) {
        report.warn('SCHEMA', { file: relative(root, abs) }, `this file is ignored: only ${ext} files are read here.`, `Rename it to end in ${ext}, or move it out of ${relative(root, dir)}/.`);
      } else {
        report.error('NOT_A_FILE', { file: relative(root, abs) }, `a folder inside ${relative(root, dir)}/ is not read.`, `Move its files up into ${relative(root, dir)}/.`);
      }
      continue;
    }
    out.push(name);
  }
  return out;
}
