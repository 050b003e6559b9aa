// GraphQL door onto the composer: Draft (node), drafts, saveDraft / deleteDraft,
// sendEmail, aiCompose, aiTemplates and composeDefaults (a reply's or forward's
// prefill). Attachments upload as `File`s (GraphQL multipart request).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, rowQuery } from '../../graphql/builder.ts';
import { ErrorInterface, NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { AccountType } from '../accounts/accounts.graphql.ts';
import { EmailType } from '../mail/mail.graphql.ts';
import { SendError, type DraftInput } from './compose.service.ts';
import type { IncomingFile } from './compose.files.ts';
import { idOf } from './compose.ids.ts';

const DraftStatusEnum = builder.enumType('DraftStatus', {
  description: 'A draft, and the same row once sent: draft → sending → sent | failed.',
  values: ['draft', 'sending', 'sent', 'failed'] as const,
});

const PriorityEnum = builder.enumType('MessagePriority', { values: ['high', 'normal', 'low'] as const });

builder.prismaObject('DraftAttachment', {
  fields: (t) => ({
    id: t.exposeID('id'),
    filename: t.exposeString('filename'),
    mimeType: t.exposeString('mimeType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    downloadUrl: t.string({
      select: { draftId: true },
      description: 'Owner-only download link.',
      resolve: (a) => `/api/enhanced-emails/drafts/${a.draftId}/attachments/${a.id}`,
    }),
  }),
});

const sourceIdOf = (provider: string, providerMessageId: string) =>
  provider === 'gmail' ? providerMessageId : `sent:${providerMessageId.replace(/^<|>$/g, '')}`;

export const DraftNode = builder.prismaNode('Draft', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  description: 'A message being written, and the same message once sent.',
  fields: (t) => ({
    account: t.relation('account', { nullable: true, type: AccountType, description: 'The mailbox it is sent from.' } as any),
    to: t.exposeStringList('to'),
    cc: t.exposeStringList('cc'),
    bcc: t.exposeStringList('bcc'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body', { description: "Markdown-lite text (**bold**, _italic_, '- ' lists, [links](https://…)); sent as text and HTML." }),
    priority: t.exposeString('priority', { description: 'high | normal | low' }),
    status: t.field({ type: DraftStatusEnum, resolve: (d) => d.status }),
    error: t.exposeString('error', { nullable: true, description: 'Why the last send failed.' }),
    threadId: t.exposeString('threadId', { nullable: true }),
    providerMessageId: t.exposeString('providerMessageId', { nullable: true, description: 'Gmail message id, or the Message-ID sent over SMTP.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    attachments: t.relation('attachments', { query: { orderBy: { filename: 'asc' } } }),
    inReplyTo: t.field({
      type: EmailType,
      nullable: true,
      description: 'The email this replies to or forwards.',
      select: { inReplyToEmailId: true },
      resolve: (d, _a, ctx) => (d.inReplyToEmailId ? ctx.services.mail.find(ctx.viewer?.id ?? '', d.inReplyToEmailId) : null),
    }),
    sentEmail: t.field({
      type: EmailType,
      nullable: true,
      description: 'The sent message as stored in the mailbox (in its thread), once sent.',
      select: { providerMessageId: true, accountId: true, account: { select: { provider: true } } },
      resolve: async (d, _a, ctx) => {
        if (!d.providerMessageId || !d.accountId || !d.account) return null;
        return ctx.services.mail.byCopy(ctx.viewer?.id ?? '', d.accountId, sourceIdOf(d.account.provider, d.providerMessageId));
      },
    }),
  }),
});

builder.queryField('drafts', (t) =>
  t.prismaConnection({
    type: 'Draft',
    cursor: 'id',
    authScopes: { signedIn: true },
    maxSize: 100,
    defaultSize: 50,
    description: "The viewer's drafts, latest change first (default: status draft or failed).",
    args: { status: t.arg({ type: [DraftStatusEnum] }) },
    resolve: (query, _r, { status }, ctx) =>
      ctx.prisma.draft.findMany({
        ...query,
        where: { userId: ctx.viewer!.id, status: { in: status?.length ? status : ['draft', 'failed'] } },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
);

// ───────────────────────────── templates and defaults ─────────────────────────────

type Template = { id: string; name: string; description: string; prompt: string; category: string };
const AiTemplateType = builder.objectRef<Template>('AiTemplate').implement({
  description: 'An AI compose template (spec §3).',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    prompt: t.exposeString('prompt'),
    category: t.exposeString('category'),
  }),
});

builder.queryField('aiTemplates', (t) =>
  t.field({
    type: [AiTemplateType],
    authScopes: { signedIn: true },
    description: 'professional_reply, meeting_request, follow_up, thank_you.',
    resolve: (_r, _a, ctx) => [...ctx.services.compose.templates()],
  }),
);

type Defaults = { to: string[]; cc: string[]; subject: string; accountId: string | null; emailId: string | null; forwarding: boolean };
const ComposeDefaultsType = builder.objectRef<Defaults>('ComposeDefaults').implement({
  description: 'What a new message, reply or forward starts with.',
  fields: (t) => ({
    to: t.exposeStringList('to'),
    cc: t.exposeStringList('cc'),
    subject: t.exposeString('subject'),
    forwarding: t.exposeBoolean('forwarding'),
    account: t.field({
      type: AccountType,
      nullable: true,
      description: 'The mailbox to send from: the one the email came in through, else the first connected one.',
      resolve: (o, _a, ctx) => (o.accountId ? ctx.services.accounts.findOwned(ctx.viewer?.id ?? '', o.accountId) : null),
    }),
    email: t.field({
      type: EmailType,
      nullable: true,
      description: 'The email replied to or forwarded.',
      resolve: (o, _a, ctx) => (o.emailId ? ctx.services.mail.find(ctx.viewer?.id ?? '', o.emailId) : null),
    }),
  }),
});

builder.queryField('composeDefaults', (t) =>
  t.field({
    type: ComposeDefaultsType,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { replyToId: t.arg.id(), forwardId: t.arg.id(), replyAll: t.arg.boolean() },
    resolve: (_r, { replyToId, forwardId, replyAll }, ctx) =>
      ctx.services.compose.defaults(ctx.viewer!.id, {
        replyToId: idOf(replyToId ? String(replyToId) : null, 'Email'),
        forwardId: idOf(forwardId ? String(forwardId) : null, 'Email'),
        replyAll: !!replyAll,
      }),
  }),
);

// ───────────────────────────── drafts and sending ─────────────────────────────

const DraftInputType = builder.inputType('DraftInput', {
  description: 'A message to save or send. Omitted fields keep what the stored draft holds.',
  fields: (t) => ({
    id: t.id({ description: 'The draft to update (or send); none creates one.' }),
    fromAccountId: t.id({ description: 'The mailbox to send from (default: where the replied email came in, else the first connected one).' }),
    to: t.stringList({ description: 'Addresses; an entry may hold several, comma-separated.' }),
    cc: t.stringList(),
    bcc: t.stringList(),
    subject: t.string(),
    body: t.string(),
    priority: t.field({ type: PriorityEnum }),
    replyToId: t.id({ description: 'The email this replies to (In-Reply-To/References, Re: subject).' }),
    forwardId: t.id({ description: 'The email this forwards (quoted below the body, Fwd: subject).' }),
    includeOriginalAttachments: t.boolean({ description: "Forwarding: attach the original's files." }),
    attachments: t.field({ type: ['File'], description: 'New files: images, PDF, .doc, .docx, .txt, .csv, .xlsx; 25 MB each at most.' }),
    removeAttachmentIds: t.idList({ description: 'Stored attachments to drop.' }),
  }),
});

type DraftInputArgs = typeof DraftInputType.$inferInput;

async function toServiceInput(input: DraftInputArgs): Promise<{ input: DraftInput; files: IncomingFile[] }> {
  const files: IncomingFile[] = [];
  for (const f of (input.attachments ?? []) as unknown as File[]) {
    if (!f || typeof f.arrayBuffer !== 'function') throw ValidationError.fromFields([{ name: 'attachments', message: 'Attachments must be uploaded files' }]);
    files.push({ filename: f.name || 'attachment', content: Buffer.from(await f.arrayBuffer()) });
  }
  const opt = <T>(v: T | null | undefined) => (v === null ? undefined : v);
  return {
    files,
    input: {
      id: idOf(opt(input.id) as string | undefined, 'Draft'),
      fromAccountId: idOf(opt(input.fromAccountId) as string | undefined, 'Account'),
      to: opt(input.to),
      cc: opt(input.cc),
      bcc: opt(input.bcc),
      subject: opt(input.subject),
      body: opt(input.body),
      priority: opt(input.priority),
      replyToId: idOf(opt(input.replyToId) as string | undefined, 'Email'),
      forwardId: idOf(opt(input.forwardId) as string | undefined, 'Email'),
      includeOriginalAttachments: opt(input.includeOriginalAttachments),
      removeAttachmentIds: opt(input.removeAttachmentIds)?.map(String),
    },
  };
}

builder.mutationField('saveDraft', (t) =>
  t.prismaField({
    type: 'Draft',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'draft' } },
    description: 'Creates a draft, or updates the one named by `input.id` (attachments stored once by content).',
    args: { input: t.arg({ type: DraftInputType, required: true }) },
    resolve: async (query, _r, args, ctx) => {
      const { input, files } = await toServiceInput(args.input);
      const draft = await ctx.services.compose.save(ctx.viewer!.id, input, files);
      return ctx.prisma.draft.findUniqueOrThrow({ ...rowQuery(query), where: { id: draft.id } });
    },
  }),
);

const DeletedDraft = builder.objectRef<{ id: string }>('DeletedDraft').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (o) => encodeGlobalID('Draft', o.id) }) }),
});

builder.mutationField('deleteDraft', (t) =>
  t.field({
    type: DeletedDraft,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'deleted' } },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      const draftId = idOf(String(id), 'Draft');
      if (!draftId) throw new NotFoundError('Draft not found');
      return ctx.services.compose.remove(ctx.viewer!.id, draftId);
    },
  }),
);

builder.objectType(SendError, {
  name: 'SendEmailError',
  description: 'The provider refused the message or could not be reached; the draft is kept (status failed).',
  interfaces: [ErrorInterface],
  isTypeOf: (o) => o instanceof SendError,
  fields: (t) => ({
    reconnectRequired: t.boolean({ description: 'The account must be reconnected (login refused, permission missing).', resolve: (e) => e.reconnect }),
    draftId: t.id({ nullable: true, resolve: (e) => (e.draftId ? encodeGlobalID('Draft', e.draftId) : null) }),
  }),
});

builder.mutationField('sendEmail', (t) =>
  t.prismaField({
    type: 'Draft',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, SendError], dataField: { name: 'draft' } },
    description:
      'Saves and sends: through Gmail for Gmail accounts, SMTP for the others. The sent message joins its thread (Draft.sentEmail) and is analysed like any mail.',
    args: { input: t.arg({ type: DraftInputType, required: true }) },
    resolve: async (query, _r, args, ctx) => {
      const { input, files } = await toServiceInput(args.input);
      const out = await ctx.services.compose.send(ctx.viewer!.id, input, files);
      return ctx.prisma.draft.findUniqueOrThrow({ ...rowQuery(query), where: { id: out.draft.id } });
    },
  }),
);

// ───────────────────────────── AI compose ─────────────────────────────

const AiComposeInputType = builder.inputType('AiComposeInput', {
  fields: (t) => ({
    template: t.string({ description: 'professional_reply | meeting_request | follow_up | thank_you' }),
    prompt: t.string({ description: "What to write (the template's prompt, or the user's own words)." }),
    subject: t.string(),
    replyToId: t.id(),
    threadId: t.string(),
    existingContent: t.string({ description: 'The body so far (the result is appended to it).' }),
    to: t.string({ description: 'The recipients, for the greeting.' }),
  }),
});

type AiComposeOut = { content: string; template: string; generatedBy: string };
const AiComposeResultType = builder.objectRef<AiComposeOut>('AiComposeResult').implement({
  fields: (t) => ({
    content: t.exposeString('content', { description: 'Text to append to the body.' }),
    template: t.exposeString('template'),
    generatedBy: t.exposeString('generatedBy', { description: "'local' (the template) or the model's name." }),
  }),
});

builder.mutationField('aiCompose', (t) =>
  t.field({
    type: AiComposeResultType,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'result' } },
    args: { input: t.arg({ type: AiComposeInputType, required: true }) },
    resolve: (_r, { input }, ctx) =>
      ctx.services.compose.aiCompose(ctx.viewer!.id, {
        template: input.template,
        prompt: input.prompt,
        context: {
          subject: input.subject,
          replyToId: idOf(input.replyToId ? String(input.replyToId) : null, 'Email'),
          threadId: input.threadId,
          existingContent: input.existingContent,
          to: input.to,
        },
      }),
  }),
);
