// A fresh, migrated database per test file: embedded pglite in memory by default,
// or a brand-new PostgreSQL database when the suite runs its PostgreSQL leg
// (NUGGET_TEST_DB=postgres with TEST_DATABASE_URL pointing at the server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../../api/config.ts';
import { createPlatform } from '../../api/app.ts';
import type { Platform } from '../../api/context.ts';

export const onPostgres = process.env.NUGGET_TEST_DB === 'postgres';

function adminUrl(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates an empty database for this test file; returns its URL and a drop function. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!onPostgres) return { url: 'pglite:memory', drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('NUGGET_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `nugget_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: adminUrl(base, name),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789',
    LOG_LEVEL: 'silent',
    // The tests' IMAP and SMTP servers (Dovecot, smtp-server) listen on loopback.
    MAIL_ALLOW_PRIVATE_HOSTS: 'true',
    ...env,
  });
}

export type TestPlatform = Platform & { cleanup(): Promise<void> };

export async function createTestPlatform(env: Record<string, string> = {}, shared?: { url: string; drop(): Promise<void> }): Promise<TestPlatform> {
  // `shared`: several platforms (API processes) on one database; its owner drops it.
  const db = shared ? { url: shared.url, drop: async () => {} } : await freshDatabase();
  const config = testConfig(env);
  const platform = await createPlatform(config, { databaseUrl: db.url });
  return {
    ...platform,
    async cleanup() {
      await platform.jobs.stop();
      await platform.events.close();
      platform.limiter.close();
      await platform.db.close();
      await db.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
