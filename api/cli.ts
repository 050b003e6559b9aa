// Command line: `npm run cli -- import --user <email> <path>...` imports .mbox
// files, .eml files and Maildir folders into the user's account, printing progress
// and the final counts. Safe to interrupt: running it again resumes (what is
// stored is recognised by content and skipped). After an import it asks which of the
// archive's most frequent addresses are the user's own; `aliases` adds or removes them
// later. Either way the mail from and to those addresses is queued for re-analysis.
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { createPlatform } from './app.ts';
import { createServices, type Services } from './context.ts';
import type { AddressCandidate } from './modules/mail/mail.service.ts';

const usage = `Usage:
  npm run cli -- import --user <email> [--mine <address>]... <path>...
                                   import .mbox / .eml files and Maildir folders; --mine names your own
                                   addresses in them (else you are asked, when run in a terminal)
  npm run cli -- aliases --user <email> [--add <address>]... [--remove <address>]...
                                   list, add or remove your own addresses (mail from and to them is re-analysed)
  npm run cli -- help`;

/** Saves the user's aliases and queues the mail from and to the changed addresses; says what happened. */
async function changeAliases(services: Services, userId: string, add: string[], remove: string[]) {
  const before = (await services.settings.get(userId)).aliases;
  const drop = new Set(remove.map((a) => a.trim().toLowerCase()));
  const next = [...before, ...add].filter((a) => !drop.has(a.trim().toLowerCase()));
  const saved = await services.settings.update(userId, { aliases: next });
  const queued = await services.analysis.aliasesChanged(userId, before, saved.aliases);
  console.log(`Your addresses: ${saved.aliases.length ? saved.aliases.join(', ') : '(none besides your sign-in and connected accounts)'}`);
  if (queued) console.log(`${queued} email(s) from and to the changed addresses are queued for re-analysis (Settings shows the progress).`);
}

const describeCandidate = (c: AddressCandidate, i: number) =>
  `  ${String(i + 1).padStart(2)}. ${c.address}${c.name ? ` (${c.name})` : ''}: ${c.sent} sent from it, ${c.received} addressed to it`;

/** "Which of these addresses are yours?": answered in a terminal, else explained. */
async function proposeAddresses(services: Services, userId: string, accountId: string, userEmail: string) {
  const candidates = await services.mail.addressCandidates(userId, (await services.viewers.load(userId)).addresses, { accountId });
  if (!candidates.length) return;
  console.log('\nWhich of these addresses are yours? Mail from them becomes your sent mail, mail to them is addressed to you.');
  candidates.forEach((c, i) => console.log(describeCandidate(c, i)));
  if (!process.stdin.isTTY) {
    console.log(`Add yours with: npm run cli -- aliases --user ${userEmail} --add <address>`);
    return;
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (await rl.question('Numbers of yours (e.g. "1 3"), or Enter for none: ')).trim();
      if (!answer) return;
      const picks = answer.split(/[\s,]+/).map(Number);
      if (picks.every((n) => Number.isInteger(n) && n >= 1 && n <= candidates.length)) {
        await changeAliases(
          services,
          userId,
          picks.map((n) => candidates[n - 1]!.address),
          [],
        );
        return;
      }
      console.log(`Type numbers between 1 and ${candidates.length}, separated by spaces.`);
    }
  } finally {
    rl.close();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return 0;
  }
  if (command !== 'import' && command !== 'aliases') {
    console.error(`Unknown command "${command}".\n${usage}`);
    return 2;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      user: { type: 'string', short: 'u' },
      name: { type: 'string' },
      mine: { type: 'string', multiple: true },
      add: { type: 'string', multiple: true },
      remove: { type: 'string', multiple: true },
    },
    allowPositionals: true,
  });
  if (command === 'aliases') return aliasesCommand(values);
  if (!values.user || !positionals.length) {
    console.error(usage);
    return 2;
  }
  const missing = positionals.filter((p) => !fs.existsSync(p));
  if (missing.length) {
    console.error(`Not found: ${missing.join(', ')}`);
    return 2;
  }
  const platform = await createPlatform({ ...loadConfig(), LOG_LEVEL: 'warn' });
  try {
    const services = createServices(platform);
    const user = await services.users.findByEmail(values.user);
    if (!user) {
      console.error(`No user with the email ${values.user}. Register in the app first.`);
      return 1;
    }
    const tty = process.stdout.isTTY;
    let last = 0;
    const started = Date.now();
    const result = await services.sync.importArchive(
      user.id,
      positionals.map((p) => path.resolve(p)),
      values.name,
      (s) => {
        const now = Date.now();
        if (!tty && now - last < 500 && !s.done) return;
        last = now;
        const pct = s.total ? ` (${Math.floor((100 * s.fetched) / s.total)}%)` : '';
        const line = `  ${s.phase}: ${s.fetched}${s.total ? `/${s.total}` : ''} read${pct}, ${s.stored} stored, ${s.errors} unparseable`;
        if (tty) process.stdout.write(`\r${line.padEnd(78)}`);
        else console.log(line);
      },
    );
    if (tty) process.stdout.write('\n');
    const secs = (Date.now() - started) / 1000;
    console.log(
      `Imported ${result.imported} new email(s), ${result.duplicates} already held skipped (duplicates, or the same message from another mailbox), ` +
        `${result.unparseable} unparseable kept as raw with a note` +
        ` — ${result.total} in the archive, ${secs.toFixed(1)} s (${Math.round(result.total / Math.max(secs, 0.001))} msg/s).`,
    );
    if (result.notice) console.warn(`Warning: ${result.notice}`);
    if (values.mine?.length) await changeAliases(services, user.id, values.mine, []);
    else await proposeAddresses(services, user.id, result.accountId, user.email);
    return 0;
  } finally {
    await platform.jobs.stop();
    await platform.db.close();
  }
}

async function aliasesCommand(values: { user?: string; add?: string[]; remove?: string[] }) {
  if (!values.user) {
    console.error(usage);
    return 2;
  }
  const platform = await createPlatform({ ...loadConfig(), LOG_LEVEL: 'warn' });
  try {
    const services = createServices(platform);
    const user = await services.users.findByEmail(values.user);
    if (!user) {
      console.error(`No user with the email ${values.user}. Register in the app first.`);
      return 1;
    }
    if (!values.add?.length && !values.remove?.length) {
      const { aliases } = await services.settings.get(user.id);
      console.log(`Your addresses: ${aliases.length ? aliases.join(', ') : '(none besides your sign-in and connected accounts)'}`);
      const candidates = await services.mail.addressCandidates(user.id, (await services.viewers.load(user.id)).addresses);
      if (candidates.length) {
        console.log('Frequent addresses in your mail that are not yours yet:');
        candidates.forEach((c, i) => console.log(describeCandidate(c, i)));
      }
      return 0;
    }
    await changeAliases(services, user.id, values.add ?? [], values.remove ?? []);
    return 0;
  } finally {
    await platform.jobs.stop();
    await platform.db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // A refused input (an invalid address) names its field.
    const fields = (error as { fieldErrors?: { message: string }[] })?.fieldErrors;
    console.error(fields?.length ? fields.map((f) => f.message).join('; ') : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
