// The archive journey of issue 16, judged where the user sees it: 351 Enron business mails and 49 spam mails imported
// into a new account. The mine's nuggets are not empty, no spam mail puts a commitment on the board, and no forward
// with no words of the sender's own is a nugget. Read from the real import and analysis, on the database.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { EVAL, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';
import { newText } from '../../api/modules/analysis/local/clean.ts';
import { parseMessage } from '../../api/modules/mail/mail.parse.ts';

let server: TestServer;
let userId: string;
const dir = tempDir();
const spamIds = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  const client = new TestClient(server.url);
  userId = (await client.register(`miner-${Date.now()}@example.com`)).id;
  // Every eighth message of the business folders (1, 4, 5, 6), in a fixed order: 351 mails of many mailboxes.
  const enron = ['1', '4', '5', '6']
    .flatMap((f) =>
      fs
        .readdirSync(path.join(EVAL, 'enron-berkeley-categories', f))
        .filter((n) => n.endsWith('.txt'))
        .sort()
        .map((n) => path.join(EVAL, 'enron-berkeley-categories', f, n)),
    )
    .filter((_, i) => i % 4 === 0)
    .slice(0, 351)
    .map((p) => fs.readFileSync(p));
  const spam = spamAssassin('spam', 49);
  for (const raw of spam) spamIds.add((await parseMessage(raw)).messageId);
  writeMbox(path.join(dir, 'archive.mbox'), [...enron, ...spam]);
  await server.app.services.sync.importArchive(userId, [path.join(dir, 'archive.mbox')]);
  await server.platform.jobs.idle();
}, 600_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an imported archive of business mail and spam', () => {
  it('has nuggets for the mine, none of them spam', async () => {
    const emails = await server.platform.prisma.email.findMany({ where: { userId }, select: { messageId: true, nuggetScore: true } });
    expect(emails.length).toBe(400);
    const nuggets = emails.filter((e) => (e.nuggetScore ?? 0) >= 70);
    // None of it is addressed to this new account (it is others' mail), so few are: but the mine opens on some.
    expect(nuggets.length).toBeGreaterThanOrEqual(5);
    expect(nuggets.filter((e) => spamIds.has(e.messageId ?? ''))).toEqual([]);
  });

  it('puts no commitment of a spam mail on the board', async () => {
    const fromSpam = await server.platform.prisma.commitment.findMany({
      where: { userId, email: { messageId: { in: [...spamIds] } } },
      select: { title: true, status: true },
    });
    expect(fromSpam).toEqual([]);
  });

  it('makes no nugget of a forward with no words of its own', async () => {
    const emails = await server.platform.prisma.email.findMany({ where: { userId }, select: { subject: true, textBody: true, nuggetScore: true } });
    const bare = emails.filter((e) => {
      const clean = newText(e.textBody);
      return (clean.forwarded || clean.quoted) && clean.text.replace(/\s+/g, ' ').trim().length < 40;
    });
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.filter((e) => (e.nuggetScore ?? 0) >= 70).map((e) => e.subject)).toEqual([]);
  });
});
