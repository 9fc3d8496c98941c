import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Reporter } from '../diagnostics/diagnostic.ts';
import { knownSamplesOf, type KnownSamples } from '../launch/known-samples.ts';
import { loadSite } from './load-site.ts';
import { packageRoot } from './package-root.ts';

/**
 * The data folders of tradesite's own sample businesses: data/ (the main example) and each
 * examples/<name>/data/. They ship with the package, so the gate knows them in any project.
 */
export function sampleDataDirs(root = packageRoot()): string[] {
  const dirs = [join(root, 'data')];
  const examples = join(root, 'examples');
  if (existsSync(examples)) for (const name of readdirSync(examples).sort()) dirs.push(join(examples, name, 'data'));
  return dirs.filter((dir) => existsSync(join(dir, 'business.yaml')));
}

/** What the sample businesses are (identity and invented wording), read from their data. */
export function loadKnownSamples(root = packageRoot()): KnownSamples {
  const sites = sampleDataDirs(root).map((dir) => loadSite(resolve(dir), new Reporter(), root));
  return knownSamplesOf(sites);
}
