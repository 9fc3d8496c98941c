import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import { TEST_SITE } from './paths.ts';
import { runCli } from './run-cli.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}

/** Builds the real site once with the real CLI and serves it as a static host would. */
export default async function setup(project: TestProject) {
  const build = runCli(['build', '--out', '.cache/test-site']);
  if (build.code !== 0) throw new Error(`the site did not build:\n${build.stdout}\n${build.stderr}`);
  const server: Server = createStaticServer(TEST_SITE);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  project.provide('siteDir', TEST_SITE);
  return async () => {
    await new Promise((done) => server.close(done));
  };
}
