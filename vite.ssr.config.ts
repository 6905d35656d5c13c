import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cssModules } from './scripts/build/css-module-names.ts';

/**
 * The renderer built for Node: `renderer/src/ssr/entry-server.tsx` → dist/ssr/entry-server.js, which the
 * content server imports by path at run time (server/ssr/load-page-renderer.ts). A build rather than tsx at
 * run time: the same Vite transforms as the browser build (JSX, `import.meta.env`, lazy chunks), no
 * TypeScript compiler in the production process, and the server never imports renderer source.
 * Dependencies stay external (Node loads them from node_modules), so React, emotion and TanStack Query are
 * the same instances the server's own code would see.
 */
export default defineConfig({
  root: 'renderer',
  publicDir: false,
  plugins: [react()],
  // The same class names as the browser build's stylesheet (see css-module-names.ts).
  css: { modules: cssModules },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: '../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
