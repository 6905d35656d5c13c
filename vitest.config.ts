import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'main',
          environment: 'node',
          include: ['main/**/*.test.ts', 'preload/**/*.test.ts'],
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
