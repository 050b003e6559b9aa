// Building test mail: raw RFC 822 messages and mbox files made at test time
// (the eval corpora are read from ../shared, never copied into the repo).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const EVAL = path.resolve(import.meta.dirname, '../../../shared/eval');

export function rawMessage(o: {
  from?: string;
  to?: string;
  subject?: string;
  body?: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  date?: string;
  headers?: Record<string, string>;
}): Buffer {
  const lines = [
    `From: ${o.from ?? 'Priya Shah <priya@acme.io>'}`,
    `To: ${o.to ?? 'Ada <ada@example.com>'}`,
    `Subject: ${o.subject ?? 'Hello'}`,
    `Date: ${o.date ?? 'Tue, 03 Mar 2026 10:00:00 +0000'}`,
    ...(o.messageId ? [`Message-ID: <${o.messageId}>`] : []),
    ...(o.inReplyTo ? [`In-Reply-To: <${o.inReplyTo}>`] : []),
    ...(o.references ? [`References: ${o.references}`] : []),
    ...Object.entries(o.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    'MIME-Version: 1.0',
  ];
  if (o.html) {
    lines.push('Content-Type: text/html; charset=utf-8', '', o.html);
  } else {
    lines.push('Content-Type: text/plain; charset=utf-8', '', o.body ?? 'Hi there.');
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

export function tempDir(prefix = 'nugget-mail-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes an mbox (mboxrd escaping) from raw messages. */
export function writeMbox(file: string, messages: Buffer[]) {
  const parts = messages.map((m) => {
    const body = m
      .toString('latin1')
      .replace(/\r\n/g, '\n')
      .replace(/^(>*From )/gm, '>$1');
    return `From nugget@test Thu Jan  1 00:00:00 2026\n${body}${body.endsWith('\n') ? '' : '\n'}\n`;
  });
  fs.writeFileSync(file, Buffer.from(parts.join(''), 'latin1'));
  return file;
}

/** The first `n` files of a SpamAssassin folder, as raw messages without the envelope line. */
export function spamAssassin(folder: 'easy_ham' | 'hard_ham' | 'spam', n: number): Buffer[] {
  const dir = path.join(EVAL, 'spamassassin-ham-spam', folder);
  return fs
    .readdirSync(dir)
    .sort()
    .slice(0, n)
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f));
      return raw.subarray(0, 5).toString() === 'From ' ? raw.subarray(raw.indexOf(10) + 1) : raw;
    });
}
