// kill -9 during an import, restart, and the mailbox ends exactly as an
// uninterrupted import leaves it: nothing lost, nothing twice.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres, testConfig } from '../helpers/platform.ts';
import { createPlatform } from '../../api/app.ts';
import { createServices } from '../../api/context.ts';
import { spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = tempDir('nugget-kill-');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

/** A data directory (or PostgreSQL database) with one user; closed again so the CLI can open it. */
async function prepare(name: string) {
  const db = await freshDatabase();
  cleanups.push(() => db.drop());
  const env = { DATA_DIR: path.join(work, name), ...(onPostgres ? { DATABASE_URL: db.url } : {}) };
  const platform = await createPlatform(testConfig(env), { databaseUrl: onPostgres ? db.url : undefined });
  await createServices(platform).users.create({ email: 'founder@example.com' });
  await platform.db.close();
  return env;
}

function cli(env: Record<string, string>, file: string, onLine?: (line: string, kill: () => void) => void) {
  return new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli.ts', 'import', '--user', 'founder@example.com', file], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn', SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const kill = () => child.kill('SIGKILL');
    child.stdout.on('data', (c) => {
      out += c;
      for (const line of String(c).split('\n')) if (line.trim()) onLine?.(line, kill);
    });
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

async function counts(env: Record<string, string>) {
  const platform = await createPlatform(testConfig(env), { databaseUrl: env.DATABASE_URL });
  try {
    const p = platform.prisma;
    const [emails, sources, distinctIds, runs] = await Promise.all([
      p.email.count(),
      p.emailSource.count(),
      p.email.findMany({ select: { messageId: true }, distinct: ['messageId'] }),
      p.syncRun.findMany({ orderBy: { startedAt: 'asc' } }),
    ]);
    return { emails, sources, distinctMessageIds: distinctIds.length, runs };
  } finally {
    await platform.db.close();
  }
}

describe('kill -9 during an import', () => {
  it('resumes to exactly the uninterrupted result', async () => {
    const mbox = writeMbox(path.join(work, 'archive.mbox'), [...spamAssassin('easy_ham', 300), ...spamAssassin('spam', 100)]);

    const reference = await prepare('reference');
    const full = await cli(reference, mbox);
    expect(full.code, full.out).toBe(0);
    const expected = await counts(reference);
    expect(expected.emails).toBeGreaterThan(350);

    const victim = await prepare('victim');
    let stored = 0;
    const killed = await cli(victim, mbox, (line, kill) => {
      const m = line.match(/(\d+) stored/);
      if (m && Number(m[1]) > 0) {
        stored = Number(m[1]);
        kill();
      }
    });
    expect(killed.signal).toBe('SIGKILL');
    const partial = await counts(victim);
    expect(stored).toBeGreaterThan(0);
    expect(partial.emails).toBeGreaterThanOrEqual(stored); // what it reported stored is really there
    expect(partial.emails).toBeLessThan(expected.emails); // and it really was cut off

    const resumed = await cli(victim, mbox);
    expect(resumed.code, resumed.out).toBe(0);
    expect(resumed.out).toMatch(new RegExp(`Imported ${expected.emails - partial.emails} new email`));
    const after = await counts(victim);
    expect({ emails: after.emails, sources: after.sources, distinct: after.distinctMessageIds }).toEqual({
      emails: expected.emails,
      sources: expected.sources,
      distinct: expected.distinctMessageIds,
    });
    // The interrupted run is recorded as such; the resumed one succeeded.
    expect(after.runs.map((r) => r.status)).toEqual(['failed', 'succeeded']);
  }, 300_000); // three real CLI processes; slow on a loaded two-core machine
});
