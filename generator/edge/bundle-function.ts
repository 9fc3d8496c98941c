import { join } from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { packageRoot } from '../load/package-root.ts';
import { SERVER_DIR } from '../render/bundles.ts';
import type { EdgeSite } from './edge-site.ts';

/** Where a host's function differs: the runtime it is built for. */
export type FunctionRuntime = Pick<BuildOptions, 'platform' | 'target' | 'conditions' | 'mainFields'>;

/**
 * A host's function (its source under generator/edge/<host>/, `entry` from tradesite's folder,
 * as this module may run compiled from .cache/cli/) bundled by esbuild with Vite's server bundle
 * (the templates the prerender draws pages with) and this build's EdgeSite, as one minified ES
 * module. React is production react-dom/server under the runtime's export conditions, as the
 * prerender's, so every host renders the same bytes.
 */
export async function bundleFunction(entry: readonly string[], site: EdgeSite, runtime: FunctionRuntime, root = process.cwd()): Promise<string> {
  const result = await build({
    entryPoints: [join(packageRoot(), ...entry)],
    bundle: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    legalComments: 'none',
    // tradesite's own node_modules, where React is.
    nodePaths: [join(packageRoot(), 'node_modules')],
    logLevel: 'silent',
    plugins: [virtualModules(site, join(root, SERVER_DIR, 'entry-server.js'))],
    ...runtime,
  });
  return result.outputFiles[0]!.text;
}

/** The two `tradesite:` imports of a host's function (see cloudflare/virtual-modules.d.ts): this build's EdgeSite and the server bundle. */
function virtualModules(site: EdgeSite, serverEntry: string): Plugin {
  return {
    name: 'tradesite-edge',
    setup(b) {
      b.onResolve({ filter: /^tradesite:edge-site$/ }, () => ({ path: 'edge-site', namespace: 'tradesite' }));
      b.onLoad({ filter: /.*/, namespace: 'tradesite' }, () => ({ contents: JSON.stringify(site), loader: 'json' }));
      b.onResolve({ filter: /^tradesite:server-entry$/ }, () => ({ path: serverEntry }));
    },
  };
}
