// Two legs: every test on the embedded database (pglite), and — when
// TEST_DATABASE_URL is set — the database-touching tests again on PostgreSQL,
// each test file in a fresh database.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql instance: the CommonJS build that Node hands the server's dependencies
// (vite would otherwise pick the .mjs build for our own files: "another realm").
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for what a user would see happen (a row stored, a count moved); on a loaded
    // 2-core CI machine that can take seconds, so its default second is far too short.
    expect: { poll: { timeout: 15_000 } },
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: ['tests/**/*.test.ts'], exclude: ['tests/scale-out/**'], env: { NUGGET_TEST_DB: 'pglite' } },
      },
      ...(pgUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['tests/integration/**/*.test.ts'],
                env: { NUGGET_TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl },
              },
            },
          ]
        : []),
      // Several API processes sharing PostgreSQL and Redis (the scale-out path).
      ...(pgUrl && redisUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'scale-out',
                include: ['tests/scale-out/**/*.test.ts'],
                env: { NUGGET_TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl },
              },
            },
          ]
        : []),
    ],
  },
});
