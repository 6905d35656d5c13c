import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The renderer built for the browser; the content server serves dist/web. */
export default defineConfig({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // diagnostics.html is desktop-only; the web build has the one entry page.
    rollupOptions: { input: 'renderer/index.html' },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
