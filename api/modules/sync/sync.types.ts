// What a mail source (Gmail, IMAP, an archive) gets from the sync runner.
import type { MailAccount } from '../../db/generated/client.ts';
import type { BatchResult, IncomingMessage, Tx } from '../mail/mail.ingest.ts';
import type { Logger } from '../../platform/logger.ts';

export type SyncContext = {
  account: MailAccount;
  /** The account's unsealed credentials (OAuth tokens or IMAP password), parsed JSON. */
  credentials(): Record<string, any> | null;
  /** Replaces the stored credentials (refreshed tokens), sealed at rest. */
  saveCredentials(value: Record<string, any>): Promise<void>;
  /** Stores a batch; `advanceCursor` runs in the same transaction as the rows. */
  store(messages: IncomingMessage[], advanceCursor?: (tx: Tx) => Promise<void>): Promise<BatchResult>;
  /** Other database work of the source (flag updates, cursor-only moves, expunges), in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  progress(update: { phase?: string; total?: number | null; fetched?: number; message?: string | null }): void;
  signal: AbortSignal;
  logger: Logger;
  kind: 'full' | 'incremental' | 'import';
};

export type FlagChange = { read?: boolean; starred?: boolean; archived?: boolean; deleted?: boolean };

/** One copy of a message at the provider, with the change the user made in Nugget. */
export type FlagPush = { providerId: string; folder: string | null; uid: number | null; labelIds: string[]; change: FlagChange };

export interface MailSource {
  /** Brings the account up to date; resumable from the cursor it stores through `store`. */
  sync(ctx: SyncContext): Promise<{ kind?: 'full' | 'incremental' } | void>;
  /** Applies flag changes made in Nugget at the provider (read, starred, archived, deleted). */
  pushFlags?(ctx: Omit<SyncContext, 'store' | 'progress' | 'kind'>, pushes: FlagPush[]): Promise<void>;
}

/** The provider refused our credentials: the user must reconnect the account. */
export class ReconnectRequiredError extends Error {
  override name = 'ReconnectRequiredError';
}
