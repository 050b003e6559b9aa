// Says which database legs this run covers, and proves the PostgreSQL server is
// reachable before any test counts on it. Writes test-output/legs.json for .ci/run.
import fs from 'node:fs';
import pg from 'pg';

export default async function setup() {
  fs.mkdirSync('test-output', { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  let postgres: string | null = null;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      postgres = (await client.query('SHOW server_version')).rows[0].server_version;
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
    console.log(`[legs] pglite: yes · PostgreSQL ${postgres}: yes (a fresh database per test file)`);
  } else {
    console.log('[legs] pglite: yes · PostgreSQL: NOT RUN (set TEST_DATABASE_URL=postgres://user@host:5432/db to run it)');
  }
  let redis: string | null = null;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl && url) {
    const { Redis } = await import('ioredis');
    const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      redis = (await client.info('server')).match(/redis_version:(\S+)/)?.[1] ?? 'unknown';
    } catch (error) {
      throw new Error(`TEST_REDIS_URL is set but Redis is not reachable: ${(error as Error).message}`);
    } finally {
      client.disconnect();
    }
    console.log(`[legs] scale-out (two API processes on PostgreSQL + Redis ${redis}): yes`);
  } else {
    console.log('[legs] scale-out: NOT RUN (needs TEST_DATABASE_URL and TEST_REDIS_URL)');
  }
  fs.writeFileSync('test-output/legs.json', JSON.stringify({ pglite: true, postgres, redis }, null, 2));
}
