import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { AccountType } from '../accounts/accounts.graphql.ts';
import { FLAG_OPERATIONS, inOrder, type Address } from './mail.service.ts';
import { EMAIL_SORTS, MAIL_VIEWS, MAX_SEARCH_LENGTH, toSort, validateMailQuery, type MailListQuery, type MailView } from './mail.list.ts';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context.ts';

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
  // Select mode: a page loads the columns its fields ask for, never the bodies and headers of a list's
  // 100 rows (every field below exposes its column or says what it reads with \`select\`).
  select: { id: true },
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
    htmlBody: t.exposeString('htmlBody', {
      nullable: true,
      description: 'Sanitised HTML, safe to render. Remote images in it load only when the reader allows them.',
    }),
    remoteImagesAllowed: t.boolean({
      description: 'Whether remote images of this mail load without asking ("Always for this sender" was chosen for its sender).',
      select: { fromAddress: true },
      resolve: (e, _a, ctx) => ctx.services.settings.remoteImagesAllowed(ctx.viewer!.id, e.fromAddress),
    }),
    isRead: t.exposeBoolean('isRead'),
    isStarred: t.exposeBoolean('isStarred'),
    isArchived: t.exposeBoolean('isArchived'),
    isSent: t.exposeBoolean('isSent', { description: 'Written by the user (from one of their own addresses or their Sent folder).' }),
    hasAttachments: t.exposeBoolean('hasAttachments'),
    parseError: t.exposeString('parseError', { nullable: true, description: 'Set when the message was broken and stored as best parsed.' }),
    attachments: t.relation('attachments', { query: { where: { inline: false }, orderBy: { filename: 'asc' } } }),
    sources: t.relation('sources', { description: 'The mailboxes holding this message (one message, several sources).' }),
    rawUrl: t.string({ description: 'Owner-only download of the original message (.eml).', resolve: (e) => `/api/emails/${e.id}/raw` }),
    labels: t.stringList({
      description: 'Its analysed category, then the names of its own labels.',
      select: { category: true, labels: { select: { label: { select: { name: true } } } } },
      resolve: (e) => [...(e.category ? [e.category] : []), ...e.labels.map((l) => l.label.name)],
    }),
  }),
});

const EmailSortEnum = builder.enumType('EmailSort', {
  description: 'Every order ends in the id, so a page never skips or repeats a row. PRIORITY: highest score first (unscored last).',
  values: EMAIL_SORTS.map((s) => s.toUpperCase()) as unknown as readonly string[],
});
const MailViewEnum = builder.enumType('MailView', {
  description: "The mine's selector: NUGGETS (analysed, at or above the viewer's nugget threshold), SLUDGE (analysed, below it), ALL.",
  values: MAIL_VIEWS.map((s) => s.toUpperCase()) as unknown as readonly string[],
});
const FlagOperationEnum = builder.enumType('EmailFlagOperation', { values: FLAG_OPERATIONS.map((s) => s.toUpperCase()) as unknown as readonly string[] });

export const EmailFilterInput = builder.inputType('EmailFilter', {
  description: "Every field narrows the list; the server applies them all over all of the viewer's mail.",
  fields: (t) => ({
    view: t.field({ type: MailViewEnum, description: 'Default ALL.' }),
    accountId: t.globalID({ for: AccountType, description: 'One mailbox only (the per-account view).' }),
    folder: t.string(),
    venture: t.string({
      description: "One venture only: mail held in a mailbox of that venture (the account's company), or analysed as concerning it. Case-insensitive.",
    }),
    isRead: t.boolean(),
    isStarred: t.boolean(),
    isArchived: t.boolean(),
    actionRequired: t.boolean(),
    highPriority: t.boolean({ description: 'Score 70 or above.' }),
    hasCommitments: t.boolean(),
    labelIds: t.stringList({ description: 'Mail with any of these labels: a label id, or `category:<name>` (ids of emailLabels).' }),
    search: t.string({
      description: `Words in the subject, sender, summary or body (all of them; the last one may be the start of a word). Quotes, OR and -word as in Ask Nugget. At most ${MAX_SEARCH_LENGTH} characters.`,
    }),
    receivedAfter: t.field({ type: 'DateTime' }),
    receivedBefore: t.field({ type: 'DateTime' }),
  }),
});

type FilterArg = typeof EmailFilterInput.$inferInput | null | undefined;

/** The GraphQL filter as the service's list query (the nuggets and sludge views read the viewer's threshold). */
async function listQuery(ctx: Context, filter: FilterArg, preset?: MailView): Promise<MailListQuery> {
  const { accountId, view, ...rest } = filter ?? {};
  const v = preset ?? ((view ? String(view).toLowerCase() : 'all') as MailView);
  try {
    validateMailQuery({ ...rest, view: 'all' });
  } catch (error) {
    // A list field has no error union: a filter it cannot serve is the caller's mistake, said plainly.
    if (error instanceof ValidationError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: error.fieldErrors } });
    throw error;
  }
  return {
    ...rest,
    // nuggets and sludge are the mine's lists: archived mail has left the mine unless asked for.
    ...(preset && rest.isArchived == null ? { isArchived: false } : {}),
    view: v,
    accountId: accountId?.id ?? null,
    ...(v === 'all' ? {} : { threshold: await thresholdOf(ctx) }),
  };
}

/** The viewer's nugget threshold, read once per request (the page and its totalCount both need it). */
const thresholds = new WeakMap<object, Promise<number>>();
function thresholdOf(ctx: Context): Promise<number> {
  let found = thresholds.get(ctx);
  if (!found) {
    found = ctx.services.settings.nuggetThreshold(ctx.viewer!.id);
    thresholds.set(ctx, found);
  }
  return found;
}

/**
 * A mail list connection (emails, nuggets, sludge): one keyset query for the page's ids in the
 * service's order, then one load of those rows with everything the client selected. A page
 * costs the same few queries however long it is (tests/integration/lists.test.ts counts them).
 */
export function mailConnection(name: string, description: string, preset?: MailView) {
  builder.queryField(name, (t) =>
    t.prismaConnection({
      type: 'Email',
      cursor: 'id',
      authScopes: { signedIn: true },
      maxSize: 100,
      defaultSize: 50,
      description,
      args: {
        filter: t.arg({ type: EmailFilterInput }),
        sort: t.arg({ type: EmailSortEnum, defaultValue: 'DATE_DESC' }),
      },
      resolve: async (query, _root, { filter, sort }, ctx) => {
        const userId = ctx.viewer!.id;
        const {
          cursor,
          take,
          skip: _skip,
          ...load
        } = rowQuery(query) as typeof query & { cursor?: { id: string }; take: number; skip?: number; select?: Record<string, unknown> };
        const ids = await ctx.services.mail.pageIds(userId, await listQuery(ctx, filter, preset), toSort(String(sort).toLowerCase()), {
          take,
          cursorId: cursor?.id,
        });
        if (!ids.length) return [];
        const select = load.select ? { select: { ...load.select, id: true } } : {};
        return inOrder(ids, await ctx.prisma.email.findMany({ ...load, ...select, where: { id: { in: ids }, userId } }));
      },
      totalCount: async (_root, { filter }, ctx) => ctx.services.mail.count(ctx.viewer!.id, await listQuery(ctx, filter, preset)),
    }),
  );
}

mailConnection('emails', "The viewer's mail across every account (the unified inbox), filtered, searched and sorted on the server.");

const LabelCount = builder.objectRef<{ id: string; name: string; count: number }>('LabelCount').implement({
  description: 'A label of the enhanced list with the number of emails it holds.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'A label id, or `category:<name>` for an analysed category: what EmailFilter.labelIds takes.' }),
    name: t.exposeString('name'),
    count: t.exposeInt('count'),
  }),
});

builder.queryField('emailLabels', (t) =>
  t.field({
    type: [LabelCount],
    authScopes: { signedIn: true },
    description: "Analysed categories (most mail first) and the viewer's own labels, counted over unarchived mail of the mailbox or venture given.",
    args: { accountId: t.arg.globalID({ for: AccountType }), venture: t.arg.string() },
    resolve: (_r, { accountId, venture }, ctx) => ctx.services.mail.labels(ctx.viewer!.id, { accountId: accountId?.id ?? null, venture: venture ?? null }),
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
