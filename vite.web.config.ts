import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Chakra's entry modules build its complete default theme at import time (`createSystem(defaultConfig)`,
 * `defineConfig({...every recipe})`). Those calls have no side effects, but without the annotation the
 * bundler keeps them, and with them every recipe Chakra ships, in the first load.
 */
export const chakraPureFunctions = ['createSystem', 'defineConfig', 'mergeConfigs', 'defineRecipe', 'defineSlotRecipe'];

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
    rolldownOptions: {
      input: 'renderer/index.html',
      treeshake: { manualPureFunctions: chakraPureFunctions },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
