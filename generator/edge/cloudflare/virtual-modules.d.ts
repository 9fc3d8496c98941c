// The two modules bundle-worker.ts fills in when it bundles the Cloudflare worker: the build's
// EdgeSite (JSON) and Vite's server bundle (src/entry-server.tsx), typed where they are used.
declare module 'tradesite:edge-site' {
  const site: unknown;
  export default site;
}
declare module 'tradesite:server-entry' {
  export const loadTemplates: unknown;
  export const renderPage: unknown;
  export const chromeVariant: unknown;
}
