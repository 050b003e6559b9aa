// A real SMTP server for the send tests: a child process running the
// `smtp-server` package on 127.0.0.1 at a free port, AUTH PLAIN/LOGIN required
// (one user; XOAUTH2 too when given an OAuth server's introspection URL), STARTTLS off. Every message it accepts is written to a temporary
// directory exactly as received: `<n>.eml` (the DATA bytes) and `<n>.json` (the
// envelope: MAIL FROM, RCPT TO, the login). The test reads them from there.
// Test controls through the environment of the child: recipients matching
// `rejectRecipients` are refused with 550 at RCPT TO.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ReceivedMessage = {
  /** The message bytes exactly as the client sent them after DATA. */
  raw: Buffer;
  envelope: { mailFrom: string; rcptTo: string[]; user: string | null };
};

export type SmtpServer = {
  host: string;
  port: number;
  user: string;
  password: string;
  dir: string;
  /** Everything received so far, in order. */
  messages(): ReceivedMessage[];
  /** Waits until at least `count` messages arrived (default: one more than now). */
  waitFor(count?: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  /** Failed logins seen so far. */
  authFailures(): number;
  stop(): Promise<void>;
};

// The child: plain JavaScript, loaded from the repository's node_modules.
const CHILD = `
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
const dir = process.env.SMTP_DIR;
const user = process.env.SMTP_USER;
const password = process.env.SMTP_PASSWORD;
const reject = process.env.SMTP_REJECT ? new RegExp(process.env.SMTP_REJECT, 'i') : null;
const introspect = process.env.SMTP_INTROSPECT || null;

/** XOAUTH2: the token must be active at the OAuth server and issued to the user logging in. */
async function tokenOwner(token) {
  const u = new URL(introspect);
  const basic = Buffer.from(decodeURIComponent(u.username) + ':' + decodeURIComponent(u.password)).toString('base64');
  u.username = '';
  u.password = '';
  const res = await fetch(u, { method: 'POST', headers: { authorization: 'Basic ' + basic, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) });
  const body = await res.json();
  return body.active === true ? body.sub : null;
}
let n = 0;
let authFailures = 0;
const server = new SMTPServer({
  name: 'smtp.nugget.test',
  banner: 'Nugget test SMTP',
  authMethods: introspect ? ['PLAIN', 'LOGIN', 'XOAUTH2'] : ['PLAIN', 'LOGIN'],
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  size: 64 * 1024 * 1024,
  logger: false,
  onAuth(auth, session, cb) {
    if (auth.method === 'XOAUTH2') {
      tokenOwner(auth.accessToken).then(
        (owner) => {
          if (owner && owner === auth.username) return cb(null, { user: auth.username });
          authFailures++;
          fs.writeFileSync(path.join(dir, 'auth-failures'), String(authFailures));
          cb(null, { data: { status: '401', schemes: 'bearer' } });
        },
        (e) => cb(e),
      );
      return;
    }
    if (auth.username === user && auth.password === password) return cb(null, { user: auth.username });
    authFailures++;
    fs.writeFileSync(path.join(dir, 'auth-failures'), String(authFailures));
    const e = new Error('Invalid username or password');
    e.responseCode = 535;
    cb(e);
  },
  onRcptTo(address, session, cb) {
    if (reject && reject.test(address.address)) {
      const e = new Error('5.1.1 <' + address.address + '>: Recipient address rejected: User unknown');
      e.responseCode = 550;
      return cb(e);
    }
    cb();
  },
  onData(stream, session, cb) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        const e = new Error('Message exceeds fixed maximum message size');
        e.responseCode = 552;
        return cb(e);
      }
      const i = ++n;
      const envelope = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        user: session.user ?? null,
      };
      fs.writeFileSync(path.join(dir, i + '.eml.part'), Buffer.concat(chunks));
      fs.renameSync(path.join(dir, i + '.eml.part'), path.join(dir, i + '.eml'));
      fs.writeFileSync(path.join(dir, i + '.json'), JSON.stringify(envelope));
      cb(null, 'Queued as test-' + i);
    });
  },
});
server.on('error', (e) => console.error('smtp-server:', e.message));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(JSON.stringify({ port: server.server.address().port }) + '\\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

const live = new Set<ChildProcess>();
let hooked = false;

export async function startSmtpServer(
  options: { user?: string; password?: string; rejectRecipients?: RegExp; introspectionUrl?: string } = {},
): Promise<SmtpServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-smtp-'));
  const user = options.user ?? 'founder@mail.test';
  const password = options.password ?? 'app-password-123';
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      SMTP_DIR: dir,
      SMTP_USER: user,
      SMTP_PASSWORD: password,
      SMTP_REJECT: options.rejectRecipients?.source ?? '',
      SMTP_INTROSPECT: options.introspectionUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const c of live) c.kill('SIGKILL');
    });
  }
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += String(c)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`SMTP server did not start: ${stderr}`)), 20_000);
    child.stdout!.on('data', (c) => {
      out += String(c);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`SMTP server exited (${code}): ${stderr}`));
    });
  });

  const messages = () => {
    const out: ReceivedMessage[] = [];
    for (let i = 1; fs.existsSync(path.join(dir, `${i}.json`)); i++) {
      out.push({ raw: fs.readFileSync(path.join(dir, `${i}.eml`)), envelope: JSON.parse(fs.readFileSync(path.join(dir, `${i}.json`), 'utf8')) });
    }
    return out;
  };

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    dir,
    messages,
    authFailures: () => (fs.existsSync(path.join(dir, 'auth-failures')) ? Number(fs.readFileSync(path.join(dir, 'auth-failures'), 'utf8')) : 0),
    async waitFor(count = messages().length + 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const got = messages();
        if (got.length >= count) return got;
        if (Date.now() > until) throw new Error(`SMTP server received ${got.length} message(s), expected ${count}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      live.delete(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
