// npx tsx bench/founder-mail/validate.ts [persona…] — checks the founder-mail corpus against LABELLING.md:
// every message parses, has one label, labels use the defined values, and every commitment's
// evidence is in the message's text as the product parses it. Prints counts per kind and value.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMessage } from '../../api/modules/mail/mail.parse.ts';
import { htmlToText } from '../../api/modules/analysis/local/clean.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const KINDS = ['person', 'sent', 'notification', 'transactional', 'bulk', 'cold', 'phishing'];
const TYPES = ['action_item', 'promise_received', 'promise_made', 'deadline'];
const TX = ['Invoice', 'Expense', 'Revenue', 'Order'];
const norm = (s: string) => s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

const personas = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'persona.json')));
let problems = 0;
const problem = (p: string, msg: string) => {
  problems++;
  console.log(`  ✗ ${p}: ${msg}`);
};
for (const id of personas) {
  const dir = path.join(root, id);
  const persona = JSON.parse(fs.readFileSync(path.join(dir, 'persona.json'), 'utf8'));
  const addresses = new Set<string>(persona.addresses.map((a: string) => a.toLowerCase()));
  const labels: any[] = JSON.parse(fs.readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  const files = fs.readdirSync(path.join(dir, 'mail')).filter((f) => f.endsWith('.eml')).sort();
  console.log(`${id}: ${files.length} messages, ${labels.length} labels`);
  const byFile = new Map(labels.map((l) => [l.file, l]));
  for (const f of files) if (!byFile.has(f)) problem(f, 'no label');
  for (const l of labels) if (!files.includes(l.file)) problem(l.file, 'label for a missing file');
  const counts: Record<string, number> = {};
  let commitments = 0;
  let txs = 0;
  for (const f of files) {
    const label = byFile.get(f);
    if (!label) continue;
    const msg = await parseMessage(fs.readFileSync(path.join(dir, 'mail', f)));
    if (msg.parseError) problem(f, msg.parseError);
    if (!msg.date) problem(f, 'no usable Date');
    else if (msg.date < new Date('2026-01-01') || msg.date > new Date('2026-11-26')) problem(f, `date ${msg.date.toISOString()} outside 2026-01-01..2026-11-26`);
    if (!msg.from?.email) problem(f, 'no From address');
    if (!KINDS.includes(label.kind)) problem(f, `kind ${label.kind}`);
    if (!['nugget', 'sludge'].includes(label.value)) problem(f, `value ${label.value}`);
    const fromUser = addresses.has(msg.from?.email?.toLowerCase() ?? '');
    if ((label.kind === 'sent') !== fromUser) problem(f, `kind ${label.kind} but From ${msg.from?.email} ${fromUser ? 'is' : 'is not'} the user's`);
    counts[`${label.kind}/${label.value}`] = (counts[`${label.kind}/${label.value}`] ?? 0) + 1;
    const text = norm(`${msg.text}\n${msg.html ? htmlToText(msg.html) : ''}`);
    for (const c of label.commitments ?? []) {
      commitments++;
      if (!TYPES.includes(c.type)) problem(f, `commitment type ${c.type}`);
      if (!['user', 'other'].includes(c.owner)) problem(f, `owner ${c.owner}`);
      if (typeof c.title !== 'string' || !c.title || c.title.length > 80) problem(f, `title "${c.title}" (1–80 characters)`);
      if (c.due !== null && !/^\d{4}-\d{2}-\d{2}$/.test(c.due ?? '')) problem(f, `due ${c.due}`);
      if (typeof c.evidence !== 'string' || !text.includes(norm(c.evidence))) problem(f, `evidence not in the parsed text: "${c.evidence}"`);
    }
    if (label.transaction) {
      txs++;
      const t = label.transaction;
      if (!TX.includes(t.type)) problem(f, `transaction type ${t.type}`);
      if (!/^\d+\.\d{2}$/.test(t.amount)) problem(f, `amount ${t.amount}`);
      if (!/^[A-Z]{3}$/.test(t.currency)) problem(f, `currency ${t.currency}`);
    }
  }
  console.log(`  ${Object.entries(counts).sort().map(([k, v]) => `${k} ${v}`).join(', ')}; ${commitments} commitments, ${txs} transactions`);
}
console.log(problems ? `${problems} problem(s)` : 'ok');
process.exit(problems ? 1 : 0);
