// Composer attachments (spec §5): at most 25 MB each; images, PDF, .doc, .docx,
// .txt, .csv and .xlsx only. The type is decided by the file name's extension AND
// by what the bytes are (sniffed), never by the MIME type a client claims: a
// renamed executable is refused, and the MIME type we store and send is ours.
import { ValidationError } from '../../platform/errors.ts';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const ACCEPTED_TYPES_TEXT = 'images, PDF, .doc, .docx, .txt, .csv, .xlsx';

export type IncomingFile = { filename: string; content: Buffer };
export type CheckedFile = { filename: string; mimeType: string; content: Buffer };

type Kind = 'image' | 'pdf' | 'doc' | 'docx' | 'xlsx' | 'text';

const EXTENSIONS: Record<string, { kind: Kind; mime: string }> = {
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
  gif: { kind: 'image', mime: 'image/gif' },
  webp: { kind: 'image', mime: 'image/webp' },
  bmp: { kind: 'image', mime: 'image/bmp' },
  tif: { kind: 'image', mime: 'image/tiff' },
  tiff: { kind: 'image', mime: 'image/tiff' },
  heic: { kind: 'image', mime: 'image/heic' },
  heif: { kind: 'image', mime: 'image/heif' },
  avif: { kind: 'image', mime: 'image/avif' },
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  doc: { kind: 'doc', mime: 'application/msword' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  txt: { kind: 'text', mime: 'text/plain' },
  csv: { kind: 'text', mime: 'text/csv' },
};

const startsWith = (b: Buffer, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  heic: 'image/heic',
  avif: 'image/avif',
};

/** The image format the bytes are, if any. */
function sniffImage(b: Buffer): string | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, ascii('BM')) && b.length > 14) return 'bmp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(b, ascii('ftyp'), 4)) {
    const brand = b.subarray(8, 12).toString('latin1');
    if (/^(heic|heix|hevc|hevx|mif1|msf1|avif|avis)$/.test(brand)) return brand.startsWith('avi') ? 'avif' : 'heic';
  }
  return null;
}

/** An OOXML (zip) package holding the part that makes it a Word or an Excel file. */
function isOoxml(b: Buffer, part: 'word/' | 'xl/') {
  return startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && b.includes('[Content_Types].xml') && b.includes(part);
}

/** Plain text: no NUL bytes and valid UTF-8 (or plain 8-bit text) in the first 64 KB. */
function isText(b: Buffer) {
  const head = b.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  // Control characters other than tab, CR, LF, FF are a binary tell.
  let controls = 0;
  for (const x of head) if (x < 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0d && x !== 0x0c) controls++;
  return controls <= head.length / 1000;
}

function matches(kind: Kind, b: Buffer) {
  switch (kind) {
    case 'image':
      return sniffImage(b) !== null;
    case 'pdf':
      return b.subarray(0, 1024).includes('%PDF-');
    case 'doc':
      return startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'docx':
      return isOoxml(b, 'word/');
    case 'xlsx':
      return isOoxml(b, 'xl/');
    case 'text':
      return isText(b);
  }
}

/** A file name safe to put in a MIME header and show (no paths, no control characters). */
export function cleanFilename(name: string) {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || 'attachment';
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** The MIME type of an accepted file name, or null. */
export const mimeTypeFor = (filename: string) => EXTENSIONS[extensionOf(filename)]?.mime ?? null;

/**
 * Checks every file; all problems are reported at once as field errors on
 * `attachments`. The error's message is the first problem's title (spec §8).
 */
export function checkAttachments(files: IncomingFile[]): CheckedFile[] {
  const problems: { title: string; message: string }[] = [];
  const out: CheckedFile[] = [];
  for (const f of files) {
    const filename = cleanFilename(f.filename);
    if (f.content.length > MAX_ATTACHMENT_BYTES) {
      problems.push({ title: 'File too large', message: `${filename} exceeds 25MB limit` });
      continue;
    }
    const type = EXTENSIONS[extensionOf(filename)];
    if (!type) {
      problems.push({ title: 'File type not allowed', message: `${filename} is not an accepted file type (${ACCEPTED_TYPES_TEXT})` });
      continue;
    }
    if (!f.content.length) {
      problems.push({ title: 'Empty file', message: `${filename} is empty` });
      continue;
    }
    if (!matches(type.kind, f.content)) {
      problems.push({ title: 'File type not allowed', message: `${filename} is not really a .${extensionOf(filename)} file` });
      continue;
    }
    // An image is sent as what it is (a PNG named .jpg goes out as image/png).
    const mimeType = type.kind === 'image' ? (IMAGE_MIME[sniffImage(f.content)!] ?? type.mime) : type.mime;
    out.push({ filename, mimeType, content: f.content });
  }
  if (problems.length) {
    // 'File too large' leads when present: it is the spec's own message.
    problems.sort((a, b) => Number(b.title === 'File too large') - Number(a.title === 'File too large'));
    throw new ValidationError(
      problems[0]!.title,
      problems.map((p) => ({ name: 'attachments', message: p.message })),
    );
  }
  return out;
}
