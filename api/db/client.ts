// Prisma client factory: embedded pglite by default, PostgreSQL when a URL is given.
import fs from 'node:fs';
import path from 'node:path';
import { PrismaClient } from './generated/client.ts';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

export type Database = {
  prisma: PrismaClient;
  /** The adapter factory, shared with the migrator. */
  adapter: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgresql';
  /** The URL it was opened with (postgres://… or pglite:…). */
  url: string;
  /** The embedded database itself (its one connection), for engines that run on it beside Prisma. */
  pglite?: import('@electric-sql/pglite').PGlite;
  /** Hears every SQL statement the client sends (tests count queries per page with it); returns the unsubscribe. */
  onQuery(listener: (sql: string) => void): () => void;
  close(): Promise<void>;
};

/** A client whose statements can be listened to (Prisma's query events, off the hot path when nobody listens). */
function listenedClient(adapter: SqlMigrationAwareDriverAdapterFactory) {
  const prisma = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  const listeners = new Set<(sql: string) => void>();
  prisma.$on('query', (e) => {
    for (const l of listeners) l(e.query);
  });
  const onQuery = (listener: (sql: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { prisma, onQuery };
}

/**
 * `url` is a postgres:// URL, or `pglite:<dir>`, or `pglite:memory` (tests).
 */
export async function openDatabase(url: string): Promise<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const adapter = new PrismaPg({ connectionString: url, max: 10 });
    const { prisma, onQuery } = listenedClient(adapter);
    return { prisma, adapter, kind: 'postgresql', url, onQuery, close: () => prisma.$disconnect() };
  }
  if (!url.startsWith('pglite:')) throw new Error(`Unsupported database URL: ${url}`);
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([import('@electric-sql/pglite'), import('pglite-prisma-adapter')]);
  const dir = url.slice('pglite:'.length);
  let pg: InstanceType<typeof PGlite>;
  let unlock = () => {};
  if (dir === 'memory') {
    pg = await PGlite.create();
  } else {
    fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    unlock = lockDirectory(path.resolve(dir));
    pg = await PGlite.create(path.resolve(dir));
  }
  const adapter = new PrismaPGlite(pg);
  const { prisma, onQuery } = listenedClient(adapter);
  return {
    prisma,
    adapter,
    kind: 'pglite',
    url,
    pglite: pg,
    onQuery,
    async close() {
      await prisma.$disconnect();
      await pg.close();
      unlock();
    },
  };
}

/**
 * The embedded database is one process's: a second process opening the same
 * directory would corrupt it. A pid lock file refuses that with a clear message
 * (a lock left by a killed process is taken over).
 */
function lockDirectory(dir: string): () => void {
  const lock = `${dir}.lock`;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.rmSync(lock);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The embedded database in ${path.dirname(dir)} is in use by another Nugget process (pid ${holder}). ` +
            'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
        );
      }
      fs.rmSync(lock, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

export function databaseUrlFor(config: { DATABASE_URL?: string; dataDir: string }): string {
  return config.DATABASE_URL ?? `pglite:${path.join(config.dataDir, 'pglite')}`;
}
