import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startFakeFormService } from '../../generator/serve/fake-form-service.ts';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import { TEST_SITE } from './paths.ts';
import { runCli } from './run-cli.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    formServiceUrl: string;
  }
}

/** The client gives up on the form service after this long in the test build (15 s in production). */
export const TEST_FORM_TIMEOUT_MS = 2500;

/**
 * Starts the fake form service, builds the real site once with the real CLI (its lead forms
 * posting to the fake), and serves it as a static host would: every page a file
 * (`--prerender all`), since the site tests read each page's file and a static server runs no
 * function. The hybrid output has its own tests (tests/build/edge-*.test.ts).
 */
export default async function setup(project: TestProject) {
  const fake = await startFakeFormService();
  project.provide('formServiceUrl', fake.url);
  const build = runCli(['build', '--out', '.cache/test-site', '--prerender', 'all'], { env: { FORM_ENDPOINT: fake.url, FORM_TIMEOUT_MS: String(TEST_FORM_TIMEOUT_MS) } });
  if (build.code !== 0) throw new Error(`the site did not build:\n${build.stdout}\n${build.stderr}`);
  const server: Server = createStaticServer(TEST_SITE);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  project.provide('siteDir', TEST_SITE);
  return async () => {
    // close() waits for every open connection to end. Under load some connections complete their
    // handshake after the client has given up, send nothing and never end: without closing them
    // here, vitest waited on them forever after the last test (a CI run timed out so).
    for (const s of [server, fake.server]) {
      const closed = new Promise((done) => s.close(done));
      s.closeAllConnections();
      await closed;
    }
  };
}
