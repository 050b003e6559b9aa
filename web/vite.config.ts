import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));

/**
 * Relay's packages are CommonJS whose entry points require every module, and a bundler
 * keeps whatever CommonJS requires. For the build, `react-relay/hooks` and `relay-runtime`
 * resolve to slimmer entry points (web/src/relay/*.js) built from the same modules, and
 * the fragment hook's variant for a feature flag the app leaves at its default to a stub,
 * so the signed-in shell carries only the Relay the app runs (issue 19's bundle budget).
 * The dev server keeps the packages as they are.
 */
function relaySlim(): Plugin {
  return {
    name: 'nugget-relay-slim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-relay/hooks') return src('relay/hooks.js');
      // One module per hook, kept only where its hook is called.
      if (importer?.endsWith('relay/hooks.js') && source.startsWith('./hooks/')) return { id: src(`relay/${source.slice(2)}`), moduleSideEffects: false };
      if (source === 'relay-runtime') return src('relay/relay-runtime.js');
      if (source === './useFragmentInternal_CURRENT' && importer?.replaceAll('\\', '/').endsWith('/react-relay/lib/relay-hooks/useFragmentInternal.js'))
        return src('relay/useFragmentInternalLegacy.js');
      return null;
    },
  };
}

const api = 'http://localhost:3000';

// The dev server forwards only what the API serves. /auth/login and
// /auth/callback are client routes and stay here; /auth/replit starts the
// hosted platform's sign-in on the server. The Host header is kept as is
// (no changeOrigin): the API's CSRF guard compares Origin with Host.
export default defineConfig({
  root,
  plugins: [react(), relay, relaySlim()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Keep the Host header: the API's CSRF guard compares it with the page's Origin.
      '/graphql': { target: api, ws: true },
      '/api': { target: api },
      '/auth/replit': { target: api },
    },
  },
  preview: { port: 4173 },
});
