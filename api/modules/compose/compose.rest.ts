// REST doors of spec §7 onto the composer:
//   POST   /api/enhanced-emails/ai-compose   {prompt, context:{subject, replyToId, threadId, existingContent}, template} → {content}
//   POST   /api/enhanced-emails/send         the draft message → {message, draft, emailId}
//   POST   /api/enhanced-emails/drafts       the draft message → the stored draft
// and around them: GET/DELETE drafts, a draft's attachment, sending a stored draft,
// the templates and a reply's or forward's prefill.
//
// A draft message is JSON ({to, cc, bcc, subject, body, priority, attachments:
// [{filename, content (base64)}], …}) or multipart/form-data (the same fields, or
// one `draft` JSON field, plus the files). This router is mounted before the
// API's 1 MB JSON parser: its own routes take up to 25 MB per file.
import { Readable, Transform } from 'node:stream';
import express, { Router, type Request } from 'express';
import type { Services } from '../../context.ts';
import { HttpError, route, viewerId } from '../../rest/errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { MAX_ATTACHMENT_BYTES, type IncomingFile } from './compose.files.ts';
import { SendError, type DraftInput, type DraftWithAttachments } from './compose.service.ts';
import { idOf } from './compose.ids.ts';
import { jsonBodyGuard, valueProblem } from '../../platform/input-guard.ts';

/** A request body holding a few files of up to 25 MB each. */
const MAX_MULTIPART_BYTES = 4 * MAX_ATTACHMENT_BYTES + 2 * 1024 * 1024;
/** The same as JSON (base64 is a third larger). */
const jsonBody = [express.json({ limit: Math.ceil((MAX_MULTIPART_BYTES * 4) / 3) }), jsonBodyGuard()];

export const draftJson = (d: DraftWithAttachments & { account?: { email: string } | null }) => ({
  id: d.id,
  accountId: d.accountId,
  to: d.to,
  cc: d.cc,
  bcc: d.bcc,
  subject: d.subject,
  body: d.body,
  priority: d.priority,
  status: d.status,
  error: d.error,
  inReplyToEmailId: d.inReplyToEmailId,
  threadId: d.threadId,
  providerMessageId: d.providerMessageId,
  sentAt: d.sentAt,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  attachments: d.attachments.map((a) => ({
    id: a.id,
    filename: a.filename,
    mimeType: a.mimeType,
    size: a.size,
    url: `/api/enhanced-emails/drafts/${d.id}/attachments/${a.id}`,
  })),
});

const str = (v: unknown): string | undefined => (v === undefined ? undefined : v === null ? '' : String(v));
const first = (...values: unknown[]) => values.find((v) => v !== undefined);
const bool = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'on';
const list = (v: unknown): string | string[] | undefined => (v === undefined ? undefined : v === null ? [] : Array.isArray(v) ? v.map(String) : String(v));

/** Spec §7's draft message (and the names other clients use) → the service's input. */
function draftInput(b: Record<string, unknown>): DraftInput {
  const remove = first(b.removeAttachmentIds, b.removeAttachments);
  return {
    id: str(first(b.id, b.draftId)) || undefined,
    fromAccountId: idOf(str(first(b.fromAccountId, b.accountId)) || undefined, 'Account'),
    to: list(b.to),
    cc: list(b.cc),
    bcc: list(b.bcc),
    subject: str(b.subject),
    body: str(first(b.body, b.content, b.text)),
    priority: str(b.priority) || undefined,
    replyToId: idOf(str(first(b.replyToId, b.inReplyToId, b.inReplyToEmailId, b.replyTo)) || undefined, 'Email'),
    forwardId: idOf(str(first(b.forwardId, b.forwardOf, b.forwardEmailId)) || undefined, 'Email'),
    includeOriginalAttachments:
      b.includeOriginalAttachments !== undefined || b.includeAttachments !== undefined
        ? bool(first(b.includeOriginalAttachments, b.includeAttachments))
        : undefined,
    removeAttachmentIds:
      remove === undefined
        ? undefined
        : (Array.isArray(remove) ? remove : String(remove).split(','))
            .map(String)
            .map((s) => s.trim())
            .filter(Boolean),
  };
}

/** JSON attachments: [{filename | name, content | data (base64, data: URLs too)}]. */
function jsonFiles(value: unknown): IncomingFile[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw ValidationError.fromFields([{ name: 'attachments', message: 'attachments must be a list of {filename, content (base64)}' }]);
  return value.map((a: any) => {
    const filename = String(a?.filename ?? a?.name ?? '').trim();
    const content = String(a?.content ?? a?.data ?? '').replace(/^data:[^,]*;base64,/, '');
    if (!filename || !content)
      throw ValidationError.fromFields([
        { name: 'attachments', message: `Attachment ${filename || '(unnamed)'} has no content: send its bytes base64-encoded in "content"` },
      ]);
    return { filename, content: Buffer.from(content, 'base64') };
  });
}

/** multipart/form-data through Node's own parser (undici), refused past the size limit. */
async function readMultipart(req: Request): Promise<{ fields: Record<string, unknown>; files: IncomingFile[] }> {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > MAX_MULTIPART_BYTES) done(new HttpError(413, 'The attachments are too large (25MB per file).'));
      else done(null, chunk);
    },
  });
  const body = Readable.toWeb(req.pipe(counter)) as ReadableStream<Uint8Array>;
  let form: FormData;
  try {
    form = await new Request('http://compose.local/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body,
      duplex: 'half',
    } as RequestInit).formData();
  } catch (error) {
    if (seen > MAX_MULTIPART_BYTES) throw new HttpError(413, 'The attachments are too large (25MB per file).');
    throw new HttpError(400, `The form could not be read: ${(error as Error).message}`);
  }
  const fields: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (!value.name && !value.size) continue; // an empty file input
      files.push({ filename: value.name || 'attachment', content: Buffer.from(await value.arrayBuffer()) });
    } else if (name === 'draft' || name === 'message') {
      try {
        Object.assign(fields, JSON.parse(value));
      } catch {
        throw ValidationError.fromFields([{ name, message: `${name} must be JSON` }]);
      }
    } else {
      const key = name.replace(/\[\]$/, '');
      fields[key] = key in fields ? [...(Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [fields[key]]), value] : value;
    }
  }
  return { fields, files };
}

async function readDraft(req: Request) {
  if (req.is('multipart/form-data')) {
    const { fields, files } = await readMultipart(req);
    const problem = valueProblem(fields, 'form');
    if (problem) throw new HttpError(400, `The ${problem}.`);
    return { input: draftInput(fields), files: [...files, ...jsonFiles(typeof fields.attachments === 'string' ? undefined : fields.attachments)] };
  }
  const b = (req.body ?? {}) as Record<string, unknown>;
  return { input: draftInput(b), files: jsonFiles(b.attachments) };
}

const STATUSES = ['draft', 'sending', 'sent', 'failed'] as const;

export function composeRoutes(services: Services) {
  const r = Router();
  const compose = () => services.compose;

  r.get(
    '/enhanced-emails/ai-templates',
    route(async (req, res) => {
      viewerId(req);
      res.json(compose().templates());
    }),
  );

  r.post(
    '/enhanced-emails/ai-compose',
    jsonBody,
    route(async (req, res) => {
      const userId = viewerId(req);
      const b = (req.body ?? {}) as Record<string, any>;
      const c = (b.context ?? {}) as Record<string, unknown>;
      const out = await compose().aiCompose(userId, {
        prompt: str(b.prompt),
        template: str(b.template) || undefined,
        context: {
          subject: str(c.subject),
          replyToId: idOf(str(first(c.replyToId, b.replyToId)) || undefined, 'Email'),
          threadId: str(c.threadId) || undefined,
          existingContent: str(c.existingContent),
          to: str(first(c.to, b.to)),
        },
      });
      res.json(out);
    }),
  );

  r.get(
    '/enhanced-emails/compose-defaults',
    route(async (req, res) => {
      const userId = viewerId(req);
      res.json(
        await compose().defaults(userId, {
          replyToId: idOf(str(req.query.replyToId) || undefined, 'Email'),
          forwardId: idOf(str(req.query.forwardId) || undefined, 'Email'),
          replyAll: bool(req.query.replyAll),
        }),
      );
    }),
  );

  r.get(
    '/enhanced-emails/drafts',
    route(async (req, res) => {
      const userId = viewerId(req);
      const wanted = String(req.query.status ?? '')
        .split(',')
        .filter((s): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s));
      res.json((await compose().list(userId, wanted.length ? wanted : undefined, Number(req.query.limit) || 50)).map(draftJson));
    }),
  );

  r.get(
    '/enhanced-emails/drafts/:id',
    route(async (req, res) => {
      res.json(draftJson(await compose().get(viewerId(req), String(req.params.id))));
    }),
  );

  r.get(
    '/enhanced-emails/drafts/:id/attachments/:attachmentId',
    route(async (req, res) => {
      const a = await compose().attachment(viewerId(req), String(req.params.id), String(req.params.attachmentId));
      res.setHeader('content-type', a.mimeType);
      res.setHeader('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(a.filename)}`);
      res.setHeader('cache-control', 'private, no-store');
      res.end(Buffer.from(a.blob.data));
    }),
  );

  r.delete(
    '/enhanced-emails/drafts/:id',
    route(async (req, res) => {
      const d = await compose().remove(viewerId(req), String(req.params.id));
      res.json({ message: 'Draft deleted', id: d.id });
    }),
  );

  r.post(
    '/enhanced-emails/drafts',
    jsonBody,
    route(async (req, res) => {
      const userId = viewerId(req);
      const { input, files } = await readDraft(req);
      const draft = await compose().save(userId, input, files);
      res.status(input.id ? 200 : 201).json(draftJson(draft));
    }),
  );

  const send = (fromPath: boolean) =>
    route(async (req, res) => {
      const userId = viewerId(req);
      const { input, files } = await readDraft(req);
      if (fromPath) input.id = String(req.params.id);
      try {
        const out = await compose().send(userId, input, files);
        const recipients = [...out.draft.to, ...out.draft.cc, ...out.draft.bcc];
        res.json({
          message: 'Email sent successfully',
          description: `Sent to ${recipients.join(', ')}`,
          id: out.draft.id,
          draft: draftJson(out.draft),
          emailId: out.emailId,
          messageId: out.messageId.replace(/^<|>$/g, ''),
          providerMessageId: out.draft.providerMessageId,
          from: out.account.email,
        });
      } catch (error) {
        if (error instanceof SendError) {
          res.status(502).json({ message: `Failed to send email: ${error.message}`, draftId: error.draftId, reconnectRequired: error.reconnect });
          return;
        }
        throw error;
      }
    });

  r.post('/enhanced-emails/send', jsonBody, send(false));
  r.post('/enhanced-emails/drafts/:id/send', jsonBody, send(true));

  return r;
}
