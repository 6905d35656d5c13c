import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/** The desktop target: main and preload for Electron, and the same renderer with a diagnostics entry page. */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // electron-store is ESM-only: bundle it into main rather than leave a require() Electron cannot satisfy.
      externalizeDeps: { exclude: ['electron-store'] },
      rollupOptions: { input: { index: resolve('main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be a single CommonJS file.
      rollupOptions: {
        input: { index: resolve('preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      rollupOptions: {
        input: { index: resolve('renderer/index.html'), diagnostics: resolve('renderer/diagnostics.html') },
      },
    },
  },
});
