import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

// The dev server forwards only what the API serves. /auth/login and
// /auth/callback are client routes and stay here; /auth/replit starts the
// hosted platform's sign-in on the server. The Host header is kept as is
// (no changeOrigin): the API's CSRF guard compares Origin with Host.
export default defineConfig({
  root,
  plugins: [react(), relay],
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
