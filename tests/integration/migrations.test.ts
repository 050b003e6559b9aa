// The migrations folder is the truth for every database: applying it yields
// exactly the Prisma schema (no drift), and the history is Prisma's own format.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helpers/platform.ts';
import { applyMigrations, migrationsDir } from '../../api/db/migrator.ts';
import { sha256 } from '../../api/platform/crypto.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform?.cleanup());

describe('migrations', () => {
  it("records every migration in _prisma_migrations with Prisma's checksum", async () => {
    const folders = fs
      .readdirSync(migrationsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const rows = await platform.prisma.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
      SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(folders);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.checksum).toBe(sha256(fs.readFileSync(path.join(migrationsDir, row.migration_name, 'migration.sql'))));
    }
  });

  it('applies nothing the second time', async () => {
    expect(await applyMigrations(platform.db.adapter)).toEqual([]);
  });

  it('leaves no difference between the migrated database and schema.prisma', async () => {
    const { createMigration } = await import('../../api/db/migrator.ts');
    const before = fs.readdirSync(migrationsDir);
    const created = await createMigration(platform.db.adapter, 'drift_check');
    if (created) fs.rmSync(path.join(migrationsDir, created), { recursive: true, force: true });
    expect(created, 'schema.prisma has changes without a migration: run `npm run migrate -- create <name>`').toBeNull();
    expect(fs.readdirSync(migrationsDir)).toEqual(before);
  });

  it('has the full-text index and the per-user uniqueness the pipeline relies on', async () => {
    const indexes = await platform.prisma.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('Email', 'EmailSource')`;
    const defs = indexes.map((i) => i.indexdef).join('\n');
    expect(defs).toMatch(/USING gin \("searchVector"\)/);
    expect(defs).toMatch(/UNIQUE INDEX "Email_userId_identityKey_key"/);
    expect(defs).toMatch(/UNIQUE INDEX "EmailSource_accountId_providerId_key"/);
  });
});

describe('the retention opt-in migration', () => {
  it('turns retention off for every existing user (their 90 days was a default, not a choice)', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite();
    try {
      const folders = fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort();
      const at = folders.findIndex((f) => f.endsWith('_retention_opt_in'));
      expect(at).toBeGreaterThan(0);
      for (const f of folders.slice(0, at)) await db.exec(fs.readFileSync(path.join(migrationsDir, f, 'migration.sql'), 'utf8'));
      await db.exec(`INSERT INTO "User" (id, email, "updatedAt") VALUES ('u1', 'a@example.com', now()), ('u2', 'b@example.com', now());
        INSERT INTO "UserSettings" ("userId", "calendarFeedToken", "updatedAt") VALUES ('u1', 't1', now());
        INSERT INTO "UserSettings" ("userId", "calendarFeedToken", "dataRetentionDays", "updatedAt") VALUES ('u2', 't2', 30, now());`);
      expect((await db.query<{ d: number }>(`SELECT "dataRetentionDays" AS d FROM "UserSettings" ORDER BY "userId"`)).rows.map((r) => r.d)).toEqual([90, 30]);
      await db.exec(fs.readFileSync(path.join(migrationsDir, folders[at]!, 'migration.sql'), 'utf8'));
      expect((await db.query<{ d: number | null }>(`SELECT "dataRetentionDays" AS d FROM "UserSettings" ORDER BY "userId"`)).rows.map((r) => r.d)).toEqual([
        null,
        null,
      ]);
      await db.exec(
        `INSERT INTO "User" (id, email, "updatedAt") VALUES ('u3', 'c@example.com', now()); INSERT INTO "UserSettings" ("userId", "calendarFeedToken", "updatedAt") VALUES ('u3', 't3', now());`,
      );
      expect((await db.query<{ d: number | null }>(`SELECT "dataRetentionDays" AS d FROM "UserSettings" WHERE "userId" = 'u3'`)).rows[0]!.d).toBeNull();
    } finally {
      await db.close();
    }
  });
});
