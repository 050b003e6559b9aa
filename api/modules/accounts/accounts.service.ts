// Mail accounts (GraphQL `Account`): connecting, editing, removing, and the
// ownership rule every account id goes through. Credentials are sealed at rest.
import { z } from 'zod';
import type { AccountStatus, MailAccount, PrismaClient } from '../../db/generated/client.ts';
import { seal, unseal } from '../../platform/crypto.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { IMAP_PRESETS, PROVIDERS, isImapProvider } from './providers.ts';
import type { MailOAuthProvider, OAuthCredentials } from './mail-oauth.ts';
import type { MailService } from '../mail/mail.service.ts';

export function accountDisplayName(a: { displayName: string | null; email: string }) {
  return a.displayName?.trim() || a.email.split('@')[0] || a.email;
}

const imapInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Invalid email address' })),
  provider: z.enum(PROVIDERS, { message: 'Choose a mail provider' }),
  host: z.string().trim().min(1, 'IMAP server is required').max(255).optional(),
  port: z.coerce.number().int().min(1, 'Port must be 1–65535').max(65535, 'Port must be 1–65535').optional(),
  secure: z.boolean().optional(),
  user: z.string().trim().max(255).optional(),
  password: z.string().min(1, 'Password is required').max(1024),
  smtpHost: z.string().trim().max(255).optional(),
  smtpPort: z.coerce.number().int().min(1).max(65535).optional(),
  smtpSecure: z.boolean().optional(),
  displayName: z.string().trim().max(100).optional(),
  company: z.string().trim().max(100).optional(),
  folders: z.array(z.string().max(500)).max(100).optional(),
});
export type ImapInput = z.input<typeof imapInput>;

const updateInput = z.object({
  displayName: z.string().trim().max(100, 'Display name is limited to 100 characters').nullish(),
  company: z.string().trim().max(100, 'Company is limited to 100 characters').nullish(),
  folders: z.array(z.string().max(500)).max(100).optional(),
});

function fieldErrors(error: z.ZodError) {
  const seen = new Set<string>();
  return ValidationError.fromFields(
    error.issues.map((i) => ({ name: String(i.path[0] ?? 'input'), message: i.message })).filter((e) => (seen.has(e.name) ? false : (seen.add(e.name), true))),
  );
}

/** How Nugget logs in over IMAP: a password, or an XOAUTH2 access token. */
export type ImapSettings = { host: string; port: number; secure: boolean; user: string } & (
  { password: string; accessToken?: undefined } | { accessToken: string; password?: undefined }
);

/** Validates an IMAP connection request and fills in the provider's preset. */
export function parseImapInput(input: unknown) {
  const parsed = imapInput.safeParse(input);
  if (!parsed.success) throw fieldErrors(parsed.error);
  const d = parsed.data;
  if (!isImapProvider(d.provider)) throw ValidationError.fromFields([{ name: 'provider', message: 'Gmail connects through Google sign-in, not a password.' }]);
  const preset = IMAP_PRESETS[d.provider] ?? null;
  const host = d.host ?? preset?.imapHost;
  if (!host) throw ValidationError.fromFields([{ name: 'host', message: 'IMAP server is required for this provider' }]);
  const secure = d.secure ?? preset?.imapSecure ?? true;
  const settings: ImapSettings = { host, port: d.port ?? preset?.imapPort ?? (secure ? 993 : 143), secure, user: d.user || d.email, password: d.password };
  const smtp = {
    smtpHost: d.smtpHost ?? preset?.smtpHost ?? host.replace(/^imap\./, 'smtp.'),
    smtpPort: d.smtpPort ?? preset?.smtpPort ?? 465,
    smtpSecure: d.smtpSecure ?? preset?.smtpSecure ?? true,
  };
  return { data: d, settings, smtp };
}

export type ParsedImap = ReturnType<typeof parseImapInput>;

/** A Gmail account's sync cursor (history id), stored in the sync's transaction with the mail it covers. */
export const saveGmailCursor = (tx: Pick<PrismaClient, 'mailAccount'>, accountId: string, historyId: string) =>
  tx.mailAccount.update({ where: { id: accountId }, data: { gmailHistoryId: historyId } });

/** An IMAP account's folders and their sync cursors (UIDVALIDITY, last UID, MODSEQ), in the sync's transaction. */
export const mailFolders = {
  list: (tx: Pick<PrismaClient, 'mailFolder'>, accountId: string) => tx.mailFolder.findMany({ where: { accountId } }),
  /** A folder new at the server: synced when it has a role (inbox, sent…), else when the user picks it. */
  add: (tx: Pick<PrismaClient, 'mailFolder'>, accountId: string, path: string, role: string | null) =>
    tx.mailFolder.create({ data: { accountId, path, role, selected: role !== null } }),
  /** A folder's role changed at the server (a role makes it synced). */
  setRole: (tx: Pick<PrismaClient, 'mailFolder'>, id: string, role: string | null) =>
    tx.mailFolder.update({ where: { id }, data: { role, ...(role ? { selected: true } : {}) } }),
  saveCursor: (
    tx: Pick<PrismaClient, 'mailFolder'>,
    accountId: string,
    path: string,
    cursor: { uidValidity: bigint; lastUid: number; highestModseq?: bigint | null },
  ) => tx.mailFolder.update({ where: { accountId_path: { accountId, path } }, data: cursor }),
  /** Folders gone from the server. */
  remove: (tx: Pick<PrismaClient, 'mailFolder'>, accountId: string, paths: string[]) => tx.mailFolder.deleteMany({ where: { accountId, path: { in: paths } } }),
};

export function createAccountsService(
  prisma: PrismaClient,
  sealKey: Buffer,
  /** The mail a removed mailbox takes with it (the mail service depends on this one: bound late). */
  mail: Pick<MailService, 'emailIdsOfAccount' | 'deleteUnsourced'>,
) {
  /** The server's folders; INBOX and Sent are always synced, others when picked. */
  async function recordFolders(accountId: string, folders: { path: string; role: string | null }[], picked?: string[]) {
    const wanted = new Set(picked ?? []);
    for (const f of folders) {
      const selected = f.role === 'inbox' || f.role === 'sent' || wanted.has(f.path);
      await prisma.mailFolder.upsert({
        where: { accountId_path: { accountId, path: f.path } },
        create: { accountId, path: f.path, role: f.role, selected },
        update: { role: f.role, ...(picked ? { selected } : {}) },
      });
    }
  }

  const service = {
    /** The account if it belongs to the user, else null (never another user's). */
    findOwned: (userId: string, accountId: string) => prisma.mailAccount.findFirst({ where: { id: accountId, userId } }),

    async requireOwned(userId: string, accountId: string): Promise<MailAccount> {
      const account = await service.findOwned(userId, accountId);
      if (!account) throw new NotFoundError('Account not found');
      return account;
    },

    list: (userId: string) => prisma.mailAccount.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),

    /** The user's Gmail accounts granted any of `scopes` and not needing a reconnect or disabled, oldest first. */
    usableGmailWithScopes: (userId: string, scopes: string[]) =>
      prisma.mailAccount.findMany({
        where: { userId, provider: 'gmail', grantedScopes: { hasSome: scopes }, status: { notIn: ['needs_reconnect', 'disabled'] } },
        orderBy: { createdAt: 'asc' },
      }),

    /** The user's connected mailboxes in working order (active or syncing, imports aside), oldest first: those that may send. */
    working: (userId: string) =>
      prisma.mailAccount.findMany({
        where: { userId, provider: { not: 'imported' }, status: { in: ['active', 'syncing'] } },
        orderBy: { createdAt: 'asc' },
      }),

    /** How many mailboxes and imports the user has. */
    count: (userId: string) => prisma.mailAccount.count({ where: { userId } }),

    /** When any of the user's mailboxes last synced; null before the first sync. */
    async lastSyncAt(userId: string): Promise<Date | null> {
      const last = await prisma.mailAccount.findFirst({
        where: { userId, lastSyncAt: { not: null } },
        orderBy: { lastSyncAt: 'desc' },
        select: { lastSyncAt: true },
      });
      return last?.lastSyncAt ?? null;
    },

    /** An account by id, whoever owns it: for jobs, which carry only the id. Null once removed. */
    byId: (accountId: string) => prisma.mailAccount.findUnique({ where: { id: accountId } }),
    /** Accounts by id, whoever owns them (the caller read the ids from the user's own rows). */
    byIds: (accountIds: string[]) => prisma.mailAccount.findMany({ where: { id: { in: accountIds } } }),

    /** What the last (or running) sync says about the account: its status, why, when it last finished. */
    setSyncState: (accountId: string, state: { status: AccountStatus; statusMessage?: string | null; lastSyncAt?: Date }) =>
      prisma.mailAccount.update({ where: { id: accountId }, data: state }),

    /**
     * The state a sync that failed on its login leaves, only while the mailbox still holds the credentials that sync
     * used: a reconnect that landed meanwhile is not undone by a job that started before it.
     */
    setSyncStateIfCredentials: (accountId: string, sealedCredentials: string | null, state: { status: AccountStatus; statusMessage?: string | null }) =>
      prisma.mailAccount.updateMany({ where: { id: accountId, sealedCredentials }, data: state }),

    /** Accounts left `syncing` by a process that was killed are active again (their sync job runs again). */
    endInterruptedSyncs: () => prisma.mailAccount.updateMany({ where: { status: 'syncing' }, data: { status: 'active' } }),

    /** Every account the periodic sync should visit: connected mailboxes that are healthy or failed last time. */
    periodicSyncIds: async () =>
      (await prisma.mailAccount.findMany({ where: { provider: { not: 'imported' }, status: { in: ['active', 'error'] } }, select: { id: true } })).map(
        (a) => a.id,
      ),

    credentials(account: Pick<MailAccount, 'sealedCredentials'>): Record<string, any> | null {
      return account.sealedCredentials ? JSON.parse(unseal(sealKey, account.sealedCredentials)) : null;
    },

    async saveCredentials(accountId: string, value: Record<string, any>): Promise<void> {
      await prisma.mailAccount.update({ where: { id: accountId }, data: { sealedCredentials: seal(sealKey, JSON.stringify(value)) } });
    },

    /** Stores new credentials and returns them sealed, as a sync that refreshed them now holds them. */
    async saveCredentialsSealed(accountId: string, value: Record<string, any>): Promise<string> {
      const sealed = seal(sealKey, JSON.stringify(value));
      await prisma.mailAccount.update({ where: { id: accountId }, data: { sealedCredentials: sealed } });
      return sealed;
    },

    parseImap: parseImapInput,

    /** Creates (or, reconnecting, updates) an IMAP account once the server accepted the login. */
    async saveImap(userId: string, parsed: ParsedImap, folders: { path: string; role: string | null }[]) {
      const { data, settings, smtp } = parsed;
      const fields = {
        displayName: data.displayName || null,
        company: data.company || null,
        imapHost: settings.host,
        imapPort: settings.port,
        imapSecure: settings.secure,
        ...smtp,
        status: 'active' as const,
        statusMessage: null,
        sealedCredentials: seal(sealKey, JSON.stringify({ user: settings.user, password: settings.password })),
      };
      const account = await prisma.mailAccount.upsert({
        where: { userId_provider_email: { userId, provider: data.provider, email: data.email } },
        create: { userId, provider: data.provider, email: data.email, ...fields },
        update: { ...fields, grantedScopes: [] },
      });
      await recordFolders(account.id, folders, data.folders);
      return account;
    },

    /**
     * Creates (or, reconnecting, re-authorises) an Outlook or Yahoo mailbox that signed
     * in through its provider: XOAUTH2 tokens sealed, the provider's servers, the
     * scopes granted (which also mark the account as connected by sign-in).
     */
    async saveOAuthImap(
      userId: string,
      p: Pick<MailOAuthProvider, 'id' | 'imap' | 'smtp'>,
      credentials: OAuthCredentials,
      scopes: string[],
      folders: { path: string; role: string | null }[],
    ) {
      const fields = {
        imapHost: p.imap.host,
        imapPort: p.imap.port,
        imapSecure: p.imap.secure,
        smtpHost: p.smtp.host,
        smtpPort: p.smtp.port,
        smtpSecure: p.smtp.secure,
        grantedScopes: scopes,
        status: 'active' as const,
        statusMessage: null,
        sealedCredentials: seal(sealKey, JSON.stringify(credentials)),
      };
      const account = await prisma.mailAccount.upsert({
        where: { userId_provider_email: { userId, provider: p.id, email: credentials.user } },
        create: { userId, provider: p.id, email: credentials.user, ...fields },
        update: fields,
      });
      await recordFolders(account.id, folders);
      return account;
    },

    /**
     * Creates the Gmail account or re-authorises the existing one (status back to
     * active). Null when Google gave no refresh token and none is stored.
     */
    async saveGmail(
      userId: string,
      email: string,
      tokens: { refresh_token?: string | null; access_token?: string | null; expiry_date?: number | null; scope?: string; token_type?: string | null },
    ) {
      const where = { userId_provider_email: { userId, provider: 'gmail', email } };
      const existing = await prisma.mailAccount.findUnique({ where });
      const refreshToken = tokens.refresh_token ?? (existing ? service.credentials(existing)?.refresh_token : null);
      if (!refreshToken) return null;
      const scopes = (tokens.scope ?? '').split(/\s+/).filter(Boolean);
      const { access_token, expiry_date, scope, token_type } = tokens;
      const sealedCredentials = seal(sealKey, JSON.stringify({ refresh_token: refreshToken, access_token, expiry_date, scope, token_type }));
      return prisma.mailAccount.upsert({
        where,
        create: { userId, provider: 'gmail', email, grantedScopes: scopes, status: 'active', sealedCredentials },
        update: { grantedScopes: scopes, status: 'active', statusMessage: null, sealedCredentials },
      });
    },

    /** The user's ventures: the companies their mailboxes belong to, one name per venture (case-insensitively), sorted. */
    async ventures(userId: string): Promise<string[]> {
      const rows = await prisma.mailAccount.findMany({ where: { userId, company: { not: null } }, select: { company: true }, orderBy: { createdAt: 'asc' } });
      const byKey = new Map<string, string>();
      for (const r of rows) {
        const name = r.company?.trim();
        if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
      }
      return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },

    /** The local account an archive is imported into (one per archive source). */
    async importedAccount(userId: string, sourceName: string) {
      const slug =
        sourceName
          .toLowerCase()
          .replace(/[^a-z0-9._-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60) || 'archive';
      const key = { userId_provider_email: { userId, provider: 'imported', email: `${slug}@imported.local` } };
      try {
        return await prisma.mailAccount.upsert({
          where: key,
          create: { userId, provider: 'imported', email: `${slug}@imported.local`, displayName: `Imported · ${sourceName}`.slice(0, 100) },
          update: {},
        });
      } catch (e) {
        // Two uploads of the same name at once: on PostgreSQL both upserts may insert, and the second loses the race.
        if ((e as { code?: string }).code === 'P2002') return prisma.mailAccount.findUniqueOrThrow({ where: key });
        throw e;
      }
    },

    async update(userId: string, accountId: string, input: unknown) {
      const account = await service.requireOwned(userId, accountId);
      const parsed = updateInput.safeParse(input ?? {});
      if (!parsed.success) throw fieldErrors(parsed.error);
      const { displayName, company, folders } = parsed.data;
      if (folders) {
        await prisma.mailFolder.updateMany({ where: { accountId, role: null }, data: { selected: false } });
        await prisma.mailFolder.updateMany({ where: { accountId, path: { in: folders } }, data: { selected: true } });
      }
      return prisma.mailAccount.update({
        where: { id: account.id },
        data: {
          ...(displayName !== undefined ? { displayName: displayName || null } : {}),
          ...(company !== undefined ? { company: company || null } : {}),
        },
      });
    },

    /** Removes the account and the mail only it held (mail also in another mailbox stays). */
    async remove(userId: string, accountId: string) {
      const account = await service.requireOwned(userId, accountId);
      await prisma.$transaction(
        async (tx) => {
          const emailIds = await mail.emailIdsOfAccount(account.id, tx);
          await tx.mailAccount.delete({ where: { id: account.id } }); // cascades to its sources, folders, runs
          await mail.deleteUnsourced(userId, emailIds, tx);
        },
        { timeout: 120_000 },
      );
      return account;
    },
  };
  return service;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
