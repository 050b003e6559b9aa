// The nudge for a late promise: a short reply in its thread asking where the thing is, in the user's own
// tone. The tone is read from the user's messages (their greeting, their sign-off, how formal they are);
// the local template writes with it, and a configured model gets those messages as examples.
import type { Commitment } from '../../db/generated/client.ts';
import { dueDayOf } from './followup.rules.ts';

export type Tone = {
  /** The greeting word the user opens with ("Hey", "Hi", "Dear", "Hello"), or null when they open with the name alone or nothing. */
  greeting: string | null;
  /** Their sign-off line without the comma ("Cheers", "Best", "Kind regards"), or null. */
  signOff: string | null;
  /** casual: short, contractions, "hey"/"cheers"; formal: "dear"/"kind regards", no contractions; else neutral. */
  register: 'casual' | 'neutral' | 'formal';
  /** The name they sign with, as written ("Ada", "A."), or null. */
  signature: string | null;
};

const GREETING = /^\s*(hey|hi|hello|dear|morning|good (?:morning|afternoon|evening)|yo|hiya)\b[^\n]{0,40}$/i;
const SIGN_OFF =
  /^\s*(cheers|thanks|thank you|many thanks|thanks so much|best|best regards|kind regards|regards|warm regards|warmly|all the best|speak soon|talk soon|sincerely|yours|x+|ta)\s*[,!.]?\s*$/i;

/** What the user's own messages say about how they write (newest last). */
export function toneOf(messages: string[]): Tone {
  let greeting: string | null = null;
  let signOff: string | null = null;
  let signature: string | null = null;
  let contractions = 0;
  let words = 0;
  for (const raw of messages.slice(-5)) {
    const own = raw.split(/\r?\n/).filter((l) => !/^\s*>/.test(l));
    const cut = own.findIndex((l) => /^\s*On .{3,200} wrote:\s*$/i.test(l) || /^-{2,}\s*(Original|Forwarded)/i.test(l) || /^\s*--\s*$/.test(l));
    const lines = (cut >= 0 ? own.slice(0, cut) : own).map((l) => l.trim());
    const text = lines.join(' ');
    words += text.split(/\s+/).filter(Boolean).length;
    contractions += (text.match(/\b\w+'(ll|re|ve|d|s|m|t)\b/gi) ?? []).length;
    const first = lines.find(Boolean);
    const g = first?.match(GREETING);
    if (g) greeting = g[1]!.replace(/^\w/, (ch) => ch.toUpperCase());
    const nonEmpty = lines.filter(Boolean);
    for (let i = nonEmpty.length - 1; i >= Math.max(0, nonEmpty.length - 4); i--) {
      const m = nonEmpty[i]!.match(SIGN_OFF);
      if (m) {
        signOff = m[1]!.replace(/^\w/, (ch) => ch.toUpperCase());
        const after = nonEmpty[i + 1];
        if (after && after.length <= 30 && !/[@:]/.test(after)) signature = after;
        break;
      }
    }
  }
  const formalWords = /^(Dear)$/.test(greeting ?? '') || /^(Kind regards|Regards|Best regards|Sincerely|Yours|Warm regards)$/i.test(signOff ?? '');
  const casualWords = /^(Hey|Yo|Hiya)$/i.test(greeting ?? '') || /^(Cheers|Thanks|Ta|X+|Talk soon|Speak soon)$/i.test(signOff ?? '');
  const register: Tone['register'] = formalWords && !casualWords ? 'formal' : casualWords || (words > 0 && contractions / words > 0.03) ? 'casual' : 'neutral';
  return { greeting, signOff, register, signature };
}

export type NudgeContext = {
  commitment: Pick<Commitment, 'title' | 'dueDate' | 'owedBy'>;
  promiserName: string | null;
  promiserAddress: string;
  userName: string | null;
  userAddresses: string[];
  tone: Tone;
  /** The user's own messages (newest last): tone examples for the model. */
  myMessages: string[];
  /** The last messages of the thread. */
  thread: { isSent: boolean; fromName: string | null; fromAddress: string | null; textBody: string; receivedAt: Date; subject: string }[];
  timeZone: string;
  now: Date;
  late: boolean;
};

const firstName = (name: string | null | undefined, address?: string | null) => {
  const n = (name ?? '').replace(/["']/g, '').trim();
  if (n && !n.includes('@')) return n.split(/\s+/)[0]!;
  const local = (address ?? '').split('@')[0] ?? '';
  return /^[a-z]+$/i.test(local) ? local.charAt(0).toUpperCase() + local.slice(1).toLowerCase() : '';
};

/**
 * "Sam to send the signed NDA by Friday" → "the signed NDA"; "Priya will share the deck" → "the deck";
 * anything else keeps its words ("intro to Jon") in lower case.
 */
export function thingOf(title: string, promiser: string): string {
  let t = title
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s*\([^)]*\)\s*$/, '');
  t = t.replace(
    /\s+(by|before|until|no later than|on|due)\s+(the\s+)?(end of (the )?(day|week|month)|eod|eow|cob|tomorrow|today|tonight|next \w+|this \w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|[\w ,]*\d{1,4}[\w ,]*)$/i,
    '',
  );
  t = t.replace(/^[A-Z][\w.'-]*(\s+[A-Z][\w.'-]*)?\s+(to|will|is going to|promised to|offered to|said (he|she|they)('d| would))\s+/, '');
  const verb = t.match(/^(send|share|get|deliver|provide|forward|give|circulate|return|pass along|email|upload)\s+(over\s+)?(me\s+|us\s+|you\s+)?(.+)$/i);
  if (verb) t = verb[4]!;
  if (promiser) t = t.replace(new RegExp(`\\b${promiser.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'s\\b`, 'g'), 'your');
  return /^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

function dayLabel(due: Date, timeZone: string, now: Date) {
  const day = dueDayOf(due, timeZone);
  const d = new Date(`${day}T12:00:00Z`);
  const sameYear = d.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(
    d,
  );
}

/** The local nudge: short, specific (what, and for when), in the user's greeting, register and sign-off. */
export function nudgeFromTone(c: NudgeContext): string {
  const name = firstName(c.promiserName, c.promiserAddress);
  const thing = thingOf(c.commitment.title, name);
  const when = c.commitment.dueDate ? dayLabel(c.commitment.dueDate, c.timeZone, c.now) : null;
  const greetingWord = c.tone.greeting ?? (c.tone.register === 'formal' ? 'Dear' : c.tone.register === 'casual' ? 'Hey' : 'Hi');
  const greeting = `${greetingWord}${name ? ` ${name}` : ''},`;
  let ask: string;
  if (c.tone.register === 'formal') {
    ask = when
      ? `I hope you are well. I wanted to follow up on ${thing}, which you kindly offered to send by ${when}. Could you let me know when I might expect it?`
      : `I hope you are well. I wanted to follow up on ${thing}, which you kindly offered to send. Could you let me know when I might expect it?`;
  } else if (c.tone.register === 'casual') {
    ask = when ? `Quick nudge on ${thing} — you mentioned ${when}. Any update?` : `Quick nudge on ${thing} you mentioned. Any update?`;
  } else {
    ask = when
      ? `Just following up on ${thing} you mentioned for ${when}. Is it still on track?`
      : `Just following up on ${thing} you mentioned. Is it still on track?`;
  }
  const sign = c.tone.signOff ?? (c.tone.register === 'formal' ? 'Kind regards' : c.tone.register === 'casual' ? 'Thanks' : 'Best');
  const signature = c.tone.signature ?? (c.userName ? c.userName.split(/\s+/)[0]! : null);
  return `${greeting}\n\n${ask}\n\n${sign},${signature ? `\n${signature}` : ''}`;
}

export const NUDGE_SYSTEM = [
  "You write a short follow-up email for the user, in the user's own voice: match the greeting, sign-off, length and formality of the user's example messages.",
  'The other person promised the user something and it is late or still missing; ask politely and specifically where it stands. Never pressure, never invent facts, dates or amounts.',
  'Answer with the email body only: no subject line, no notes, no placeholders in brackets. Plain text, at most 80 words.',
].join(' ');

const excerpt = (s: string, n: number) => {
  const t = s.trim();
  return t.length > n ? `${t.slice(0, n)}\n[…]` : t;
};

export function nudgePrompt(c: NudgeContext): string {
  const parts = [
    `Promise to follow up on: ${c.commitment.title}${c.commitment.dueDate ? ` (due ${dayLabel(c.commitment.dueDate, c.timeZone, c.now)})` : ' (no due date)'}${c.late ? ' — it is late.' : '.'}`,
    `Promised by: ${c.promiserName ? `${c.promiserName} <${c.promiserAddress}>` : c.promiserAddress}.`,
    `Write as: ${c.userName ?? 'the user'}${c.userAddresses[0] ? ` <${c.userAddresses[0]}>` : ''}.`,
  ];
  if (c.myMessages.length) parts.push(`The user's own messages (their tone):\n${c.myMessages.map((m) => `"""\n${excerpt(m, 1200)}\n"""`).join('\n')}`);
  if (c.thread.length) {
    parts.push(
      `The conversation so far (oldest first):\n${c.thread
        .map(
          (e) =>
            `— ${e.isSent ? 'The user' : (e.fromName ?? e.fromAddress ?? 'Them')}, ${e.receivedAt.toISOString().slice(0, 10)}:\n"""\n${excerpt(e.textBody, 1500)}\n"""`,
        )
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

export function cleanNudge(text: string) {
  return text
    .replace(/^```[a-z]*\n?|\n?```$/g, '')
    .replace(/^\s*subject:.*\n+/i, '')
    .trim();
}
