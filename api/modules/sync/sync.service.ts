// Runs syncs and imports: one at a time per account (a keyed job), recorded as
// SyncRun rows, published live as `syncProgress`, and leaving the account's
// status telling the truth (active, syncing, needs_reconnect, error).
import fs from 'node:fs';
import path from 'node:path';
import type { MailAccount, PrismaClient, SyncRun } from '../../db/generated/client.ts';
import type { EventBus, SyncProgressEvent } from '../../platform/events.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { IncomingMessage, MailIngest, BatchResult } from '../mail/mail.ingest.ts';
import type { MailService } from '../mail/mail.service.ts';
import { ValidationError } from '../../platform/errors.ts';
import { ReconnectRequiredError, type FlagChange, type MailSource, type SyncContext } from './sync.types.ts';
import { IMPORT_QUEUE, PUSH_FLAGS_QUEUE, SYNC_QUEUE } from './sync.queues.ts';
import { countMessages, readArchive, scanArchive } from './archive.source.ts';
import { verifyImapLogin } from './imap.source.ts';

export { IMPORT_QUEUE, SYNC_QUEUE };
/** A full sync of a large mailbox, or a large archive, may take hours: no other worker takes it over before. */
const LONG_JOB_SECONDS = 6 * 3600;
const BATCH = 100;

export type ImportResult = {
  accountId: string;
  runId: string;
  imported: number;
  duplicates: number;
  unparseable: number;
  total: number;
  /** A warning for the user (mail dated before their retention window), or null. */
  notice: string | null;
};

type Deps = {
  prisma: PrismaClient;
  jobs: JobQueue;
  events: EventBus;
  logger: Logger;
  accounts: AccountsService;
  mail: Pick<MailService, 'sourcesOf'>;
  ingest: MailIngest;
  /** provider → source; IMAP-family providers share one. */
  sourceFor: (account: MailAccount) => MailSource | null;
  uploadsDir: string;
  /** What an import must tell the user about the mail it stored (the retention window). */
  importNotice: (userId: string, emailIds: string[]) => Promise<string | null>;
  /** MAIL_ALLOW_PRIVATE_HOSTS: an IMAP server on this server's own network may be reached. */
  allowPrivateHosts: boolean;
};

export function createSyncService(d: Deps) {
  /** Tracks one run: counters, throttled progress events, the SyncRun row. */
  async function startRun(account: MailAccount, kind: string) {
    const run = await d.prisma.syncRun.create({ data: { userId: account.userId, accountId: account.id, kind } });
    const state: SyncProgressEvent = {
      accountId: account.id,
      runId: run.id,
      phase: 'starting',
      fetched: 0,
      stored: 0,
      duplicates: 0,
      total: null,
      errors: 0,
      done: false,
      message: null,
    };
    let lastPublish = 0;
    const publish = (force = false) => {
      const now = Date.now();
      if (!force && now - lastPublish < 200) return;
      lastPublish = now;
      d.events.publish('syncProgress', account.id, { ...state });
    };
    const save = () =>
      d.prisma.syncRun.update({
        where: { id: run.id },
        data: { phase: state.phase, fetched: state.fetched, stored: state.stored, duplicates: state.duplicates, total: state.total, errors: state.errors },
      });
    publish(true);
    return {
      run,
      state,
      progress(u: { phase?: string; total?: number | null; fetched?: number; message?: string | null }) {
        const phaseChanged = u.phase !== undefined && u.phase !== state.phase;
        Object.assign(state, Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined)));
        publish(phaseChanged);
      },
      async recordBatch(r: BatchResult, fetched: number) {
        state.fetched += fetched;
        // Counted as the user sees them: new emails, and copies of mail they already had
        // (re-delivered here, or the same message from another mailbox).
        state.stored += r.stored;
        state.errors += r.unparseable;
        state.duplicates += r.duplicates + r.linked;
        await save();
        publish();
      },
      get duplicates() {
        return state.duplicates;
      },
      async finish(error?: unknown, notice: string | null = null) {
        state.done = true;
        state.phase = error ? 'failed' : 'done';
        state.message = error ? (error as Error).message : notice;
        await d.prisma.syncRun.update({
          where: { id: run.id },
          data: {
            status: error ? 'failed' : 'succeeded',
            phase: state.phase,
            fetched: state.fetched,
            stored: state.stored,
            duplicates: state.duplicates,
            total: state.total,
            errors: state.errors,
            errorMessage: error ? state.message : null,
            notice,
            finishedAt: new Date(),
          },
        });
        publish(true);
      },
    };
  }

  async function runSync(accountId: string, options: { full?: boolean } = {}) {
    const account = await d.accounts.byId(accountId);
    if (!account) return; // removed meanwhile
    const source = d.sourceFor(account);
    if (!source) return;
    const tracker = await startRun(account, options.full ? 'full' : 'incremental');
    await d.accounts.setSyncState(account.id, { status: 'syncing', statusMessage: null });
    const controller = new AbortController();
    // The credentials this run holds (a token refresh replaces them): a login failure speaks only of these.
    let held = account.sealedCredentials;
    const ctx: SyncContext = {
      account,
      kind: options.full ? 'full' : 'incremental',
      credentials: () => d.accounts.credentials(account),
      saveCredentials: async (value) => {
        held = await d.accounts.saveCredentialsSealed(account.id, value);
      },
      store: async (messages, advanceCursor) => {
        tracker.progress({ phase: 'storing' });
        const r = await d.ingest.storeBatch(account, messages, advanceCursor);
        await tracker.recordBatch(r, messages.length);
        return r;
      },
      transaction: (fn) => d.prisma.$transaction(fn, { timeout: 120_000, maxWait: 60_000 }),
      progress: (u) => tracker.progress(u),
      signal: controller.signal,
      logger: d.logger,
    };
    try {
      const outcome = await source.sync(ctx);
      await d.prisma.syncRun.update({ where: { id: tracker.run.id }, data: { kind: outcome?.kind ?? ctx.kind } });
      await tracker.finish();
      await d.accounts.setSyncState(account.id, { status: 'active', statusMessage: null, lastSyncAt: new Date() });
    } catch (error) {
      const reconnect = error instanceof ReconnectRequiredError;
      d.logger.warn(`sync of account ${account.id} failed`, { error: (error as Error).message });
      await tracker.finish(error);
      const state = { status: reconnect ? ('needs_reconnect' as const) : ('error' as const), statusMessage: (error as Error).message.slice(0, 500) };
      // A reconnect that landed while this run failed on the old login stands.
      await (reconnect ? d.accounts.setSyncStateIfCredentials(account.id, held, state) : d.accounts.setSyncState(account.id, state));
      // A reconnect is the user's move; other failures are retried by the next scheduled sync.
    }
  }

  async function importInto(account: MailAccount, paths: string[], onProgress?: (s: SyncProgressEvent) => void): Promise<ImportResult> {
    // An import still marked running here was cut off (killed process): this one resumes it.
    await d.prisma.syncRun.updateMany({
      where: { accountId: account.id, kind: 'import', status: 'running' },
      data: { status: 'failed', phase: 'failed', errorMessage: 'Interrupted; resumed by a later import.', finishedAt: new Date() },
    });
    const tracker = await startRun(account, 'import');
    const unsubscribe = onProgress ? subscribeLocal(account.id, onProgress) : null;
    try {
      const entries = (await Promise.all(paths.map((p) => scanArchive(p)))).flat();
      if (!entries.length) throw new ValidationError('No mail found: give an .mbox file, .eml files or a Maildir folder.');
      tracker.progress({ phase: 'counting' });
      tracker.progress({ total: await countMessages(entries), phase: 'importing' });
      let batch: IncomingMessage[] = [];
      let bytes = 0;
      const storedIds: string[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const r = await d.ingest.storeBatch(account, batch);
        storedIds.push(...r.emailIds);
        await tracker.recordBatch(r, batch.length);
        onProgress?.({ ...tracker.state });
        batch = [];
        bytes = 0;
      };
      for await (const message of readArchive(entries)) {
        batch.push(message);
        bytes += message.raw.length;
        // Bounded by count and by bytes, so a batch of huge messages stays small in memory.
        if (batch.length >= BATCH || bytes > 32 * 1024 * 1024) await flush();
      }
      await flush();
      const notice = await d.importNotice(account.userId, storedIds);
      await tracker.finish(undefined, notice);
      await d.accounts.setSyncState(account.id, { lastSyncAt: new Date(), status: 'active' });
      return {
        notice,
        accountId: account.id,
        runId: tracker.run.id,
        imported: tracker.state.stored,
        duplicates: tracker.duplicates,
        unparseable: tracker.state.errors,
        total: tracker.state.total ?? tracker.state.fetched,
      };
    } catch (error) {
      await tracker.finish(error);
      throw error;
    } finally {
      unsubscribe?.();
    }
  }

  function subscribeLocal(accountId: string, fn: (s: SyncProgressEvent) => void) {
    const it = d.events.subscribe('syncProgress', accountId)[Symbol.asyncIterator]();
    let stopped = false;
    void (async () => {
      while (!stopped) {
        const r = await it.next();
        if (r.done) break;
        fn(r.value);
      }
    })();
    return () => {
      stopped = true;
      void it.return?.();
    };
  }

  /** Sends a flag change made in Nugget to every mailbox that holds those messages. */
  async function pushFlags(userId: string, emailIds: string[], change: FlagChange) {
    const sources = await d.mail.sourcesOf(userId, emailIds);
    const byAccount = new Map<string, typeof sources>();
    for (const s of sources) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
    const accounts = new Map((byAccount.size ? await d.accounts.byIds([...byAccount.keys()]) : []).map((a) => [a.id, a]));
    for (const [accountId, list] of byAccount) {
      const account = accounts.get(accountId);
      if (!account) continue; // removed meanwhile
      const source = d.sourceFor(account);
      if (!source?.pushFlags || account.status === 'needs_reconnect') continue;
      await source.pushFlags(
        {
          account,
          credentials: () => d.accounts.credentials(account),
          saveCredentials: (value) => d.accounts.saveCredentials(account.id, value),
          transaction: (fn) => d.prisma.$transaction(fn, { timeout: 120_000, maxWait: 60_000 }),
          signal: new AbortController().signal,
          logger: d.logger,
        },
        list.map((s) => ({ providerId: s.providerId, folder: s.folder, uid: s.uid, labelIds: s.labelIds, change })),
      );
    }
  }

  const service = {
    /**
     * Connects a mailbox by IMAP password: validates the input (provider presets),
     * checks the login with the server, stores the account (password sealed) and
     * queues its first, full sync. Both doors (GraphQL and REST) call this.
     */
    async connectImap(userId: string, input: unknown) {
      const parsed = d.accounts.parseImap(input);
      const folders = await verifyImapLogin(parsed.settings, { allowPrivate: d.allowPrivateHosts });
      const account = await d.accounts.saveImap(userId, parsed, folders);
      await service.requestSync(userId, account.id, { full: true });
      return account;
    },

    /** Queues a sync of one of the user's accounts (a sync already queued or running absorbs it). */
    async requestSync(userId: string, accountId: string, options: { full?: boolean } = {}) {
      const account = await d.accounts.requireOwned(userId, accountId);
      if (account.provider === 'imported') throw new ValidationError('Imported archives have nothing to sync: import the archive again to add mail.');
      await d.jobs.enqueue(SYNC_QUEUE, { accountId: account.id, full: !!options.full }, { key: account.id });
      return account;
    },

    async requestSyncAll(userId: string) {
      const accounts = (await d.accounts.list(userId)).filter((a) => a.provider !== 'imported' && a.status !== 'needs_reconnect');
      for (const a of accounts) await d.jobs.enqueue(SYNC_QUEUE, { accountId: a.id, full: false }, { key: a.id });
      return accounts;
    },

    /** Imports archive files (paths on this machine: the CLI, or uploads saved under DATA_DIR). */
    async importArchive(userId: string, paths: string[], sourceName?: string, onProgress?: (s: SyncProgressEvent) => void) {
      const name = sourceName ?? path.basename(paths[0] ?? 'archive');
      const account = await d.accounts.importedAccount(userId, name);
      return importInto(account, paths, onProgress);
    },

    /** Saves an uploaded archive and imports it in the background; progress arrives as syncProgress. */
    async queueUploadedArchive(userId: string, file: { name: string; data: Buffer }) {
      fs.mkdirSync(d.uploadsDir, { recursive: true });
      const tmp = path.join(d.uploadsDir, `upload-${Date.now()}-${Math.random().toString(36).slice(2)}`);
      await fs.promises.writeFile(tmp, file.data);
      return service.queueUploadedFile(userId, file.name, tmp);
    },

    /** Imports a file already saved under the uploads folder, in the background (the job deletes it after). */
    async queueUploadedFile(userId: string, name: string, tmpPath: string) {
      const account = await d.accounts.importedAccount(userId, name);
      // Keep the original extension: .mbox vs .eml decides how the file is read.
      const stored = path.join(d.uploadsDir, `${account.id}-${Date.now()}-${path.basename(name).replace(/[^\w.-]+/g, '_')}`);
      await fs.promises.rename(tmpPath, stored);
      await d.jobs.enqueue(IMPORT_QUEUE, { userId, accountId: account.id, file: stored });
      return account;
    },

    /**
     * Registers the job consumers and the periodic sync of every connected account.
     * `exclusive` (embedded database, one process): runs still marked running were cut
     * off by a killed process; their jobs run again, so close them as interrupted.
     */
    registerJobs(intervalMinutes: number, exclusive: boolean) {
      if (exclusive) {
        void (async () => {
          await d.prisma.syncRun.updateMany({
            where: { status: 'running' },
            data: { status: 'failed', phase: 'failed', errorMessage: 'Interrupted (the server stopped); resumed automatically.', finishedAt: new Date() },
          });
          await d.accounts.endInterruptedSyncs();
        })().catch((e) => d.logger.warn('could not close interrupted sync runs', { error: String(e) }));
      }
      d.jobs.handle(SYNC_QUEUE, (p: { accountId: string; full?: boolean }) => runSync(p.accountId, { full: p.full }), {
        concurrency: 2,
        timeoutSeconds: LONG_JOB_SECONDS,
      });
      d.jobs.handle(
        IMPORT_QUEUE,
        async (p: { accountId: string; file: string }) => {
          const account = await d.accounts.byId(p.accountId);
          try {
            if (account && fs.existsSync(p.file)) await importInto(account, [p.file]);
          } finally {
            await fs.promises.rm(p.file, { force: true });
          }
        },
        { timeoutSeconds: LONG_JOB_SECONDS },
      );
      d.jobs.handle(PUSH_FLAGS_QUEUE, (p: { userId: string; emailIds: string[]; change: FlagChange }) => pushFlags(p.userId, p.emailIds, p.change), {
        concurrency: 2,
      });
      d.jobs.handle('mail.sync-all', async () => {
        for (const id of await d.accounts.periodicSyncIds()) await d.jobs.enqueue(SYNC_QUEUE, { accountId: id, full: false }, { key: id });
      });
      if (intervalMinutes > 0) d.jobs.every('mail.sync-all', intervalMinutes * 60_000);
    },

    runSync,
    latestRuns: (accountIds: string[]) =>
      d.prisma.syncRun.findMany({ where: { accountId: { in: accountIds } }, orderBy: { startedAt: 'desc' }, distinct: ['accountId'] }) as Promise<SyncRun[]>,
  };
  return service;
}

export type SyncService = ReturnType<typeof createSyncService>;
