import { isAbsolute, relative, resolve } from 'node:path';

/**
 * A file as the person running the command finds it: tradesite works from its own folder, so for a
 * project elsewhere (bin/tradesite.js sets TRADESITE_PROJECT) "../../site/data/x.yaml" is shown as
 * "data/x.yaml", from where they stand.
 */
export function shownFile(file: string): string {
  const project = process.env.TRADESITE_PROJECT;
  if (!project || isAbsolute(file) || !file.includes('/')) return file;
  return relative(project, resolve(file)) || file;
}
