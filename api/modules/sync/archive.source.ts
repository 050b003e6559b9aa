// Archives: .mbox files (mboxo/mboxrd), single .eml files, Maildir folders, and
// plain folders of message files. Each message's provider id is its content
// hash, so importing the same archive twice (or resuming a killed import) stores
// nothing twice.
import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from '../mail/mail.parse.ts';
import type { IncomingMessage } from '../mail/mail.ingest.ts';

const CHUNK = 4 * 1024 * 1024;

/** Does this look like a message (or an mbox) rather than some other file? */
export function looksLikeMail(head: Buffer): boolean {
  const text = head.subarray(0, 4096).toString('latin1');
  if (text.startsWith('From ')) return true;
  return (
    /^[A-Za-z][A-Za-z0-9-]*:[^\r\n]*\r?\n/.test(text) &&
    /^(from|date|subject|message-id|received|return-path|to|delivered-to|mime-version|x-[a-z-]+):/im.test(text)
  );
}

/**
 * Splits an mbox stream into raw messages. A "From " line separates messages only
 * at the start of the file or after a blank line (bodies of sloppy mboxes contain
 * unescaped "From " lines); mboxrd ">From " lines are unescaped.
 */
export async function* readMbox(file: string): AsyncGenerator<Buffer> {
  const fd = await fs.promises.open(file, 'r');
  const buf = Buffer.alloc(CHUNK);
  let carry = Buffer.alloc(0);
  let current: Buffer[] = [];
  let prevBlank = true;
  const take = () => {
    const msg = current.length ? unescapeFrom(Buffer.concat(current)) : null;
    current = [];
    return msg && msg.length ? msg : null;
  };
  try {
    for (;;) {
      const { bytesRead } = await fd.read(buf, 0, CHUNK, null);
      const data = bytesRead ? Buffer.concat([carry, buf.subarray(0, bytesRead)]) : carry;
      let start = 0;
      for (;;) {
        let nl = data.indexOf(10, start);
        if (nl < 0) {
          if (bytesRead) break; // partial line: wait for the next chunk
          if (start >= data.length) break;
          nl = data.length - 1; // last line without a newline
        }
        const line = data.subarray(start, nl + 1);
        start = nl + 1;
        const isFrom = line.length >= 5 && line.subarray(0, 5).toString('latin1') === 'From ';
        if (isFrom && prevBlank) {
          const msg = take();
          if (msg) yield msg;
        } else {
          current.push(Buffer.from(line));
        }
        prevBlank = line.length <= 2 && (line[0] === 10 || (line[0] === 13 && line[1] === 10));
      }
      carry = Buffer.from(data.subarray(start));
      if (!bytesRead) break;
    }
    const last = take();
    if (last) yield last;
  } finally {
    await fd.close();
  }
}

function unescapeFrom(msg: Buffer): Buffer {
  // mboxrd: a body line ">From " (any number of >) lost one ">" when written.
  const text = msg.toString('latin1');
  if (!/^>+From /m.test(text)) return trimTrailingBlank(msg);
  return trimTrailingBlank(Buffer.from(text.replace(/^>(>*From )/gm, '$1'), 'latin1'));
}

function trimTrailingBlank(b: Buffer): Buffer {
  let end = b.length;
  // The blank line before the next "From " belongs to the mbox, not the message.
  if (end >= 2 && b[end - 1] === 10 && b[end - 2] === 10) end -= 1;
  else if (end >= 4 && b.subarray(end - 4, end).toString('latin1') === '\r\n\r\n') end -= 2;
  return b.subarray(0, end);
}

export type ArchiveEntry = { path: string; kind: 'mbox' | 'message'; flags?: { read?: boolean; starred?: boolean }; folder: string };

/** Lists what an archive path holds: mbox files, message files, Maildir messages (with their flags). */
export async function scanArchive(root: string): Promise<ArchiveEntry[]> {
  const out: ArchiveEntry[] = [];
  const stat = await fs.promises.stat(root);
  const rootName = path.basename(root);
  const classify = async (file: string, folder: string) => {
    const fd = await fs.promises.open(file, 'r');
    const head = Buffer.alloc(4096);
    const { bytesRead } = await fd.read(head, 0, 4096, 0);
    await fd.close();
    const h = head.subarray(0, bytesRead);
    if (!bytesRead || !looksLikeMail(h)) return;
    const isMbox = h.toString('latin1').startsWith('From ') || /\.mbox$/i.test(file);
    out.push({ path: file, kind: isMbox ? 'mbox' : 'message', folder });
  };
  if (stat.isFile()) {
    await classify(root, rootName);
    return out;
  }
  const walk = async (dir: string, folder: string) => {
    const entries = (await fs.promises.readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    const names = new Set(entries.map((e) => e.name));
    if (names.has('cur') || names.has('new')) {
      // Maildir: messages in cur/ and new/, flags after ":2," (S = seen, F = flagged).
      for (const sub of ['new', 'cur']) {
        if (!names.has(sub)) continue;
        for (const f of (await fs.promises.readdir(path.join(dir, sub))).sort()) {
          const flags = f.includes(':2,') ? f.split(':2,')[1]! : '';
          out.push({ path: path.join(dir, sub, f), kind: 'message', folder, flags: { read: flags.includes('S'), starred: flags.includes('F') } });
        }
      }
    }
    for (const e of entries) {
      if (e.name === 'cur' || e.name === 'new' || e.name === 'tmp' || e.name.startsWith('.notmuch')) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full, e.name.replace(/^\./, '') || folder);
      else if (e.isFile() && !names.has('cur')) await classify(full, folder);
    }
  };
  await walk(root, rootName);
  return out;
}

/** Counts messages cheaply (mbox: "From " lines) for the progress bar's total. */
export async function countMessages(entries: ArchiveEntry[]): Promise<number> {
  let n = 0;
  for (const e of entries) {
    if (e.kind === 'message') n++;
    else {
      const text = await fs.promises.readFile(e.path, 'latin1');
      n += (text.match(/(^|\n)From /g) ?? []).length || 1;
    }
  }
  return n;
}

/** Names mail clients and exports give the sent folder: "Sent", "Sent Items", "Sent Mail", Enron's "_sent_mail", "sent_items". */
const SENT_FOLDER = /^_?sent(?:[ _.-]?(?:items|mail|messages))?$/i;

const headerField = (name: string) => new RegExp(`^${name}:([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im');
const HINT_FIELDS = {
  'x-gmail-labels': headerField('x-gmail-labels'),
  status: headerField('status'),
  'x-status': headerField('x-status'),
  'x-mozilla-status': headerField('x-mozilla-status'),
};

/**
 * What the message's own header says a mail client knew about it: Google Takeout's labels
 * ("X-Gmail-Labels: Sent,Starred,Unread"), mutt's and pine's "Status: RO" / "X-Status: F", and
 * Thunderbird's "X-Mozilla-Status" bits (1 read, 4 flagged). Flags are absent when none of these is.
 */
export function archiveHints(raw: Buffer): { sent: boolean; flags?: { read?: boolean; starred?: boolean } } {
  const head = raw.subarray(0, 16_384).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const header = end < 0 ? head : head.slice(0, end);
  const field = (name: keyof typeof HINT_FIELDS) =>
    HINT_FIELDS[name]
      .exec(header)?.[1]!
      .replace(/\r?\n[ \t]/g, ' ')
      .trim();
  const flags: { read?: boolean; starred?: boolean } = {};
  const labels = field('x-gmail-labels')
    ?.split(',')
    .map((l) => l.trim().toLowerCase());
  if (labels) {
    flags.read = !labels.includes('unread');
    flags.starred = labels.includes('starred');
  }
  const status = field('status');
  if (status !== undefined) flags.read = status.includes('R');
  const xStatus = field('x-status');
  if (xStatus?.includes('F')) flags.starred = true;
  const mozilla = field('x-mozilla-status');
  if (mozilla && /^[0-9a-f]{1,4}$/i.test(mozilla)) {
    const bits = parseInt(mozilla, 16);
    flags.read = (bits & 1) === 1;
    flags.starred = (bits & 4) === 4;
  }
  return { sent: !!labels?.includes('sent'), ...(Object.keys(flags).length ? { flags } : {}) };
}

/** Yields every message of the archive as an IncomingMessage; mail from a sent folder, or labelled Sent, is the user's. */
export async function* readArchive(entries: ArchiveEntry[]): AsyncGenerator<IncomingMessage> {
  for (const e of entries) {
    // An mbox file is a folder of its own ("Sent.mbox", "Sent Items.mbox").
    const sentFolder = SENT_FOLDER.test(e.folder) || (e.kind === 'mbox' && SENT_FOLDER.test(path.basename(e.path).replace(/\.mbox$/i, '')));
    if (e.kind === 'mbox') {
      for await (const raw of readMbox(e.path)) {
        const hints = archiveHints(raw);
        yield { providerId: sha256(raw), raw, folder: e.folder, sent: sentFolder || hints.sent, ...(hints.flags ? { flags: hints.flags } : {}) };
      }
    } else {
      let raw = await fs.promises.readFile(e.path);
      const firstLine = raw.subarray(0, 5).toString('latin1');
      if (firstLine === 'From ') raw = raw.subarray(raw.indexOf(10) + 1); // envelope line of a single message
      const hints = archiveHints(raw);
      // Maildir keeps flags in the file name; a loose message file may carry them in its header.
      yield { providerId: sha256(raw), raw, folder: e.folder, flags: e.flags ?? hints.flags, sent: sentFolder || hints.sent };
    }
  }
}
