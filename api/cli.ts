// Command line: `npm run cli -- import --user <email> <path>...` imports .mbox
// files, .eml files and Maildir folders into the user's account, printing progress
// and the final counts. Safe to interrupt: running it again resumes (what is
// stored is recognised by content and skipped).
import { parseArgs } from 'node:util';
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { createPlatform } from './app.ts';
import { createServices } from './context.ts';

const usage = `Usage:
  npm run cli -- import --user <email> <path>...   import .mbox / .eml files and Maildir folders
  npm run cli -- help`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return 0;
  }
  if (command !== 'import') {
    console.error(`Unknown command "${command}".\n${usage}`);
    return 2;
  }
  const { values, positionals } = parseArgs({ args: rest, options: { user: { type: 'string', short: 'u' }, name: { type: 'string' } }, allowPositionals: true });
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
    const result = await services.sync.importArchive(user.id, positionals.map((p) => path.resolve(p)), values.name, (s) => {
      const now = Date.now();
      if (!tty && now - last < 500 && !s.done) return;
      last = now;
      const pct = s.total ? ` (${Math.floor((100 * s.fetched) / s.total)}%)` : '';
      const line = `  ${s.phase}: ${s.fetched}${s.total ? `/${s.total}` : ''} read${pct}, ${s.stored} stored, ${s.errors} unparseable`;
      if (tty) process.stdout.write(`\r${line.padEnd(78)}`);
      else console.log(line);
    });
    if (tty) process.stdout.write('\n');
    const secs = (Date.now() - started) / 1000;
    console.log(
      `Imported ${result.imported} new email(s), ${result.duplicates} already held skipped (duplicates, or the same message from another mailbox), ` +
        `${result.unparseable} unparseable kept as raw with a note` +
        ` — ${result.total} in the archive, ${secs.toFixed(1)} s (${Math.round(result.total / Math.max(secs, 0.001))} msg/s).`,
    );
    if (result.notice) console.warn(`Warning: ${result.notice}`);
    return 0;
  } finally {
    await platform.jobs.stop();
    await platform.db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
