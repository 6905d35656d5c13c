import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Server tests hash passwords (scrypt) and sign in many times: 2-core CI machines under load need room.
          testTimeout: 20_000,
          // Each test's app is built in a hook (migrations, seed, a signed-in admin): at load averages of 20 to 28 on
          // this 2-core machine 17 tests failed on the default 10 s hook limit, all between 10.1 and 13.3 s.
          hookTimeout: 30_000,
          include: ['contract/**/*.test.ts', ...serverTests, 'tests/integration/**/*.test.ts', 'bench/**/*.test.ts'],
          // Each test's database is a copy of one seeded for the run, as on PostgreSQL below.
          globalSetup: ['server/test/sqlite-global-setup.ts'],
        },
      },
      {
        // The same server tests on PostgreSQL: createTestApp gives each app a fresh database copied from a
        // migrated template, in one throwaway cluster started for the run (server/test/postgres-cluster.ts).
        test: {
          name: 'node-postgres',
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // The migrations' rendered-text comparisons run on both engines too (issue 28: "both engines").
          include: [
            ...serverTests,
            'server/**/*.postgres-test.ts',
            'tests/integration/blocks-migration.test.ts',
            'tests/integration/prose-migration.test.ts',
            // The forms' targets without JavaScript store what they accept: on both engines.
            'tests/integration/form-posts.test.ts',
            // The insights pages read articles from the database: drafts stay out on both engines (issue 30).
            'tests/integration/insights-pages.test.ts',
          ],
          exclude: [
            ...configDefaults.exclude,
            // SQLite by nature: its file's pragmas, and a migration test reading SQLite's catalogue.
            'server/db/open-database.test.ts',
            'server/db/migrations/0004-spam-and-retention.test.ts',
          ],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['server/test/postgres-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'main',
          environment: 'node',
          include: ['main/**/*.test.ts', 'preload/**/*.test.ts', 'packaging/**/*.test.ts'],
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          // Form tests type with user-event key by key; on a busy 2-core machine some took over the default 5 s
          // (seen at load averages of 10 to 18) while passing in 2 s on an idle one.
          testTimeout: 20_000,
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
