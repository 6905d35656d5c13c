import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * electron-vite forces `base: './'` (made for file://). Under app://site/ that breaks a reload on a client
 * route: at app://site/company/partners, ./assets/... resolves under /company/. app:// is a standard
 * origin, so absolute URLs work; a later `config` hook wins over electron-vite's.
 */
const absoluteBase: Plugin = { name: 'desktop-absolute-base', config: () => ({ base: '/' }) };

/** The desktop target: main and preload for Electron, and the same renderer with a diagnostics entry page. */
export default defineConfig({
  main: {
    // Build-time defaults (see main/build-defaults.ts): `DESKTOP_DEFAULT_HOSTED_URL=https://cms.example.com
    // npm run package:desktop` makes a fresh install talk to that backend; the Backend menu overrides it.
    define: {
      __DESKTOP_DEFAULT_HOSTED_URL__: JSON.stringify(process.env.DESKTOP_DEFAULT_HOSTED_URL ?? ''),
      __DESKTOP_DEFAULT_BACKEND__: JSON.stringify(process.env.DESKTOP_DEFAULT_BACKEND ?? ''),
      __DESKTOP_UPDATE_URL__: JSON.stringify(process.env.DESKTOP_UPDATE_URL ?? ''),
    },
    build: {
      outDir: 'out/main',
      // Every dependency is bundled into main (electron-store is ESM-only anyway), so the package carries no
      // node_modules at all: nothing of the server (better-sqlite3, fastify) can end up in it.
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve('main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can require only `electron`: every other import must be bundled in.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('preload/index.ts') },
        // The preload needs only the contract's channel names; treating zod calls as pure drops the unused
        // schemas (and with them zod) instead of shipping them to every window.
        treeshake: { manualPureFunctions: ['z'] },
        // A sandboxed preload must be a single CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react(), absoluteBase],
    build: {
      outDir: 'out/renderer',
      rollupOptions: {
        input: { index: resolve('renderer/index.html'), diagnostics: resolve('renderer/diagnostics.html') },
      },
    },
  },
});
