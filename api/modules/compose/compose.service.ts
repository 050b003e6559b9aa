// The composer's rules: drafts stored server-side (attachments checked and stored
// once by hash), sending through the account the user writes from (Gmail API or
// SMTP), the sent message stored through the same ingest pipeline as any mail (so
// it joins its thread and its promises are mined as promise_made), and AI compose
// from the four templates (a configured model first, the template when it fails).
//
// A draft row is also the outgoing message: draft → sending → sent | failed.
import type { Platform } from '../../context.ts';
import type { Draft, DraftAttachment, Email, MailAccount, Prisma } from '../../db/generated/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { sha256 } from '../mail/mail.parse.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { CommitmentsService } from '../commitments/commitments.service.ts';
import type { MailIngest } from '../mail/mail.ingest.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { checkAttachments, type IncomingFile } from './compose.files.ts';
import { buildMessage, formatMailbox, forwardSubject, parseMailbox, replySubject, splitRecipients, withForwardBlock, type Mailbox } from './compose.mime.ts';
import { AI_TEMPLATES, COMPOSE_SYSTEM, cleanModelDraft, guessTemplate, localDraft, modelPrompt, templateById, type AiContext } from './compose.ai.ts';
import { SendError, sendViaSmtp } from './smtp.sender.ts';
import { sendViaGmail } from './gmail.sender.ts';
import type { Config } from '../../config.ts';
import { freshAccessToken, isOAuthCredentials, mailOAuthProvider } from '../accounts/mail-oauth.ts';
import { ReconnectRequiredError } from '../sync/sync.types.ts';

export { SendError } from './smtp.sender.ts';

export const PRIORITIES = ['high', 'normal', 'low'] as const;
export type DraftPriority = (typeof PRIORITIES)[number];

/** What a draft (or a message to send) may carry; ids are database ids. Omitted fields keep their stored value. */
export type DraftInput = {
  id?: string | null;
  fromAccountId?: string | null;
  to?: string | readonly string[] | null;
  cc?: string | readonly string[] | null;
  bcc?: string | readonly string[] | null;
  subject?: string | null;
  body?: string | null;
  priority?: string | null;
  /** The email this replies to. */
  replyToId?: string | null;
  /** The email this forwards (its text is quoted below the body). */
  forwardId?: string | null;
  /** Forwarding: attach the original's files too. */
  includeOriginalAttachments?: boolean | null;
  /** Attachments of the stored draft to drop. */
  removeAttachmentIds?: readonly string[] | null;
};

export type AiComposeInput = {
  prompt?: string | null;
  template?: string | null;
  context?: { subject?: string | null; replyToId?: string | null; threadId?: string | null; existingContent?: string | null; to?: string | null } | null;
};

type Llm = {
  complete(prompt: string, opts: { userId?: string; purpose: 'compose'; system?: string; maxTokens?: number }): Promise<{ text: string; model: string }>;
} | null;

const MAX_RECIPIENTS = 100;
const MAX_SUBJECT = 998;
const MAX_BODY = 1_000_000;
const MAX_FILES = 20;

export type DraftWithAttachments = Draft & { attachments: DraftAttachment[] };

const draftInclude = { attachments: { orderBy: { filename: 'asc' as const } } } satisfies Prisma.DraftInclude;

function fieldError(title: string, name: string, message: string) {
  return new ValidationError(title, [{ name, message }]);
}

/** A recipient list as stored: entries split on commas, trimmed, empty ones dropped. */
function recipients(value: DraftInput['to'], name: string) {
  const list = splitRecipients(value ?? []);
  if (list.length > MAX_RECIPIENTS) throw fieldError('Too many recipients', name, `At most ${MAX_RECIPIENTS} addresses per field`);
  return list;
}

/** Message-IDs we made up for broken mail (no header) are not real references. */
const realMessageId = (id: string | null | undefined) => (id && !id.endsWith('@synthetic') ? id : null);

/** SMTP login of an IMAP-type account: its password, or a fresh XOAUTH2 token for a mailbox connected by sign-in. */
export async function smtpCredentialsOf(config: Config, accounts: AccountsService, account: MailAccount) {
  const c = accounts.credentials(account);
  if (!isOAuthCredentials(c)) return c;
  const provider = mailOAuthProvider(config, account.provider);
  if (!provider)
    throw new SendError(`Sign-in for ${account.provider} is no longer configured on this server. Reconnect ${account.email} with an app password.`, true);
  try {
    return { user: c.user, accessToken: await freshAccessToken(provider, c, (next) => accounts.saveCredentials(account.id, next)) };
  } catch (error) {
    if (error instanceof ReconnectRequiredError) throw new SendError(error.message, true);
    throw new SendError(`Could not renew the sign-in of ${account.email}: ${(error as Error).message}`);
  }
}

export function createComposeService(
  p: Pick<Platform, 'prisma' | 'config' | 'logger' | 'jobs'>,
  d: {
    accounts: AccountsService;
    mail: MailService;
    commitments: Pick<CommitmentsService, 'ofEmail'>;
    ingest: MailIngest;
    users: UsersService;
    settings: SettingsService;
    llm: Llm;
    viewers: ViewerProfiles;
  },
) {
  const { prisma, config, logger } = p;
  const { mail } = d;
  const smtpCredentials = (account: MailAccount) => smtpCredentialsOf(config, d.accounts, account);

  const userAddresses = async (userId: string) => (await d.viewers.load(userId)).addresses;

  async function senderName(userId: string, account: MailAccount | null) {
    const user = await d.users.findById(userId);
    const full = [user?.firstName, user?.lastName]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ');
    return full || account?.displayName?.trim() || '';
  }

  async function ownedDraft(userId: string, id: string): Promise<DraftWithAttachments> {
    const draft = await prisma.draft.findFirst({ where: { id, userId }, include: draftInclude });
    if (!draft) throw new NotFoundError('Draft not found');
    return draft;
  }

  /** The email with its analysis, for replies, forwards and AI compose; not-found for anyone but its owner. */
  const ownedEmail = (userId: string, id: string) => mail.full(userId, id);

  /** The account a reply goes out through: the mailbox the email came in through (not an imported archive). */
  async function accountOfEmail(userId: string, emailId: string) {
    const ids = await d.mail.sourceAccountIds(emailId, userId);
    const accounts = new Map((await d.accounts.byIds(ids)).map((a) => [a.id, a]));
    return ids.map((id) => accounts.get(id)).find((a) => a && a.provider !== 'imported') ?? null;
  }

  async function defaultAccount(userId: string) {
    const accounts = await d.accounts.list(userId);
    return accounts.find((a) => a.provider !== 'imported' && a.status !== 'disabled') ?? null;
  }

  /** Who a reply goes to: the Reply-To or the sender; for the user's own message, its recipients. */
  async function replyRecipients(userId: string, e: Email, all: boolean) {
    const mineAddrs = await userAddresses(userId);
    const list = (v: unknown) => (Array.isArray(v) ? (v as { name: string; email: string }[]) : []);
    const fmt = (a: { name: string; email: string }) => formatMailbox({ name: a.name, address: a.email });
    const ownMessage = e.isSent || (!!e.fromAddress && mineAddrs.includes(e.fromAddress.toLowerCase()));
    const primary = ownMessage
      ? list(e.to).map(fmt)
      : [e.replyTo?.trim() || (e.fromAddress ? formatMailbox({ name: e.fromName ?? '', address: e.fromAddress }) : '')].filter(Boolean);
    const cc = all ? [...(ownMessage ? [] : list(e.to)), ...list(e.cc)].filter((a) => !mineAddrs.includes(a.email.toLowerCase())).map(fmt) : [];
    const seen = new Set(primary.map((a) => parseMailbox(a)?.address.toLowerCase()));
    return { to: primary, cc: cc.filter((a) => !seen.has(parseMailbox(a)?.address.toLowerCase())) };
  }

  function parsePriority(value: string | null | undefined): DraftPriority | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const v = value.toLowerCase() === 'medium' ? 'normal' : value.toLowerCase();
    if (!(PRIORITIES as readonly string[]).includes(v)) throw fieldError('Invalid priority', 'priority', 'Priority is high, normal or low');
    return v as DraftPriority;
  }

  const service = {
    templates: () => AI_TEMPLATES,

    list(userId: string, statuses: Draft['status'][] = ['draft', 'failed'], take = 50) {
      return prisma.draft.findMany({
        where: { userId, status: { in: statuses } },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        take: Math.min(Math.max(take, 1), 100),
        include: draftInclude,
      });
    },

    get: (userId: string, id: string) => ownedDraft(userId, id),

    async attachment(userId: string, draftId: string, attachmentId: string) {
      const a = await prisma.draftAttachment.findFirst({ where: { id: attachmentId, draftId, draft: { userId } }, include: { blob: true } });
      if (!a) throw new NotFoundError('Attachment not found');
      return a;
    },

    async remove(userId: string, id: string) {
      const draft = await ownedDraft(userId, id);
      if (draft.status === 'sending') throw fieldError('Sending', 'id', 'This message is being sent right now');
      await prisma.draft.delete({ where: { id: draft.id } });
      return draft;
    },

    /** To, Cc, subject and account a reply or forward starts with (the composer's prefill). */
    async defaults(userId: string, o: { replyToId?: string | null; forwardId?: string | null; replyAll?: boolean }) {
      const id = o.replyToId || o.forwardId;
      if (!id) {
        const account = await defaultAccount(userId);
        return { to: [] as string[], cc: [] as string[], subject: '', accountId: account?.id ?? null, emailId: null as string | null, forwarding: false };
      }
      const e = await ownedEmail(userId, id);
      const account = (await accountOfEmail(userId, e.id)) ?? (await defaultAccount(userId));
      if (o.replyToId) {
        const r = await replyRecipients(userId, e, !!o.replyAll);
        return { ...r, subject: replySubject(e.subject), accountId: account?.id ?? null, emailId: e.id, forwarding: false };
      }
      return { to: [], cc: [], subject: forwardSubject(e.subject), accountId: account?.id ?? null, emailId: e.id, forwarding: true };
    },

    /** Creates the draft, or updates it when `input.id` names one of the user's drafts. */
    async save(userId: string, input: DraftInput, files: IncomingFile[] = []): Promise<DraftWithAttachments> {
      if (files.length > MAX_FILES) throw fieldError('Too many files', 'attachments', `At most ${MAX_FILES} attachments per message`);
      const checked = checkAttachments(files);
      const existing = input.id ? await ownedDraft(userId, input.id) : null;
      if (existing && (existing.status === 'sent' || existing.status === 'sending')) {
        throw fieldError('Already sent', 'id', 'This message was already sent; start a new one');
      }
      if (input.replyToId && input.forwardId) throw fieldError('Reply or forward', 'forwardId', 'A message replies to an email or forwards one, not both');
      const subject = input.subject ?? undefined;
      if (subject && subject.length > MAX_SUBJECT) throw fieldError('Subject too long', 'subject', `At most ${MAX_SUBJECT} characters`);
      if (input.body && input.body.length > MAX_BODY) throw fieldError('Message too long', 'body', 'The message body is too long');
      const priority = parsePriority(input.priority);
      const account = input.fromAccountId ? await d.accounts.requireOwned(userId, input.fromAccountId) : null;

      const data: Prisma.DraftUncheckedUpdateInput = {};
      if (input.to !== undefined) data.to = recipients(input.to, 'to');
      if (input.cc !== undefined) data.cc = recipients(input.cc, 'cc');
      if (input.bcc !== undefined) data.bcc = recipients(input.bcc, 'bcc');
      if (subject !== undefined) data.subject = subject.replace(/[\r\n]+/g, ' ');
      if (input.body !== undefined) data.body = (input.body ?? '').replace(/\r\n?/g, '\n');
      if (priority) data.priority = priority;
      if (account) data.accountId = account.id;

      const relatedId = input.replyToId || input.forwardId;
      const related = relatedId ? await ownedEmail(userId, relatedId) : null;
      if (related) {
        data.inReplyToEmailId = related.id;
        data.threadId = related.threadId;
        if (!existing && !data.subject) data.subject = input.forwardId ? forwardSubject(related.subject) : replySubject(related.subject);
        if (!existing && input.replyToId && input.to === undefined) data.to = (await replyRecipients(userId, related, false)).to;
        if (input.forwardId) data.body = withForwardBlock(String(data.body ?? existing?.body ?? ''), related);
        if (!account && !existing?.accountId) data.accountId = (await accountOfEmail(userId, related.id))?.id ?? undefined;
      }

      const removeIds = [...(input.removeAttachmentIds ?? [])];
      const carried = input.forwardId && input.includeOriginalAttachments && related ? related.attachments : [];
      const id = await prisma.$transaction(async (tx) => {
        if (checked.length) {
          await d.mail.storeBlobs(
            checked.map((f) => f.content),
            tx,
          );
        }
        const draft = existing
          ? await tx.draft.update({ where: { id: existing.id }, data: { ...data, status: 'draft', error: null } })
          : await tx.draft.create({ data: { ...(data as Prisma.DraftUncheckedCreateInput), userId } });
        if (removeIds.length) await tx.draftAttachment.deleteMany({ where: { draftId: draft.id, id: { in: removeIds } } });
        const held = new Set((existing?.attachments ?? []).filter((a) => !removeIds.includes(a.id)).map((a) => `${a.blobHash}:${a.filename}`));
        const rows = [
          ...checked.map((f) => ({ filename: f.filename, mimeType: f.mimeType, size: f.content.length, blobHash: sha256(f.content) })),
          ...carried.map((a) => ({ filename: a.filename, mimeType: a.mimeType, size: a.size, blobHash: a.blobHash })),
        ].filter((r) => {
          const key = `${r.blobHash}:${r.filename}`;
          return held.has(key) ? false : (held.add(key), true);
        });
        if (rows.length) await tx.draftAttachment.createMany({ data: rows.map((r) => ({ ...r, draftId: draft.id })) });
        return draft.id;
      });
      return ownedDraft(userId, id);
    },

    /** Saves (as `save`) and sends. Validation failures leave the draft saved; a send failure marks it failed. */
    async send(userId: string, input: DraftInput, files: IncomingFile[] = []) {
      const draft = await service.save(userId, input, files);
      try {
        return await service.sendDraft(userId, draft.id);
      } catch (error) {
        // A message that never was a draft and cannot be sent as written leaves nothing behind.
        if (error instanceof ValidationError && !input.id) await prisma.draft.delete({ where: { id: draft.id } }).catch(() => {});
        throw error;
      }
    },

    async sendDraft(userId: string, draftId: string) {
      const draft = await ownedDraft(userId, draftId);
      // Spec §5, with its texts: recipients, then subject.
      const problems: { title: string; name: string; message: string }[] = [];
      if (!draft.to.length && !draft.cc.length && !draft.bcc.length)
        problems.push({ title: 'Recipients required', name: 'to', message: 'Please add at least one recipient' });
      if (!draft.subject.trim()) problems.push({ title: 'Subject required', name: 'subject', message: 'Please add a subject line' });
      const parsed = { to: [] as Mailbox[], cc: [] as Mailbox[], bcc: [] as Mailbox[] };
      for (const field of ['to', 'cc', 'bcc'] as const) {
        for (const entry of draft[field]) {
          const m = parseMailbox(entry);
          if (m) parsed[field].push(m);
          else problems.push({ title: 'Invalid recipient', name: field, message: `${entry} is not a valid email address` });
        }
      }
      if (problems.length)
        throw new ValidationError(
          problems[0]!.title,
          problems.map(({ name, message }) => ({ name, message })),
        );

      let account: MailAccount | null = draft.accountId ? await d.accounts.findOwned(userId, draft.accountId) : null;
      if (!account && draft.inReplyToEmailId) account = await accountOfEmail(userId, draft.inReplyToEmailId);
      account ??= await defaultAccount(userId);
      if (!account) throw fieldError('No account to send from', 'fromAccountId', 'Connect a mailbox to send mail');
      if (account.provider === 'imported') {
        throw fieldError(
          'This account cannot send',
          'fromAccountId',
          `${account.email} is an imported archive and cannot send mail. Choose a connected mailbox.`,
        );
      }

      const claimed = await prisma.draft.updateMany({
        where: { id: draft.id, userId, status: { in: ['draft', 'failed'] } },
        data: { status: 'sending', accountId: account.id, error: null },
      });
      if (!claimed.count) throw fieldError('Already sent', 'id', 'This message is already being sent or was sent');

      try {
        const related = draft.inReplyToEmailId ? await d.mail.find(userId, draft.inReplyToEmailId) : null;
        const parentId = realMessageId(related?.messageId);
        const references = parentId ? [...(related?.references ?? []).filter((r) => r !== parentId), parentId].slice(-20) : [];
        const blobs = await d.mail.blobs(draft.attachments.map((a) => a.blobHash));
        const now = new Date();
        const built = await buildMessage(
          {
            from: { name: await senderName(userId, account), address: account.email },
            ...parsed,
            subject: draft.subject.trim(),
            body: draft.body,
            priority: (PRIORITIES as readonly string[]).includes(draft.priority) ? (draft.priority as DraftPriority) : 'normal',
            inReplyTo: parentId,
            references,
            attachments: draft.attachments.map((a) => ({ filename: a.filename, mimeType: a.mimeType, content: blobs.get(a.blobHash) ?? Buffer.alloc(0) })),
          },
          now,
        );

        let providerMessageId: string;
        let providerId: string;
        let providerThreadId: string | null = null;
        if (account.provider === 'gmail') {
          const gmailThread = related?.threadId.startsWith('g') && (await d.mail.inAccount(related.id, account.id)) ? related.threadId.slice(1) : null;
          const out = await sendViaGmail(
            config,
            account,
            d.accounts.credentials(account),
            (tokens) => d.accounts.saveCredentials(account!.id, tokens),
            built,
            gmailThread,
          );
          providerMessageId = out.providerMessageId;
          // The Gmail id: the next sync knows this copy and does not fetch it again.
          providerId = out.providerMessageId;
          providerThreadId = out.threadId;
        } else {
          const out = await sendViaSmtp(account, await smtpCredentials(account), built, { allowPrivate: p.config.MAIL_ALLOW_PRIVATE_HOSTS });
          providerMessageId = out.providerMessageId;
          providerId = `sent:${built.messageId.replace(/^<|>$/g, '')}`;
        }

        // The user's own copy (with Bcc), through the pipeline every mail takes.
        let emailId: string | null = null;
        try {
          const stored = await d.ingest.storeBatch(account, [
            {
              providerId,
              raw: built.rawWithBcc,
              sent: true,
              flags: { read: true },
              labelIds: account.provider === 'gmail' ? ['SENT'] : [],
              folder: account.provider === 'gmail' ? null : 'Sent',
              internalDate: now,
              providerThreadId,
            },
          ]);
          emailId = stored.emailIds[0] ?? (await d.mail.idByMessageId(userId, built.messageId.replace(/^<|>$/g, ''))) ?? null;
        } catch (error) {
          logger.error('sent message could not be stored', { draftId: draft.id, error: String((error as Error)?.stack ?? error) });
        }

        const sent = await prisma.draft.update({
          where: { id: draft.id },
          data: { status: 'sent', providerMessageId, sentAt: now, error: null },
          include: draftInclude,
        });
        return { draft: sent, emailId, messageId: built.messageId, account };
      } catch (error) {
        const message = error instanceof SendError ? error.message : `Sending failed: ${(error as Error)?.message ?? String(error)}`;
        if (!(error instanceof SendError)) logger.error('send failed unexpectedly', { draftId: draft.id, error: String((error as Error)?.stack ?? error) });
        await prisma.draft.update({ where: { id: draft.id }, data: { status: 'failed', error: message } });
        const failure = error instanceof SendError ? error : new SendError(message);
        failure.draftId = draft.id;
        throw failure;
      }
    },

    /** Spec §7: a draft from a template (the model's when configured), to append to the body. */
    async aiCompose(userId: string, input: AiComposeInput) {
      const prompt = (input.prompt ?? '').trim().slice(0, 4000);
      const ctxIn = input.context ?? {};
      if (input.template && !templateById(input.template)) {
        throw fieldError('Unknown template', 'template', `Choose one of: ${AI_TEMPLATES.map((t) => t.id).join(', ')}`);
      }
      if (!input.template && !prompt) throw fieldError('Nothing to write', 'prompt', 'Choose a template or describe what to write');
      const replyTo = ctxIn.replyToId ? await ownedEmail(userId, ctxIn.replyToId) : null;
      const threadId = ctxIn.threadId || replyTo?.threadId || null;
      const last = threadId ? await d.mail.latestInThread(userId, threadId) : null;
      const lastInThread = last ? { ...last, commitments: await d.commitments.ofEmail(last.id) } : null;
      const template = templateById(input.template) ?? guessTemplate(prompt, !!replyTo);
      const user = await d.viewers.load(userId);
      const recipient = ctxIn.to ? splitRecipients(ctxIn.to)[0] : null;
      const context: AiContext = {
        template,
        instructions: prompt && prompt !== template.prompt ? prompt : null,
        subject: (ctxIn.subject ?? '').trim(),
        existingContent: (ctxIn.existingContent ?? '').slice(0, 20_000),
        replyTo,
        lastInThread,
        recipientName: recipient ? parseMailbox(recipient)?.name || parseMailbox(recipient)?.address || null : null,
        userName:
          [user.firstName, user.lastName]
            .map((s) => s?.trim())
            .filter(Boolean)
            .join(' ') || null,
        userAddresses: user.addresses,
        timeZone: user.timeZone,
        now: new Date(),
      };
      if (d.llm) {
        try {
          const out = await d.llm.complete(modelPrompt(context), { userId, purpose: 'compose', system: COMPOSE_SYSTEM, maxTokens: 700 });
          const content = cleanModelDraft(out.text);
          if (content) return { content, template: template.id, generatedBy: out.model };
        } catch (error) {
          logger.warn('AI compose: the model failed; the template stands in', { error: (error as Error).message });
        }
      }
      return { content: localDraft(context), template: template.id, generatedBy: 'local' };
    },
  };
  return service;
}

export type ComposeService = ReturnType<typeof createComposeService>;
