import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { accountDisplayName } from './accounts.service.ts';
import { IMAP_PRESETS, PROVIDERS } from './providers.ts';
import { isGmailConfigured } from '../sync/gmail.source.ts';
import { signInPath } from './mail-oauth.ts';
import type { Config } from '../../config.ts';

export const AccountStatusEnum = builder.enumType('AccountStatus', {
  values: { active: {}, syncing: {}, needs_reconnect: {}, error: {}, disabled: {} } as const,
});

export const AccountConnectionEnum = builder.enumType('AccountConnection', {
  description: "How Nugget reaches the mailbox: the provider's sign-in (OAuth), a password, or an imported archive.",
  values: { sign_in: {}, password: {}, archive: {} } as const,
});

/** Where the browser signs in to connect (or reconnect) this kind of mailbox; null when it takes a password. */
export function signInUrlFor(config: Config, provider: string, loginHint?: string): string | null {
  if (provider === 'gmail') {
    if (!isGmailConfigured(config)) return null;
    return loginHint ? `/api/gmail/auth?login_hint=${encodeURIComponent(loginHint)}` : '/api/gmail/auth';
  }
  return signInPath(config, provider, loginHint);
}

export const AccountType = builder.prismaNode('MailAccount', {
  name: 'Account',
  id: { field: 'id' },
  // A foreign account id resolves to null, exactly like an unknown one.
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  // Select mode: never the sealed credentials unless a field reads them.
  select: { id: true },
  fields: (t) => ({
    email: t.exposeString('email'),
    provider: t.exposeString('provider'),
    displayName: t.string({ select: { displayName: true, email: true }, resolve: (a) => accountDisplayName(a) }),
    company: t.exposeString('company', { nullable: true, description: 'The venture this mailbox belongs to.' }),
    status: t.field({ type: AccountStatusEnum, select: { status: true }, resolve: (a) => a.status }),
    statusMessage: t.exposeString('statusMessage', { nullable: true }),
    lastSync: t.expose('lastSyncAt', { type: 'DateTime', nullable: true }),
    imapHost: t.exposeString('imapHost', { nullable: true }),
    imapPort: t.exposeInt('imapPort', { nullable: true }),
    imapSecure: t.exposeBoolean('imapSecure', { nullable: true, description: 'TLS from the start (true) or STARTTLS/plain (false).' }),
    loginUser: t.string({
      nullable: true,
      description: 'The IMAP login name (never the password), for reconnecting.',
      select: { sealedCredentials: true, provider: true },
      resolve: (a, _args, ctx) => (a.provider === 'gmail' || a.provider === 'imported' ? null : (ctx.services.accounts.credentials(a)?.user ?? null)),
    }),
    connectedWith: t.field({
      type: AccountConnectionEnum,
      select: { provider: true, grantedScopes: true },
      resolve: (a) => (a.provider === 'imported' ? 'archive' : a.provider === 'gmail' || a.grantedScopes.length ? 'sign_in' : 'password'),
    }),
    signInUrl: t.string({
      nullable: true,
      description: "Where to reconnect through the provider's sign-in (Gmail, and Outlook or Yahoo when configured).",
      select: { provider: true, email: true },
      resolve: (a, _args, ctx) => signInUrlFor(ctx.config, a.provider, a.email),
    }),
    emailCount: t.relationCount('sources', { description: 'Messages held in this mailbox.' }),
    folders: t.relation('folders', {
      query: { orderBy: { path: 'asc' } },
    }),
  }),
});

builder.prismaObject('MailFolder', {
  name: 'AccountFolder',
  fields: (t) => ({
    path: t.exposeString('path'),
    role: t.exposeString('role', { nullable: true, description: 'inbox | sent, or null for other folders' }),
    selected: t.exposeBoolean('selected', { description: 'Whether this folder is synced.' }),
  }),
});

const ProviderPreset = builder
  .objectRef<{ provider: string; imapHost: string | null; imapPort: number | null; imapSecure: boolean | null; note: string | null; signInUrl: string | null }>(
    'ProviderPreset',
  )
  .implement({
    description: 'How to connect a kind of mailbox (IMAP server presets; gmail uses Google sign-in).',
    fields: (t) => ({
      provider: t.exposeString('provider'),
      imapHost: t.exposeString('imapHost', { nullable: true }),
      imapPort: t.exposeInt('imapPort', { nullable: true }),
      imapSecure: t.exposeBoolean('imapSecure', { nullable: true }),
      note: t.exposeString('note', { nullable: true }),
      signInUrl: t.exposeString('signInUrl', {
        nullable: true,
        description: "Where the browser goes to connect through the provider's sign-in; null when this server connects it with a password.",
      }),
    }),
  });

builder.queryField('providerPresets', (t) =>
  t.field({
    type: [ProviderPreset],
    resolve: (_root, _args, ctx) =>
      PROVIDERS.map((provider) => {
        const p = IMAP_PRESETS[provider] ?? null;
        return {
          provider,
          imapHost: p?.imapHost ?? null,
          imapPort: p?.imapPort ?? null,
          imapSecure: p?.imapSecure ?? null,
          note: p?.note ?? null,
          signInUrl: signInUrlFor(ctx.config, provider),
        };
      }),
  }),
);

builder.queryField('accounts', (t) =>
  t.prismaConnection({
    type: 'MailAccount',
    cursor: 'id',
    authScopes: { signedIn: true },
    description: "The viewer's connected mailboxes and imported archives.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.mailAccount.findMany({ ...rowQuery(query), where: { userId: ctx.viewer!.id }, orderBy: { createdAt: 'asc' } }),
  }),
);

builder.queryField('ventures', (t) =>
  t.stringList({
    authScopes: { signedIn: true },
    description: "The viewer's ventures: the companies their mailboxes belong to (Account.company), sorted. What EmailFilter.venture takes.",
    resolve: (_root, _args, ctx) => ctx.services.accounts.ventures(ctx.viewer!.id),
  }),
);

const ConnectImapInput = builder.inputType('ConnectImapAccountInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    provider: t.string({ required: true, description: 'imap, yahoo, apple, protonmail, fastmail, zoho, custom or outlook' }),
    password: t.string({ required: true, description: 'The account or app password.' }),
    user: t.string({ description: 'Login name when it is not the email address.' }),
    host: t.string({ description: 'IMAP server (defaults to the provider preset).' }),
    port: t.int(),
    secure: t.boolean({ description: 'TLS from the start (993); false for STARTTLS/plain (143, Bridge).' }),
    smtpHost: t.string(),
    smtpPort: t.int(),
    smtpSecure: t.boolean(),
    displayName: t.string(),
    company: t.string({ description: 'The venture this mailbox belongs to.' }),
    folders: t.stringList({ description: 'Extra folders to sync besides INBOX and Sent.' }),
  }),
});

builder.mutationField('connectImapAccount', (t) =>
  t.prismaField({
    type: 'MailAccount',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'account' } },
    description: 'Checks the login with the IMAP server, stores the account (password sealed) and starts its first sync.',
    args: { input: t.arg({ type: ConnectImapInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      // GraphQL sends null for omitted optional fields; the validator treats absent as "use the preset".
      const account = await ctx.services.sync.connectImap(ctx.viewer!.id, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)));
      return ctx.prisma.mailAccount.findUniqueOrThrow({ ...rowQuery(query), where: { id: account.id } });
    },
  }),
);

const UpdateAccountInput = builder.inputType('UpdateAccountInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: AccountType }),
    displayName: t.string(),
    company: t.string(),
    folders: t.stringList({ description: 'Extra folders to sync (INBOX and Sent always are).' }),
  }),
});

builder.mutationField('updateAccount', (t) =>
  t.prismaField({
    type: 'MailAccount',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'account' } },
    args: { input: t.arg({ type: UpdateAccountInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id, ...changes } = input;
      const account = await ctx.services.accounts.update(ctx.viewer!.id, id.id, changes);
      return ctx.prisma.mailAccount.findUniqueOrThrow({ ...rowQuery(query), where: { id: account.id } });
    },
  }),
);

builder.mutationField('removeAccount', (t) =>
  t.field({
    type: 'ID',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'removedAccountId' } },
    description: 'Removes a mailbox and the mail only it held. Returns the removed id (for the client store).',
    args: { id: t.arg.globalID({ required: true, for: AccountType }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.services.accounts.remove(ctx.viewer!.id, id.id);
      return Buffer.from(`Account:${id.id}`).toString('base64');
    },
  }),
);
