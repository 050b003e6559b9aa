import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { AccountType } from '../accounts/accounts.graphql.ts';
import { EMAIL_SORTS, FLAG_OPERATIONS, emailOrder, emailWhere, type Address } from './mail.service.ts';

export const AddressType = builder.objectRef<Address>('EmailAddress').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email') }),
});

const addresses = (value: unknown): Address[] => (Array.isArray(value) ? (value as Address[]) : []);

builder.prismaObject('Attachment', {
  fields: (t) => ({
    id: t.exposeID('id'),
    filename: t.exposeString('filename'),
    mimeType: t.exposeString('mimeType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    inline: t.exposeBoolean('inline'),
    downloadUrl: t.string({ description: 'Owner-only download link.', resolve: (a) => `/api/attachments/${a.id}` }),
  }),
});

builder.prismaObject('EmailSource', {
  description: 'A mailbox that holds this message.',
  fields: (t) => ({
    account: t.relation('account', { type: AccountType } as any),
    folder: t.exposeString('folder', { nullable: true }),
    labelIds: t.exposeStringList('labelIds'),
  }),
});

export const EmailType = builder.prismaNode('Email', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  fields: (t) => ({
    messageId: t.exposeString('messageId', { nullable: true, description: 'RFC 5322 Message-ID.' }),
    threadId: t.exposeString('threadId'),
    subject: t.exposeString('subject'),
    from: t.field({
      type: AddressType,
      nullable: true,
      select: { fromName: true, fromAddress: true },
      resolve: (e) => (e.fromAddress || e.fromName ? { name: e.fromName ?? '', email: e.fromAddress ?? '' } : null),
    }),
    to: t.field({ type: [AddressType], select: { to: true }, resolve: (e) => addresses(e.to) }),
    cc: t.field({ type: [AddressType], select: { cc: true }, resolve: (e) => addresses(e.cc) }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
    snippet: t.exposeString('snippet'),
    textBody: t.exposeString('textBody'),
    htmlBody: t.exposeString('htmlBody', { nullable: true, description: 'Sanitised HTML, safe to render. Remote images in it load only when the reader allows them.' }),
    remoteImagesAllowed: t.boolean({
      description: 'Whether remote images of this mail load without asking ("Always for this sender" was chosen for its sender).',
      select: { fromAddress: true },
      resolve: (e, _a, ctx) => ctx.services.settings.remoteImagesAllowed(ctx.viewer!.id, e.fromAddress),
    }),
    isRead: t.exposeBoolean('isRead'),
    isStarred: t.exposeBoolean('isStarred'),
    isArchived: t.exposeBoolean('isArchived'),
    isSent: t.exposeBoolean('isSent', { description: "Written by the user (from one of their own addresses or their Sent folder)." }),
    hasAttachments: t.exposeBoolean('hasAttachments'),
    parseError: t.exposeString('parseError', { nullable: true, description: 'Set when the message was broken and stored as best parsed.' }),
    attachments: t.relation('attachments', { query: { where: { inline: false }, orderBy: { filename: 'asc' } } }),
    sources: t.relation('sources', { description: 'The mailboxes holding this message (one message, several sources).' }),
    rawUrl: t.string({ description: 'Owner-only download of the original message (.eml).', resolve: (e) => `/api/emails/${e.id}/raw` }),
  }),
});

const EmailSortEnum = builder.enumType('EmailSort', { values: EMAIL_SORTS.map((s) => s.toUpperCase()) as unknown as readonly string[] });
const FlagOperationEnum = builder.enumType('EmailFlagOperation', { values: FLAG_OPERATIONS.map((s) => s.toUpperCase()) as unknown as readonly string[] });

const EmailFilterInput = builder.inputType('EmailFilter', {
  fields: (t) => ({
    accountId: t.globalID({ for: AccountType }),
    folder: t.string(),
    isRead: t.boolean(),
    isStarred: t.boolean(),
    isArchived: t.boolean(),
    receivedAfter: t.field({ type: 'DateTime' }),
    receivedBefore: t.field({ type: 'DateTime' }),
  }),
});

builder.queryField('emails', (t) =>
  t.prismaConnection({
    type: 'Email',
    cursor: 'id',
    authScopes: { signedIn: true },
    maxSize: 100,
    defaultSize: 50,
    description: "The viewer's mail across every account, filtered and sorted.",
    args: {
      filter: t.arg({ type: EmailFilterInput }),
      sort: t.arg({ type: EmailSortEnum, defaultValue: 'DATE_DESC' }),
    },
    resolve: (query, _root, { filter, sort }, ctx) =>
      ctx.prisma.email.findMany({
        ...query,
        where: emailWhere(ctx.viewer!.id, { ...filter, accountId: filter?.accountId?.id }),
        orderBy: emailOrder(String(sort ?? 'DATE_DESC').toLowerCase() as (typeof EMAIL_SORTS)[number]),
      }),
    totalCount: (_root, { filter }, ctx) => ctx.prisma.email.count({ where: emailWhere(ctx.viewer!.id, { ...filter, accountId: filter?.accountId?.id }) }),
  }),
);

const MailStats = builder
  .objectRef<{ totalEmails: number; unreadEmails: number; nuggets: number; financialItems: number; accounts: number }>('MailStats')
  .implement({
    description: "Figures for the Performance Hub's stat cards.",
    fields: (t) => ({
      totalEmails: t.exposeInt('totalEmails'),
      unreadEmails: t.exposeInt('unreadEmails'),
      nuggets: t.exposeInt('nuggets', { description: "Emails scoring at or above the user's nugget threshold." }),
      financialItems: t.exposeInt('financialItems'),
      accounts: t.exposeInt('accounts'),
    }),
  });

builder.queryField('mailStats', (t) =>
  t.field({
    type: MailStats,
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => ctx.services.mail.stats(ctx.viewer!.id, await ctx.services.settings.nuggetThreshold(ctx.viewer!.id)),
  }),
);

builder.mutationField('updateEmailFlags', (t) =>
  t.prismaField({
    type: ['Email'],
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'emails' } },
    description: 'Marks emails read/unread, starred, archived or deleted. Ids that are not yours change nothing.',
    args: {
      ids: t.arg.globalIDList({ required: true, for: EmailType }),
      operation: t.arg({ type: FlagOperationEnum, required: true }),
    },
    resolve: async (query, _root, { ids, operation }, ctx) => {
      const emailIds = ids.map((i) => i.id);
      await ctx.services.mail.applyFlags(ctx.viewer!.id, emailIds, String(operation).toLowerCase() as (typeof FLAG_OPERATIONS)[number]);
      return ctx.prisma.email.findMany({ ...rowQuery(query), where: { userId: ctx.viewer!.id, id: { in: emailIds } } });
    },
  }),
);
