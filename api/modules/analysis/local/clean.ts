// Cuts a mail body down to what the sender wrote this time: quoted replies, forwarded
// messages and signatures are removed before anything is mined, so a promise quoted from an
// earlier message never counts again.

export type CleanText = {
  /** The new text only. */
  text: string;
  /** A reply quote was cut (">" lines, "On … wrote:", "-----Original Message-----", "From: … Sent: …"). */
  quoted: boolean;
  /** A forwarded message was cut. */
  forwarded: boolean;
  /** A signature / sign-off block was cut. */
  signature: boolean;
  /** That block's first non-blank lines, trimmed (where a sender's title and firm are written). */
  signatureLines: string[];
};

/** Lines of a cut signature that are kept for reading (company.ts reads the firm's name there). */
const SIGNATURE_LINES = 15;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Plain text from (sanitised) HTML: block elements become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script|head|title)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|li|h[1-6]|table|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// A line that starts a quoted or forwarded block: everything from it on is old text.
const REPLY_CUTS: RegExp[] = [
  /^-{2,}\s*Original Message\s*-{2,}/i,
  /^-{2,}\s*Reply message\s*-{2,}/i,
  /^_{10,}\s*$/, // Outlook's separator before "From: … Sent: …"
  /^On .{4,200}\bwrote:\s*$/i,
  /^Le .{4,200}\ba écrit\s*:\s*$/i,
  /^Am .{4,200}\bschrieb .{0,100}:\s*$/i,
  /^El .{4,200}\bescribió:\s*$/i,
  /^.{2,120}\bwrote:\s*$/i,
];
const FORWARD_CUTS: RegExp[] = [
  /^-{2,}\s*Forwarded message\s*-{2,}/i,
  /^Begin forwarded message:?/i,
  /^-{3,}\s*Forwarded by .*/i, // Lotus Notes
  /^-{2,}\s*Forwarded Message\s*-{2,}/i,
  /^-{5,}\s*Message transféré/i,
];
const HEADER_LINE = /^\s*\*?(From|Sent|Date|To|Cc|Subject|Von|Gesendet|An|Betreff|De|Envoyé|À|Objet)\s*:\*?/i;
// The headers a mail client writes, as they appear when a whole message is pasted into another.
const RAW_HEADER =
  /^\s*(X-[\w-]+|Message-ID|Date|From|Sender|Reply-To|Return-Path|Received|Organization|MIME-Version|Content-[\w-]+|In-Reply-To|References|User-Agent|To|Cc|Subject)\s*:/i;
// Lotus Notes reply header: "Jane Doe@ENRON" / "jane@x.com on 05/09/2001 08:49 AM" / "10/18/99 07:08 AM"
const NOTES_DATE_LINE = /^\s*(.{0,80}\bon\s+)?\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(:\d{2})?\s*(AM|PM)?\s*$/i;
// Lotus Notes writes the Reply-To into the body: 'Please respond to <x@y.org>', '… to "Julee Malinowski-Ball"', '… to epsa'.
const NOTES_REPLY_TO = /^\s*Please respond to\s+(<[^>\s]+>|"[^"]+"|[\w.+-]+@[\w.-]+|[a-z][\w.-]*)\s*$/;
const NOTES_COLUMN_TO = /^\S.{0,40}?\s{3,}To:\s+\S+@/;
const NOTES_SENDER_LINE = /^\s*(Sent by:\s*\S.{0,60}|[A-Z][\w.'-]*(\s[A-Z][\w.'-]*){1,3})\s*$/;
const NOTES_FROM_LINE = /^\s*\S.{0,80}(@|\bon\s+\d{1,2}\/\d{1,2}\/\d{2,4})/i;

const SIGN_OFF =
  /^\s*(thanks|thank you|thanks again|many thanks|thanks so much|thanks a lot|thx|tia|best|best regards|best wishes|kind regards|warm regards|warmest regards|regards|rgds|br|cheers|sincerely|sincerely yours|yours|yours truly|yours sincerely|all the best|talk soon|take care|love|cordially|respectfully|mit freundlichen grüßen|viele grüße|cordialement|saludos)\s*[,.!-]*\s*$/i;
const SIGNATURE_MARK = /^(-- ?|—|__|Sent from my .{2,40}|Get Outlook for .{2,20}|Envoyé de mon .{2,30})\s*$/i;
const DISCLAIMER =
  /^\s*(\*+\s*)?((aviso|avis|nota|note|notice|hinweis)( de confidentialit[ée]| legal| importante| de confidencialidad| de confidencialidade)?\s*:\s*)?(confidentiality notice|avis de confidentialit[ée]|aviso de confidencialidad|(este|esta) (mensaje|mensagem|correo|e-?mail)( y sus anexos| e seus anexos)? (son|es|é|pode conter|puede contener|contém|contiene) .{0,30}(confidencial|privilegiad)|ce (message|courriel) est confidentiel|s'il vous a été transmis par erreur|si vous (l'avez|avez) reçu (ce (message|courriel) )?par erreur|si (lo|la) ha recibido por error|se (você )?(a )?recebeu (esta mensagem )?por engano|this (e-?mail|message|communication)( and any (files|attachments?))?(,? including any attachments,?)? (is|are|may be|contains?) (confidential|intended|privileged)|the information (contained )?in this (e-?mail|message)|(la )?informaci[oó]n contenida en este (correo|mensaje|e-?mail)|(as )?informa[çc][õo]es contidas nest[ae] (mensagem|e-?mail)|les informations contenues dans ce (message|courriel)|die (in dieser (e-?mail|nachricht) enthaltenen )?informationen (in dieser (e-?mail|nachricht) )?sind vertraulich|le informazioni contenute in questa (e-?mail|comunicazione)|disclaimer:|if you (are not|have received this) .{0,40}(intended recipient|in error)|(please )?(consider the environment|think (of the environment )?before (you )?print(ing)?)|diese (e-?mail|nachricht) (enthält|kann) vertrauliche|ce (message|courriel) peut contenir des informations confidentielles|este (correo|mensaje|e-?mail) (electrónico )?(es confidencial|contiene información)|este e-?mail (é confidencial|contém informações)|detta (e-?post)?meddelande (är|kan innehålla)|ce (message|courriel) (est confidentiel|contient des informations))/i;

function firstCut(lines: string[]): { index: number; kind: 'quote' | 'forward' } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const dashy = line.includes('--') || line.includes('__') || /^(begin|-)/i.test(line);
    if (dashy && FORWARD_CUTS.some((re) => re.test(line))) return { index: i, kind: 'forward' };
    // The reply cuts without dashes all end the (trimmed) line with a colon.
    if ((dashy || line.endsWith(':')) && REPLY_CUTS.some((re) => re.test(line))) {
      // "On <date>, X <\nx@y.com> wrote:" wraps onto a second line in some clients.
      const prev = i > 0 ? lines[i - 1]!.trim() : '';
      return { index: /wrote:\s*$/i.test(line) && /^On\s/i.test(prev) && !/^On\s/i.test(line) ? i - 1 : i, kind: 'quote' };
    }
    // "From: …" followed within a few lines by Sent:/Date:/To:/Subject: is an inline header block.
    if (/^\*?(From|Von|De)\s*:/i.test(line)) {
      let headers = 1;
      let start = i;
      for (let j = i + 1; j < Math.min(lines.length, i + 6); j++) if (HEADER_LINE.test(lines[j]!)) headers++;
      // A raw header block pasted whole (a message forwarded inline by an old client: Message-ID, Date, From, Reply-To,
      // Organization, X-Mailer, MIME-Version, To, Subject): count over the whole run of header lines, and cut at its top.
      if (headers < 3) {
        headers = 1;
        for (let j = i + 1; j < lines.length && RAW_HEADER.test(lines[j]!); j++) if (HEADER_LINE.test(lines[j]!)) headers++;
        for (let j = i - 1; j >= 0 && RAW_HEADER.test(lines[j]!); j--) {
          start = j;
          if (HEADER_LINE.test(lines[j]!)) headers++;
        }
      }
      if (headers >= 3) {
        // The header lines above "From:" (Date, Content-Transfer-Encoding …) belong to the same block.
        while (start > 0 && RAW_HEADER.test(lines[start - 1]!)) start--;
        const forward = start > 0 && /forward|fwd|fw:/i.test(lines.slice(Math.max(0, start - 2), start).join(' '));
        return { index: start, kind: forward ? 'forward' : 'quote' };
      }
    }
    // Lotus Notes: "Name@ORG" / date-time line / "To:" line, with more of the same between ("Stacy Walker@ENRON" three times).
    const maybeDate = line.includes('/') && line.includes(':') && NOTES_DATE_LINE.test(line);
    if (maybeDate || (line.includes('@') && line.length < 80 && NOTES_FROM_LINE.test(line) && /^\s*\S+(\s\S+){0,4}@\S+\s*$/.test(line))) {
      for (let j = i + 1, seen = 0; j < lines.length && seen < 3; j++) {
        const next = lines[j]!;
        if (/^\s*To:/i.test(next)) {
          let start = i;
          // The sender's name and "Sent by:" above the date ("Jeff Dasovich / Sent by: Jeff Dasovich / 10/13/2000 06:11 PM").
          while (
            start > 0 &&
            ((NOTES_FROM_LINE.test(lines[start - 1]!) && lines[start - 1]!.trim().split(/\s+/).length <= 6) || NOTES_SENDER_LINE.test(lines[start - 1]!))
          )
            start--;
          return { index: start, kind: 'quote' };
        }
        if (next.trim() && !NOTES_DATE_LINE.test(next) && !/@/.test(next)) seen++;
      }
    }
    // A Notes header without its sender line: "To: …" (wrapped over lines of addresses), then "cc:" and "Subject:";
    // or laid out in two columns, the sender and date on the left ("@enron.com           To:     ann@sce.com, …").
    const notesTo = line.includes('To:') && (line.startsWith('To:') || NOTES_COLUMN_TO.test(line));
    if (notesTo) {
      let cc = false;
      for (let j = i + 1; j < Math.min(lines.length, i + 20); j++) {
        const next = lines[j]!.trim();
        if (/^b?cc:/i.test(next)) cc = true;
        else if (/^Subject:/i.test(next)) {
          if (!cc) break;
          let start = i;
          // The sender's name above the column ("Jeff.Dasovich"), up to the blank line.
          if (!line.startsWith('To:')) while (start > 0 && lines[start - 1]!.trim() && lines[start - 1]!.trim().length <= 40) start--;
          return { index: start, kind: 'quote' };
        }
      }
    }
  }
  return null;
}

function cutSignature(lines: string[]): { lines: string[]; cut: boolean } {
  // A signature marker or a disclaimer ends the writer's words; a sign-off above it is judged by what lies between.
  const mark = lines.findIndex((line) => SIGNATURE_MARK.test(line) || DISCLAIMER.test(line.trim()));
  const end = mark < 0 ? lines.length : mark;
  for (let i = 0; i < end; i++) {
    const trimmed = lines[i]!.trim();
    if (SIGN_OFF.test(trimmed)) {
      const rest = lines.slice(i + 1, end).filter((l) => l.trim());
      if (rest.length <= 8 && rest.every((l) => l.trim().length <= 80)) return { lines: lines.slice(0, i), cut: true };
      // "Best,\nJeff\n*****\n<a pasted article>": a rule right after the sign-off ends the writer's own words.
      if (rest.slice(0, 3).some((l) => /^\s*[*_=~-]{10,}\s*$/.test(l))) return { lines: lines.slice(0, i), cut: true };
    }
  }
  if (mark >= 0) return { lines: lines.slice(0, mark), cut: true };
  // A trailing name alone on the last line ("John", "-Jane", "Mike S.") is a sign-off too (when another line precedes it).
  let lastAt = lines.length - 1;
  while (lastAt >= 0 && !lines[lastAt]!.trim()) lastAt--;
  const last = lastAt >= 0 ? lines[lastAt]!.trim() : '';
  const more = lines.some((l, i) => i < lastAt && l.trim() !== '');
  if (more && /^[-–~]?\s*[A-Z][a-zA-Z'.-]{0,20}(\s[A-Z][a-zA-Z'.-]{0,20}){0,2}\s*$/.test(last) && !/[.?!:]$/.test(last.replace(/\b[A-Z]\.$/, ''))) {
    return { lines: lines.slice(0, lastAt), cut: true };
  }
  return { lines, cut: false };
}

/** A ">" line (or "&gt;", from HTML) after any white space (trimStart removes exactly what \s matches). */
function quotedLine(line: string): boolean {
  const t = line.trimStart();
  return t.startsWith('>') || t.startsWith('&gt;');
}

/** The new text of a message: no quotes, no forwarded part, no signature. */
export function newText(body: string): CleanText {
  const lines = (body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body).split('\n');
  let quoted = false;
  let forwarded = false;
  // 1. ">" quoted lines (and the attribution line right before them) go wherever they are.
  let kept: string[] = [];
  for (const line of lines) {
    if (quotedLine(line)) {
      quoted = true;
      continue;
    }
    if (line.includes('respond to') && NOTES_REPLY_TO.test(line)) continue;
    kept.push(line);
  }
  // 2. Everything after the first reply/forward header is old text.
  const cut = firstCut(kept);
  if (cut) {
    if (cut.kind === 'forward') forwarded = true;
    else quoted = true;
    kept = kept.slice(0, cut.index);
  }
  // 3. Signature and sign-off.
  const sig = cutSignature(kept);
  const joined = sig.lines.join('\n');
  const text = (joined.includes('\n\n\n') ? joined.replace(/\n{3,}/g, '\n\n') : joined).trim();
  const signatureLines: string[] = [];
  for (let i = sig.lines.length; i < kept.length && signatureLines.length < SIGNATURE_LINES; i++) {
    const line = kept[i]!.trim();
    if (line) signatureLines.push(line);
  }
  return { text, quoted, forwarded, signature: sig.cut, signatureLines };
}
