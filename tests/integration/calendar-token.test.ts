// The calendar feed's secret URL (issue 17): the token created by default has at least
// 128 random bits (crypto.randomBytes, base64url), never a cuid sharing characters with
// the user's id; old cuid tokens are replaced by the migration.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Longest run of characters two strings share. */
function longestCommon(a: string, b: string): number {
  let best = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let k = 0;
      while (a[i + k] !== undefined && a[i + k] === b[j + k]) k++;
      best = Math.max(best, k);
    }
  return best;
}

async function feedToken(c: TestClient) {
  const { calendarFeedUrl } = await c.gql<{ calendarFeedUrl: string }>('{ calendarFeedUrl }');
  return calendarFeedUrl.match(/\/api\/calendar\/([^/]+)\.ics$/)![1]!;
}

describe('calendar feed token', () => {
  it('is created with at least 128 random bits, unlike the user id', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = new TestClient(server.url);
      const { id } = await c.register(`feed-${i}-${Date.now()}@example.com`);
      const token = await feedToken(c);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(token).not.toMatch(/^c[a-z0-9]{24}$/); // not a cuid
      expect(longestCommon(token, id)).toBeLessThan(5);
      const ics = await fetch(`${server.url}/api/calendar/${token}.ics`);
      expect(ics.status).toBe(200);
      tokens.push(token);
    }
    expect(new Set(tokens).size).toBe(3);
  });

  it('the migration replaces old cuid tokens and keeps rotated ones', async () => {
    const prisma = server.platform.prisma;
    const old = await prisma.user.create({
      data: { email: `old-${Date.now()}@example.com`, settings: { create: { calendarFeedToken: 'cmfz1x2y30000abcdefghijkl' } } },
    });
    const rotated = 'A'.repeat(32);
    const kept = await prisma.user.create({ data: { email: `rot-${Date.now()}@example.com`, settings: { create: { calendarFeedToken: rotated } } } });
    const sql = fs.readFileSync('prisma/migrations/20261126120000_calendar_feed_token_random/migration.sql', 'utf8');
    await prisma.$executeRawUnsafe(sql.replace(/^--.*$/gm, ''));
    const after = await prisma.userSettings.findUniqueOrThrow({ where: { userId: old.id } });
    expect(after.calendarFeedToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await prisma.userSettings.findUniqueOrThrow({ where: { userId: kept.id } })).calendarFeedToken).toBe(rotated);
  });
});
