// Turning a draft into a message: recipient lists, Re:/Fwd: subjects, the body's
// markdown-lite into HTML, the forwarded-message block, and the MIME itself
// (nodemailer's MailComposer: one build without Bcc for SMTP, one with Bcc for
// Gmail's API and for the user's own sent copy; same Message-ID, same bytes otherwise).
import crypto from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import addressparser from 'nodemailer/lib/addressparser';

// ───────────────────────────── recipients ─────────────────────────────

/**
 * Spec §5: comma-separated, trimmed, empty entries dropped. A comma inside quotes
 * or angle brackets ("Doe, Jane" <jane@x.io>) does not split.
 */
export function splitRecipients(value: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(value) ? value : [value ?? ''];
  const out: string[] = [];
  for (const part of parts as string[]) {
    let current = '';
    let quoted = false;
    let angle = 0;
    for (const ch of String(part)) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch === '<') angle++;
      else if (!quoted && ch === '>') angle = Math.max(0, angle - 1);
      if ((ch === ',' || ch === ';' || ch === '\n') && !quoted && !angle) {
        out.push(current);
        current = '';
      } else current += ch;
    }
    out.push(current);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

export type Mailbox = { name: string; address: string };

const ADDRESS = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+\.[^\s@<>()[\]",;:\\.]{2,}$/;

/** One recipient entry ('Jane <jane@x.io>' or 'jane@x.io') as a mailbox, or null when it is not an address. */
export function parseMailbox(entry: string): Mailbox | null {
  const parsed = addressparser(entry, { flatten: true }) as { name?: string; address?: string }[];
  if (parsed.length !== 1) return null;
  const address = (parsed[0]!.address ?? '').trim();
  if (!ADDRESS.test(address)) return null;
  return { name: (parsed[0]!.name ?? '').trim(), address };
}

export const formatMailbox = (m: Mailbox) => (m.name ? `"${m.name.replace(/["\\]/g, '')}" <${m.address}>` : m.address);

// ───────────────────────────── subjects ─────────────────────────────

const REPLY_PREFIX = /^\s*(re|aw|sv|antw)\s*(\[\d+\])?\s*:/i;
const FORWARD_PREFIX = /^\s*(fwd?|fw|wg|tr)\s*:/i;

export const replySubject = (subject: string) => (REPLY_PREFIX.test(subject) ? subject.trim() : `Re: ${subject.trim()}`.trim());
export const forwardSubject = (subject: string) => (FORWARD_PREFIX.test(subject) ? subject.trim() : `Fwd: ${subject.trim()}`.trim());

// ───────────────────────────── forwarded block ─────────────────────────────

export const FORWARD_MARKER = '---------- Forwarded message ---------';

type Original = {
  fromName: string | null;
  fromAddress: string | null;
  to: unknown;
  cc: unknown;
  subject: string;
  receivedAt: Date;
  textBody: string;
  htmlBody: string | null;
};

const people = (v: unknown) =>
  (Array.isArray(v) ? (v as { name?: string; email?: string }[]) : [])
    .map((a) => (a.name ? `${a.name} <${a.email ?? ''}>` : (a.email ?? '')))
    .filter(Boolean)
    .join(', ');

/** Text of an HTML-only original, for quoting. */
function htmlToText(html: string) {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The block a forward carries below the user's note (as Gmail writes it). */
export function forwardBlock(o: Original) {
  const from = o.fromName ? `${o.fromName} <${o.fromAddress ?? ''}>` : (o.fromAddress ?? '');
  const date = o.receivedAt.toUTCString().replace('GMT', 'UTC');
  const lines = [FORWARD_MARKER, `From: ${from}`, `Date: ${date}`, `Subject: ${o.subject}`, `To: ${people(o.to)}`];
  const cc = people(o.cc);
  if (cc) lines.push(`Cc: ${cc}`);
  const text = o.textBody.trim() || (o.htmlBody ? htmlToText(o.htmlBody) : '');
  return `${lines.join('\n')}\n\n${text}`;
}

/** The body with the forwarded block appended once (saving a draft again does not repeat it). */
export function withForwardBlock(body: string, original: Original) {
  if (body.includes(FORWARD_MARKER)) return body;
  return `${body.replace(/\s+$/, '')}${body.trim() ? '\n\n' : ''}${forwardBlock(original)}`;
}

// ───────────────────────────── body: markdown-lite → HTML ─────────────────────────────

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** **bold**, _italic_ / *italic*, [text](https://…), on text that is already escaped. */
function inline(escaped: string) {
  return escaped
    .replace(/\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)/g, (_m, text: string, url: string) => `<a href="${url}">${text}</a>`)
    .replace(/\*\*(?=\S)([^*\n]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(>])_(?=\S)([^_\n]*?\S)_(?=$|[\s.,;:!?)<])/g, '$1<em>$2</em>')
    .replace(/(^|[\s(>])\*(?=\S)([^*\n]*?\S)\*(?=$|[\s.,;:!?)<])/g, '$1<em>$2</em>');
}

function renderBlocks(text: string) {
  const html: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    if (!block.trim()) continue;
    if (lines.every((l) => /^\s*[-*•]\s+/.test(l))) {
      html.push(`<ul>${lines.map((l) => `<li>${inline(escapeHtml(l.replace(/^\s*[-*•]\s+/, '')))}</li>`).join('')}</ul>`);
    } else if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
      html.push(`<ol>${lines.map((l) => `<li>${inline(escapeHtml(l.replace(/^\s*\d+[.)]\s+/, '')))}</li>`).join('')}</ol>`);
    } else if (lines.every((l) => /^\s*>/.test(l))) {
      html.push(`<blockquote>${lines.map((l) => inline(escapeHtml(l.replace(/^\s*>\s?/, '')))).join('<br>')}</blockquote>`);
    } else {
      html.push(`<p>${lines.map((l) => inline(escapeHtml(l))).join('<br>')}</p>`);
    }
  }
  return html.join('\n');
}

/**
 * The HTML part of a body written in the composer's markdown-lite. A forwarded
 * block is quoted as it was written (its text is not read as markup).
 */
export function bodyToHtml(body: string) {
  const at = body.indexOf(FORWARD_MARKER);
  const own = at < 0 ? body : body.slice(0, at);
  const forwarded = at < 0 ? '' : body.slice(at);
  const parts = [renderBlocks(own)];
  if (forwarded) {
    parts.push(`<div style="border-left:2px solid #ccc;padding-left:12px;margin-top:16px;white-space:pre-wrap">${escapeHtml(forwarded)}</div>`);
  }
  return `<!DOCTYPE html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px">${parts.join('\n')}</body></html>`;
}

// ───────────────────────────── MIME ─────────────────────────────

export type OutgoingMessage = {
  from: Mailbox;
  to: Mailbox[];
  cc: Mailbox[];
  bcc: Mailbox[];
  subject: string;
  body: string;
  priority: 'high' | 'normal' | 'low';
  inReplyTo: string | null;
  references: string[];
  attachments: { filename: string; mimeType: string; content: Buffer }[];
};

export type BuiltMessage = {
  messageId: string;
  /** What goes over SMTP: no Bcc header. */
  raw: Buffer;
  /** With the Bcc header: Gmail's API (which reads recipients from headers) and the user's sent copy. */
  rawWithBcc: Buffer;
  envelope: { from: string; to: string[] };
};

const bracket = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

const PRIORITY_HEADERS: Record<OutgoingMessage['priority'], Record<string, string>> = {
  high: { 'X-Priority': '1 (Highest)', 'X-MSMail-Priority': 'High', Importance: 'High' },
  normal: {},
  low: { 'X-Priority': '5 (Lowest)', 'X-MSMail-Priority': 'Low', Importance: 'Low' },
};

/** SMTP puts CRLF at every line end on the wire; the bytes we keep must be the same. */
const crlf = (b: Buffer) => Buffer.from(b.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');

export async function buildMessage(m: OutgoingMessage, now = new Date()): Promise<BuiltMessage> {
  const domain = m.from.address.split('@')[1] || 'nugget.local';
  const messageId = `<${crypto.randomUUID()}@${domain}>`;
  const composer = new MailComposer({
    from: { name: m.from.name, address: m.from.address },
    to: m.to.map((a) => ({ name: a.name, address: a.address })),
    cc: m.cc.map((a) => ({ name: a.name, address: a.address })),
    bcc: m.bcc.map((a) => ({ name: a.name, address: a.address })),
    subject: m.subject,
    text: m.body,
    html: bodyToHtml(m.body),
    messageId,
    date: now,
    ...(m.inReplyTo ? { inReplyTo: bracket(m.inReplyTo) } : {}),
    ...(m.references.length ? { references: m.references.map(bracket) } : {}),
    headers: { 'X-Mailer': 'Nugget', ...PRIORITY_HEADERS[m.priority] },
    attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.mimeType })),
  });
  const node = composer.compile();
  const raw = crlf(await node.build());
  node.keepBcc = true;
  const rawWithBcc = crlf(await node.build());
  const envelope = node.getEnvelope() as { from: string | false; to: string[] };
  return { messageId, raw, rawWithBcc, envelope: { from: envelope.from || m.from.address, to: envelope.to } };
}
