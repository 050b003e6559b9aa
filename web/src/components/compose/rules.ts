// The composer's rules on the client (spec §5), the same as the server's:
// recipients comma-separated, trimmed, empty entries dropped; at least one
// recipient; a non-blank subject; attachments of at most 25 MB each, of the
// accepted types only.

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** What the file picker offers: images, PDF, .doc, .docx, .txt, .csv, .xlsx. */
export const ACCEPT = 'image/*,.pdf,.doc,.docx,.txt,.csv,.xlsx';

const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif|webp|bmp|tiff?|heic|heif|avif|pdf|docx?|txt|csv|xlsx)$/i;

/** Entries of a comma-separated field ("Doe, Jane" <jane@x.io> stays one entry). */
export function splitRecipients(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let angle = 0;
  for (const ch of value) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '<') angle++;
    else if (!quoted && ch === '>') angle = Math.max(0, angle - 1);
    if ((ch === ',' || ch === ';' || ch === '\n') && !quoted && !angle) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

export type Problem = { title: string; description: string; field?: string };

/** Spec §5 before sending: recipients first, then the subject. */
export function sendProblems(form: { to: string; cc: string; bcc: string; subject: string }): Problem[] {
  const problems: Problem[] = [];
  const recipients = [form.to, form.cc, form.bcc].flatMap(splitRecipients);
  if (!recipients.length) problems.push({ title: 'Recipients required', description: 'Please add at least one recipient', field: 'to' });
  if (!form.subject.trim()) problems.push({ title: 'Subject required', description: 'Please add a subject line', field: 'subject' });
  return problems;
}

/** Why a picked file cannot be attached, or null. */
export function fileProblem(file: { name: string; size: number; type: string }): Problem | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return { title: 'File too large', description: `${file.name} exceeds 25MB limit` };
  if (!ACCEPTED_EXTENSIONS.test(file.name)) {
    return { title: 'File type not allowed', description: `${file.name} is not an accepted file type (images, PDF, .doc, .docx, .txt, .csv, .xlsx)` };
  }
  return null;
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;
