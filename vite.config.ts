import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One config for both builds: `vite build` makes the client bundle (hashed assets, from
 * index.html) and `vite build --ssr src/entry-server.tsx` the server bundle the prerenderer runs.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // Build outputs, caches and benchmark sites hold up to hundreds of thousands of files: watching
    // them would exhaust the system's file watchers and reload nothing useful.
    watch: { ignored: ['**/.cache/**', '**/dist/**', '**/bench/results/**'] },
  },
  build: {
    target: 'es2022',
    outDir: '.cache/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    reportCompressedSize: false,
    // Every browser the site supports (Chrome 66+, Firefox 115+, Safari 17+) understands
    // <link rel="modulepreload">; the polyfill would ride in every page's entry chunk for none.
    modulePreload: { polyfill: false },
    // Which chunks each page kind loads: read by the page-weight test and the benchmark.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser|clsx|class-variance-authority|tailwind-merge)[\\/]/,
              priority: 10,
            },
            // Small modules every page's first load needs anyway, which lazy chunks share too: one
            // chunk instead of seven (each chunk costs its own request and gzip overhead; about
            // 0.5 KB gzip together). Only modules that are in every first load belong here
            // (use-hydrated: the header's mega menus draw their links once hydrated).
            {
              name: 'common',
              test: /src[\\/](lib[\\/]cn\.ts|components[\\/]ui[\\/]button\.tsx|hooks[\\/](use-feedback|use-hydrated)\.ts|routing[\\/]paths\.ts|layout[\\/]book-now\.tsx|templates[\\/](types|registry)\.ts)$|preload-helper/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
