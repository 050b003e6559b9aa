// The sync door: runs and live progress of syncs and imports, and the mutations
// that start them. Thin: each calls the sync service.
import { GraphQLError } from 'graphql';
import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import type { SyncProgressEvent } from '../../platform/events.ts';
import { AccountType } from '../accounts/accounts.graphql.ts';

export const SyncRunType = builder.prismaObject('SyncRun', {
  description: 'One sync or import of an account, with its counts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'full | incremental | import' }),
    status: t.exposeString('status', { description: 'running | succeeded | failed' }),
    phase: t.exposeString('phase'),
    fetched: t.exposeInt('fetched'),
    stored: t.exposeInt('stored'),
    duplicates: t.exposeInt('duplicates'),
    total: t.exposeInt('total', { nullable: true }),
    errors: t.exposeInt('errors'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    notice: t.exposeString('notice', {
      nullable: true,
      description: 'Said to the user about a successful run (e.g. imported mail older than the retention window).',
    }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObjectField(AccountType, 'lastRun', (t) =>
  t.field({
    type: SyncRunType,
    nullable: true,
    // Loaded with the account in the same query (no query per account).
    select: { syncRuns: { orderBy: { startedAt: 'desc' }, take: 1 } },
    resolve: (a) => a.syncRuns[0] ?? null,
  }),
);

export const SyncProgressType = builder.objectRef<SyncProgressEvent>('SyncProgress').implement({
  description: 'Progress of a sync or import of one account.',
  fields: (t) => ({
    account: t.field({
      type: AccountType,
      nullable: true,
      resolve: (e, _a, ctx) => ctx.services.accounts.findOwned(ctx.viewer?.id ?? '', e.accountId),
    }),
    phase: t.exposeString('phase', { description: 'starting | listing | fetching | storing | counting | importing | done | failed' }),
    fetched: t.exposeInt('fetched'),
    stored: t.exposeInt('stored'),
    duplicates: t.exposeInt('duplicates', { description: 'Messages this account already held (skipped).' }),
    total: t.exposeInt('total', { nullable: true, description: 'Known once the provider has said how many messages there are.' }),
    errors: t.exposeInt('errors'),
    done: t.exposeBoolean('done'),
    message: t.exposeString('message', { nullable: true, description: 'Why it failed, or (done) a notice for the user.' }),
  }),
});

builder.mutationField('syncAccount', (t) =>
  t.prismaField({
    type: 'MailAccount',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'account' } },
    description: 'Starts a sync now (progress arrives through syncProgress).',
    args: {
      id: t.arg.globalID({ required: true, for: AccountType }),
      full: t.arg.boolean({ description: 'Re-list everything instead of the changes since the last sync.' }),
    },
    resolve: async (query, _root, { id, full }, ctx) => {
      await ctx.services.sync.requestSync(ctx.viewer!.id, id.id, { full: !!full });
      return ctx.prisma.mailAccount.findUniqueOrThrow({ ...rowQuery(query), where: { id: id.id } });
    },
  }),
);

builder.mutationField('syncAllAccounts', (t) =>
  t.prismaField({
    type: ['MailAccount'],
    authScopes: { signedIn: true },
    description: 'Starts a sync of every connected mailbox; returns the accounts being synced.',
    resolve: async (query, _root, _args, ctx) => {
      const accounts = await ctx.services.sync.requestSyncAll(ctx.viewer!.id);
      return ctx.prisma.mailAccount.findMany({ ...rowQuery(query), where: { id: { in: accounts.map((a) => a.id) } } });
    },
  }),
);

builder.scalarType('File', {
  description: 'A file upload (GraphQL multipart request).',
  serialize: () => {
    throw new GraphQLError('File is an input-only type');
  },
});

builder.mutationField('importArchive', (t) =>
  t.prismaField({
    type: 'MailAccount',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'account' } },
    description: 'Imports an .mbox or .eml file into a local "Imported" account, in the background (progress through syncProgress).',
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (query, _root, { file }, ctx) => {
      const f = file as unknown as File;
      if (!f || typeof f.arrayBuffer !== 'function') throw new ValidationError('Attach an .mbox or .eml file');
      const account = await ctx.services.sync.queueUploadedArchive(ctx.viewer!.id, {
        name: f.name || 'archive.mbox',
        data: Buffer.from(await f.arrayBuffer()),
      });
      return ctx.prisma.mailAccount.findUniqueOrThrow({ ...rowQuery(query), where: { id: account.id } });
    },
  }),
);

builder.subscriptionField('syncProgress', (t) =>
  t.field({
    type: SyncProgressType,
    authScopes: { signedIn: true },
    description: "Live progress of one of the viewer's accounts.",
    args: { accountId: t.arg.globalID({ required: true, for: AccountType }) },
    subscribe: async (_root, { accountId }, ctx) => {
      // Authorised once, when opened: only the owner may listen to an account.
      const account = await ctx.services.accounts.findOwned(ctx.viewer!.id, accountId.id);
      // The same answer for unknown and foreign ids: nothing to learn by probing.
      if (!account) throw new GraphQLError('Account not found', { extensions: { code: 'NOT_FOUND' } });
      return ctx.events.subscribe('syncProgress', account.id);
    },
    resolve: (event) => event,
  }),
);
