// AI compose (spec §7, §9): the four templates, a draft written from them with no
// model (from the replied email, its analysis and the thread), and the prompt a
// configured model gets instead (purpose 'compose'; the template stands in when
// the model fails).
import type { Commitment, Email } from '../../db/generated/client.ts';

export const AI_TEMPLATES = [
  {
    id: 'professional_reply',
    name: 'Professional Reply',
    description: "A courteous reply that acknowledges the sender's request and confirms what happens next.",
    prompt: 'Write a professional reply that thanks the sender, acknowledges what they asked for (with any due date) and confirms the next steps.',
    category: 'reply',
  },
  {
    id: 'meeting_request',
    name: 'Meeting Request',
    description: 'Ask for a meeting and propose a few concrete times.',
    prompt: 'Write a short email asking for a meeting about this topic, proposing three concrete time slots on the next working days and offering to adapt.',
    category: 'scheduling',
  },
  {
    id: 'follow_up',
    name: 'Follow Up',
    description: 'A polite nudge that references the last message in the conversation.',
    prompt: 'Write a polite follow-up that references the last message in this conversation (its date and topic) and asks where things stand.',
    category: 'follow_up',
  },
  {
    id: 'thank_you',
    name: 'Thank You',
    description: 'Say thank you warmly and briefly.',
    prompt: 'Write a brief, warm thank-you note for the help or message described.',
    category: 'relationship',
  },
] as const;

export type TemplateId = (typeof AI_TEMPLATES)[number]['id'];
export type AiTemplate = (typeof AI_TEMPLATES)[number];

export const templateById = (id: string | null | undefined): AiTemplate | null => AI_TEMPLATES.find((t) => t.id === id) ?? null;

/** A template for a free-form prompt when none was chosen. */
export function guessTemplate(prompt: string, replying: boolean): AiTemplate {
  const p = prompt.toLowerCase();
  if (/\b(meet|meeting|call|schedule|calendar|catch up|slot)\b/.test(p)) return templateById('meeting_request')!;
  if (/\b(thank|thanks|grateful|appreciat)/.test(p)) return templateById('thank_you')!;
  if (/\b(follow(ing)?[ -]?up|nudge|checking in|reminder|chase)\b/.test(p)) return templateById('follow_up')!;
  return templateById(replying ? 'professional_reply' : 'follow_up')!;
}

export type ComposeEmail = Email & { commitments: Commitment[] };

export type AiContext = {
  template: AiTemplate;
  /** What the user asked for, when it is not just the template's own prompt. */
  instructions: string | null;
  subject: string;
  existingContent: string;
  replyTo: ComposeEmail | null;
  /** The latest message of the conversation (the user's own or the other side's). */
  lastInThread: ComposeEmail | null;
  /** To whom the draft is going (first recipient), when known. */
  recipientName: string | null;
  userName: string | null;
  userAddresses: string[];
  timeZone: string;
  now: Date;
};

// ───────────────────────────── wording helpers ─────────────────────────────

const firstName = (name: string | null | undefined, address?: string | null) => {
  const n = (name ?? '').replace(/["']/g, '').trim();
  if (n && !n.includes('@')) return n.split(/\s+/)[0]!;
  const local = (address ?? '').split('@')[0] ?? '';
  return /^[a-z]+$/i.test(local) ? local.charAt(0).toUpperCase() + local.slice(1).toLowerCase() : '';
};

const stripPrefixes = (subject: string) => subject.replace(/^\s*((re|fwd?|fw|aw|sv)\s*:\s*)+/i, '').trim();

function formatDay(date: Date, now: Date, timeZone: string) {
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(date);
}

/** Due dates are day-level (12:00 UTC of the day): shown in UTC so the day never shifts. */
const dueDay = (date: Date, now: Date) => formatDay(date, now, 'UTC');

/** "Send Priya the revised deck by Friday" → "send you the revised deck" (for "I'll …"). */
function phraseOf(c: Commitment, otherFirstName: string) {
  let p = c.title.trim().replace(/[.!]+$/, '');
  p = p.replace(/\s*\([^)]*\)\s*$/, '');
  p = p.replace(
    /\s+(by|before|until|no later than|on|due)\s+(the\s+)?(end of (the )?(day|week|month)|eod|eow|cob|tomorrow|today|tonight|next \w+|this \w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|[\w ,]*\d{1,4}[\w ,]*)$/i,
    '',
  );
  if (otherFirstName) p = p.replace(new RegExp(`\\b${otherFirstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), 'you');
  // "Send …" → "send …"; an acronym ("FYI", "NDA") keeps its case.
  return /^[A-Z][a-z]/.test(p) ? p.charAt(0).toLowerCase() + p.slice(1) : p;
}

const mine = (c: Commitment, userAddresses: string[]) => !!c.owedBy && userAddresses.includes(c.owedBy.toLowerCase());

function signOff(name: string | null) {
  return name ? `Best regards,\n${name}` : 'Best regards';
}

const greet = (name: string) => (name ? `Hi ${name},` : 'Hi,');

/** The first name of the recipient the user typed ("Sam Lee <sam@x.io>" or "sam@x.io"). */
const recipientFirst = (c: { recipientName: string | null }) =>
  c.recipientName?.includes('@') ? firstName(null, c.recipientName) : firstName(c.recipientName);

// ───────────────────────────── the four drafts ─────────────────────────────

function professionalReply(c: AiContext) {
  const e = c.replyTo;
  const other = firstName(e?.fromName, e?.fromAddress) || recipientFirst(c);
  const subject = stripPrefixes(e?.subject || c.subject);
  const thanks = subject ? `Thank you for your email about "${subject}".` : 'Thank you for your email.';
  const acks: string[] = [];
  const open = (e?.commitments ?? []).filter((x) => x.status !== 'completed' && x.status !== 'cancelled');
  const forMe = open.filter((x) => (x.type === 'action_item' || x.type === 'deadline') && (mine(x, c.userAddresses) || !x.owedBy));
  const fromThem = open.filter((x) => x.type === 'promise_received');
  forMe.slice(0, 3).forEach((x, i) => {
    const what = phraseOf(x, other);
    const by = x.dueDate ? ` by ${dueDay(x.dueDate, c.now)}` : '';
    if (x.type === 'deadline' && !mine(x, c.userAddresses)) acks.push(`I've noted the deadline: ${what}${x.dueDate ? ` (${dueDay(x.dueDate, c.now)})` : ''}.`);
    else acks.push(i === 0 ? `I've noted your request and I'll ${what}${by}.` : `I'll also ${what}${by}.`);
  });
  for (const x of fromThem.slice(0, 2)) {
    acks.push(
      `Thanks for offering to ${phraseOf(x, other).replace(/^(i'll|i will)\s+/i, '')}${x.dueDate ? ` by ${dueDay(x.dueDate, c.now)}` : ''} — that works for me.`,
    );
  }
  if (!acks.length) {
    acks.push(
      e?.actionRequired
        ? "I'm looking into it and will come back to you shortly."
        : "I've read it through and will come back to you if anything needs my input.",
    );
  }
  const closing = "Please let me know if there's anything else you need in the meantime.";
  return [greet(other), thanks, acks.join(' '), closing, signOff(c.userName)].join('\n\n');
}

/** The next working days after `now` (in the user's zone), three slots at 10:00, 14:00 and 11:00. */
function proposedSlots(now: Date, timeZone: string) {
  const slots: string[] = [];
  const hours = ['10:00', '14:00', '11:00'];
  const day = new Date(now.getTime());
  while (slots.length < 3) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(day);
    if (weekday === 'Sat' || weekday === 'Sun') continue;
    slots.push(`${formatDay(day, now, timeZone)} at ${hours[slots.length]}`);
  }
  return slots;
}

function meetingRequest(c: AiContext) {
  const e = c.replyTo;
  const other = firstName(e?.fromName, e?.fromAddress) || recipientFirst(c);
  const topic = c.instructions?.match(/\babout\s+(.{3,80}?)[.?!]?$/i)?.[1] ?? (stripPrefixes(e?.subject || c.subject) || 'next steps');
  const zone = c.timeZone === 'UTC' ? 'UTC' : c.timeZone.replace(/_/g, ' ');
  return [
    greet(other),
    '',
    `I'd like to set up a short meeting to discuss "${topic}". Would one of these times work for you?`,
    '',
    ...proposedSlots(c.now, c.timeZone).map((s) => `- ${s}`),
    '',
    `(Times are ${zone}.) If none of these suit, just suggest a time that works better and I'll send an invite.`,
    '',
    signOff(c.userName),
  ].join('\n');
}

function followUp(c: AiContext) {
  const last = c.lastInThread ?? c.replyTo;
  const lastIsMine = !!last && (last.isSent || (!!last.fromAddress && c.userAddresses.includes(last.fromAddress.toLowerCase())));
  const toList = (v: unknown) => (Array.isArray(v) ? (v as { name?: string; email?: string }[]) : []);
  const other = last
    ? lastIsMine
      ? firstName(toList(last.to)[0]?.name, toList(last.to)[0]?.email)
      : firstName(last.fromName, last.fromAddress)
    : recipientFirst(c);
  const lines: string[] = [];
  if (last) {
    const when = formatDay(last.receivedAt, c.now, c.timeZone);
    const subject = stripPrefixes(last.subject || c.subject);
    lines.push(
      lastIsMine ? `I wanted to follow up on my email from ${when} about "${subject}".` : `I'm following up on your message from ${when} about "${subject}".`,
    );
    const open = last.commitments.filter((x) => x.status !== 'completed' && x.status !== 'cancelled');
    const waitingOn =
      open.find((x) => !mine(x, c.userAddresses) && x.type !== 'deadline') ?? (lastIsMine ? open.find((x) => x.type === 'action_item') : undefined);
    if (waitingOn) {
      lines.push(
        `Just checking in on ${phraseOf(waitingOn, other).replace(/^you\s+/, '')}${waitingOn.dueDate ? ` — is that still on track for ${dueDay(waitingOn.dueDate, c.now)}?` : ' — how is it coming along?'}`,
      );
    } else if (last.summary && !lastIsMine) {
      lines.push(`To recap: ${last.summary.replace(/\s+$/, '')}${/[.!?]$/.test(last.summary.trim()) ? '' : '.'}`);
    }
  } else {
    lines.push(`I wanted to follow up on "${stripPrefixes(c.subject) || 'my earlier note'}".`);
  }
  lines.push('Could you let me know where things stand? Happy to help if anything is blocking.');
  return `${greet(other)}\n\n${lines.join('\n\n')}\n\n${signOff(c.userName)}`;
}

function thankYou(c: AiContext) {
  const e = c.replyTo;
  const other = firstName(e?.fromName, e?.fromAddress) || recipientFirst(c);
  const subject = stripPrefixes(e?.subject || c.subject);
  const offered = (e?.commitments ?? []).find((x) => x.type === 'promise_received');
  const what = offered ? phraseOf(offered, other).replace(/^(i'll|i will)\s+/i, '') : null;
  const first = what
    ? `Thank you so much for offering to ${what} — I really appreciate it.`
    : subject
      ? `Thank you so much for your email about "${subject}" — I really appreciate you taking the time.`
      : 'Thank you so much — I really appreciate your help.';
  return `${greet(other)}\n\n${first}\n\nIt makes a real difference, and I look forward to staying in touch.\n\n${signOff(c.userName)}`;
}

const GREETING = /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^\n]*\n+/i;

/** The template's draft with no model: deterministic, from the mail and its analysis. */
export function localDraft(c: AiContext): string {
  const draft = (() => {
    switch (c.template.id) {
      case 'professional_reply':
        return professionalReply(c);
      case 'meeting_request':
        return meetingRequest(c);
      case 'follow_up':
        return followUp(c);
      case 'thank_you':
        return thankYou(c);
    }
  })();
  // Appended after the user's own "Hi Sam," the draft does not greet a second time.
  return /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening))\b/i.test(c.existingContent) ? draft.replace(GREETING, '') : draft;
}

// ───────────────────────────── the model's prompt ─────────────────────────────

export const COMPOSE_SYSTEM = [
  "You write email drafts for the user, in the user's voice.",
  'Answer with the email body only: no subject line, no notes about the draft, no placeholders in brackets.',
  "Plain text. You may use **bold**, _italic_, lines starting with '- ' for lists and [text](https://…) links.",
  'Be concise and specific; never invent facts, dates or amounts that are not in the context.',
].join(' ');

const excerpt = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}\n[…]` : s);

function describeEmail(label: string, e: ComposeEmail, now: Date) {
  const from = e.fromName ? `${e.fromName} <${e.fromAddress ?? ''}>` : (e.fromAddress ?? 'unknown sender');
  const lines = [
    `${label} — from ${from}, ${e.receivedAt.toISOString().slice(0, 10)}, subject "${e.subject}":`,
    '"""',
    excerpt(e.textBody.trim(), 6000),
    '"""',
  ];
  if (e.summary) lines.push(`Analysis: ${e.summary}`);
  for (const x of e.commitments.slice(0, 8)) lines.push(`- ${x.type.replace('_', ' ')}: ${x.title}${x.dueDate ? ` (due ${dueDay(x.dueDate, now)})` : ''}`);
  return lines.join('\n');
}

export function modelPrompt(c: AiContext): string {
  const parts = [`Task: ${c.template.prompt}`];
  if (c.instructions) parts.push(`The user's instructions: ${c.instructions}`);
  parts.push(
    `Write as: ${c.userName ?? 'the user'}${c.userAddresses[0] ? ` <${c.userAddresses[0]}>` : ''}. Today is ${formatDay(c.now, c.now, c.timeZone)} (${c.timeZone}).`,
  );
  if (c.subject) parts.push(`Subject of the email being written: ${c.subject}`);
  if (c.recipientName) parts.push(`Recipient: ${c.recipientName}`);
  if (c.replyTo) parts.push(describeEmail('Replying to this email', c.replyTo, c.now));
  if (c.lastInThread && c.lastInThread.id !== c.replyTo?.id) parts.push(describeEmail('Latest message in the conversation', c.lastInThread, c.now));
  if (c.existingContent.trim())
    parts.push(`Already written by the user (your text is appended after it; do not repeat it):\n"""\n${excerpt(c.existingContent.trim(), 4000)}\n"""`);
  return parts.join('\n\n');
}

/** The model's answer as a body: no "Subject:" line, no code fences. */
export function cleanModelDraft(text: string) {
  return text
    .replace(/^```[a-z]*\n?|\n?```$/g, '')
    .replace(/^\s*subject:.*\n+/i, '')
    .trim();
}
