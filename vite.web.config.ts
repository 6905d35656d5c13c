import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cssModules } from './scripts/build/css-module-names.ts';
import { loadEntryAfterFirstPaint } from './scripts/build/entry-after-paint.ts';
import { firstLoadGroup, recordFirstLoadModules } from './scripts/build/first-load-chunk.ts';

/**
 * Chakra's entry modules build its complete default theme at import time (`createSystem(defaultConfig)`,
 * `defineConfig({...every recipe})`). Those calls have no side effects, but without the annotation the
 * bundler keeps them, and with them every recipe Chakra ships, in the first load.
 */
export const chakraPureFunctions = ['createSystem', 'defineConfig', 'mergeConfigs', 'defineRecipe', 'defineSlotRecipe'];

/**
 * The renderer built for the browser; the content server serves dist/web. `npm run build:web` builds it twice:
 * `--mode probe` learns which modules a first visit loads (see scripts/build/first-load-chunk.ts), and the
 * real build puts exactly those in the entry chunk.
 */
export default defineConfig(({ mode }) => ({
  root: 'renderer',
  publicDir: 'public',
  // The probe's output is never served (and its many chunks preload each other): only the real build moves the entry.
  plugins: [react(), ...(mode === 'probe' ? [recordFirstLoadModules()] : [loadEntryAfterFirstPaint()])],
  css: { modules: cssModules },
  build: {
    outDir: mode === 'probe' ? '../dist/.probe-web' : '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The entry chunk holds everything a first visit runs, on purpose (about 550 kB before compression); what
    // visitors download is held to a budget by `npm run budget`, in gzipped bytes, not by this warning.
    chunkSizeWarningLimit: 700,
    // One stylesheet for the whole site, linked from every page's head: the server's HTML uses the classes of
    // components whose code arrives later (or never, for sections that stay server HTML), so their CSS cannot
    // wait for their chunk.
    cssCodeSplit: false,
    // diagnostics.html is desktop-only; the web build has the one entry page.
    rolldownOptions: {
      input: 'renderer/index.html',
      treeshake: { manualPureFunctions: chakraPureFunctions },
      ...(mode === 'probe' ? {} : { output: { codeSplitting: { groups: [firstLoadGroup()] } } }),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));
