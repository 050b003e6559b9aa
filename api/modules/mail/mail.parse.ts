// Turns raw RFC 822 bytes into what we store. Never throws: broken mail is parsed
// as far as possible (mailparser first, a bare header scan as the fallback) and
// `parseError` says what went wrong, so a sync never stops on one bad message.
import crypto from 'node:crypto';
import { convert as htmlToPlain } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import sanitizeHtml from 'sanitize-html';

export type Address = { name: string; email: string };

export type ParsedAttachment = {
  filename: string;
  mimeType: string;
  size: number;
  contentId: string | null;
  inline: boolean;
  hash: string;
  content: Buffer;
};

export type ParsedMessage = {
  messageId: string;
  /** True when the message had no Message-ID and one was derived from its content. */
  syntheticMessageId: boolean;
  threadKey: string;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: Address | null;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  replyTo: string | null;
  date: Date | null;
  headers: Record<string, string>;
  text: string;
  html: string | null;
  snippet: string;
  attachments: ParsedAttachment[];
  rawHash: string;
  size: number;
  parseError: string | null;
};

const PARSE_TIMEOUT_MS = 20_000;
/** Headers worth keeping for analysis and display (the raw source has the rest). */
const KEPT_HEADERS = new Set([
  'list-unsubscribe',
  'list-id',
  'precedence',
  'auto-submitted',
  'x-mailer',
  'x-priority',
  'importance',
  'return-path',
  'sender',
  'x-spam-flag',
  'x-spam-status',
  'content-type',
  'x-auto-response-suppress',
  'x-campaign',
  'x-mailgun-tag',
  'feedback-id',
  'x-original-to',
  'delivered-to',
  'x-folder',
  'reply-to',
  'x-nugget-digest',
]);

export const sha256 = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest('hex');

function addresses(field: AddressObject | AddressObject[] | undefined): Address[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  const out: Address[] = [];
  const walk = (items: { address?: string; name?: string; group?: any[] }[]) => {
    for (const a of items) {
      if (a.group) walk(a.group);
      else if (a.address || a.name) out.push({ name: (a.name ?? '').trim(), email: (a.address ?? '').trim().toLowerCase() });
    }
  };
  for (const f of list) walk(f.value ?? []);
  return out;
}

const cleanId = (id: string | undefined | null) => {
  const m = id?.trim().match(/<([^>]+)>/);
  const v = (m ? m[1] : id?.trim()) ?? '';
  return v.replace(/\s+/g, '') || null;
};

function idList(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return [...raw.matchAll(/<([^>]+)>/g)].map((m) => m[1]!.replace(/\s+/g, '')).filter(Boolean);
}

/** The conversation root: first References entry, else In-Reply-To, else the message itself. */
export function threadKeyFor(messageId: string, references: string[], inReplyTo: string | null): string {
  const root = references[0] ?? inReplyTo ?? messageId;
  return 't' + sha256(root.toLowerCase()).slice(0, 24);
}

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'font',
      'center',
      'span',
      'div',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'td',
      'th',
      'caption',
      'colgroup',
      'col',
      'u',
      's',
      'strike',
      'sub',
      'sup',
      'hr',
      'br',
    ],
    allowedAttributes: {
      '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'color', 'dir', 'title', 'colspan', 'rowspan', 'border', 'cellpadding', 'cellspacing'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      font: ['face', 'size', 'color'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'cid'],
    allowedSchemesByTag: { img: ['https', 'data', 'cid'] },
    allowProtocolRelative: false,
    allowedStyles: {
      '*': Object.fromEntries(
        [
          'color',
          'background-color',
          'background',
          'font-size',
          'font-weight',
          'font-style',
          'font-family',
          'text-align',
          'text-decoration',
          'line-height',
          'margin',
          'margin-top',
          'margin-bottom',
          'margin-left',
          'margin-right',
          'padding',
          'padding-top',
          'padding-bottom',
          'padding-left',
          'padding-right',
          'border',
          'border-collapse',
          'width',
          'max-width',
          'height',
          'display',
          'vertical-align',
          'white-space',
        ].map((p) => [p, [/^[^;()\\<>"]*$/]]),
      ),
    },
    // Links open outside the app and tell the target nothing about us.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head'],
  });
}

/**
 * Lines a preview skips: rules ("-----", "_____"), "-----Original Message-----" and forward banners (Gmail's,
 * Lotus Notes' "--- Forwarded by …"), the From/Sent/To/Subject block under them, and ">" quoted lines with
 * their "On … wrote:" line. A reply then previews what was written, a bare forward what it forwards.
 */
const PREVIEW_NOISE =
  /^\s*(?:[-_=*~]{5,}.*|.*-{3,}\s*(?:original message|forwarded (?:message|by)\b).*|(?:from|sent|to|cc|bcc|date|subject)\s*:.*|>.*|on\b.{0,200}\bwrote:\s*)$/i;

export function makeSnippet(text: string, length = 200): string {
  const head = text.slice(0, 8_000);
  const kept = head
    .split(/\r?\n/)
    .filter((line) => !PREVIEW_NOISE.test(line))
    .join(' ');
  return (kept.replace(/\s+/g, ' ').trim() || head.replace(/\s+/g, ' ').trim()).slice(0, length);
}

/** Whether the message carries a text/plain body of its own (a message with no Content-Type at all is plain text). */
function hasPlainPart(source: Buffer): boolean {
  const head = source.subarray(0, 2_000_000).toString('latin1');
  return /^content-type:\s*text\/plain\b/im.test(head) || !/^content-type:/im.test(head);
}

/** The text of an HTML body: one line per block and table row, cells apart, links without their addresses. */
function plainFromHtml(html: string): string {
  return htmlToPlain(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'table', format: 'dataTable', options: { colSpacing: 2, maxColumnWidth: 200, uppercaseHeaderCells: false } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Last resort when mailparser gives up: the header block read by hand, the rest as text. */
function fallbackParse(raw: Buffer) {
  const str = raw.toString('latin1');
  const split = str.search(/\r?\n\r?\n/);
  const head = split >= 0 ? str.slice(0, split) : str;
  const body = split >= 0 ? str.slice(split).trim() : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] ??= line.slice(i + 1).trim();
  }
  return { headers, body };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`parsing took longer than ${ms / 1000}s`)), ms)))]).finally(
    () => clearTimeout(timer),
  );
}

export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const rawHash = sha256(raw);
  let parsed: ParsedMail | null = null;
  let parseError: string | null = null;
  try {
    parsed = await withTimeout(simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, maxHtmlLengthToParse: 5_000_000 }), PARSE_TIMEOUT_MS);
  } catch (error) {
    parseError = `Could not fully parse this message: ${(error as Error).message}`;
  }

  const fallback = parsed ? null : fallbackParse(raw);
  const headerValue = (name: string): string | undefined => {
    if (fallback) return fallback.headers[name];
    const v = parsed!.headers.get(name);
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v;
    if (v instanceof Date) return v.toISOString();
    // Address headers (Return-Path, Sender…) may come as a list of address objects.
    if (Array.isArray(v))
      return v
        .map((x: any) => (typeof x === 'string' ? x : (x?.text ?? x?.value?.[0]?.address ?? '')))
        .filter(Boolean)
        .join(', ');
    if (typeof v === 'object' && 'text' in (v as any)) return String((v as any).text);
    if (typeof v === 'object' && 'value' in (v as any)) return String((v as any).value);
    return String(v);
  };

  const headers: Record<string, string> = {};
  // The header lines as written: mailparser restructures some (List-* become `list`),
  // and the analyzer wants the original text.
  const rawLines = new Map<string, string>();
  for (const h of parsed?.headerLines ?? []) {
    if (!rawLines.has(h.key))
      rawLines.set(
        h.key,
        h.line
          .slice(h.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      );
  }
  for (const name of KEPT_HEADERS) {
    const v = rawLines.get(name) ?? headerValue(name);
    if (v) headers[name] = v.slice(0, 2000);
  }

  const ownId = cleanId(parsed ? parsed.messageId : fallback!.headers['message-id']);
  const references = parsed ? idList(parsed.references as any) : idList(fallback!.headers['references']);
  const inReplyTo = cleanId(parsed ? (parsed.inReplyTo as string | undefined) : fallback!.headers['in-reply-to']);
  const messageId = ownId ?? `nugget-${rawHash.slice(0, 32)}@synthetic`;

  let date: Date | null = parsed?.date ?? (fallback?.headers['date'] ? new Date(fallback.headers['date']) : null);
  if (date && (Number.isNaN(date.getTime()) || date.getFullYear() < 1900 || date.getTime() > Date.now() + 2 * 86_400_000)) {
    parseError ??= `Unusable Date header (${headerValue('date') ?? 'missing'})`;
    date = null;
  }

  let html: string | null = null;
  let text = '';
  if (parsed) {
    if (typeof parsed.html === 'string' && parsed.html.trim()) html = sanitizeEmailHtml(parsed.html);
    text = parsed.text ?? '';
    // HTML-only mail (receipts, statements, notices): mailparser's own text runs table cells together ("Valor
    // liquidadoR$ 40.456,35", "a ingresar9.644,18 €"), which reads labels and amounts wrong. Rows and cells kept apart.
    if (typeof parsed.html === 'string' && parsed.html.trim() && !hasPlainPart(raw)) text = plainFromHtml(parsed.html) || text;
    if (!text.trim() && typeof parsed.html === 'string')
      text = sanitizeHtml(parsed.html, { allowedTags: [], allowedAttributes: {} })
        .replace(/\n{3,}/g, '\n\n')
        .trim();
  } else {
    text = fallback!.body;
  }

  const from = parsed
    ? (addresses(parsed.from)[0] ?? null)
    : fallback!.headers['from']
      ? { name: '', email: (fallback!.headers['from']!.match(/[^\s<>"]+@[^\s<>"]+/)?.[0] ?? '').toLowerCase() }
      : null;

  const attachments: ParsedAttachment[] = (parsed?.attachments ?? []).map((a, i) => ({
    filename: (a.filename ?? '').trim() || `attachment-${i + 1}${a.contentType === 'message/rfc822' ? '.eml' : ''}`,
    mimeType: a.contentType || 'application/octet-stream',
    size: a.size ?? a.content.length,
    contentId: cleanId(a.contentId) ?? null,
    inline: a.contentDisposition === 'inline' && !!a.contentId,
    hash: sha256(a.content),
    content: a.content,
  }));

  return {
    messageId,
    syntheticMessageId: !ownId,
    threadKey: threadKeyFor(messageId, references, inReplyTo),
    inReplyTo,
    references,
    subject: (parsed ? parsed.subject : fallback!.headers['subject'])?.trim() ?? '',
    from,
    to: parsed ? addresses(parsed.to) : [],
    cc: parsed ? addresses(parsed.cc) : [],
    bcc: parsed ? addresses(parsed.bcc) : [],
    replyTo: parsed ? (addresses(parsed.replyTo)[0]?.email ?? null) : null,
    date,
    headers,
    text,
    html,
    snippet: makeSnippet(text),
    attachments,
    rawHash,
    size: raw.length,
    parseError,
  };
}
