// A real Dovecot IMAP server for the tests (Debian's dovecot-imapd): its own
// configuration in a temporary directory, plain-text login on 127.0.0.1 at a free
// port, a passwd-file user, Maildir storage, everything running as the current
// user (root in CI). Stopped after the tests; never left running.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT_BIN = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';

export type Dovecot = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The test user's Maildir (INBOX; other folders are `.<name>` inside it). */
  maildir: string;
  /** Appends a raw message to a folder (INBOX by default) over IMAP; returns its UID. */
  deliver(raw: Buffer | string, folder?: string, flags?: string[]): Promise<number>;
  /** A logged-in imapflow client of the test user (the caller logs it out). */
  connect(): Promise<ImapFlow>;
  /** Runs `fn` with a logged-in client, logging out after. */
  withClient<T>(fn: (client: ImapFlow) => Promise<T>): Promise<T>;
  /** Changes the test user's password at the server (the passwd file is read again on its next login). */
  setPassword(password: string): Promise<void>;
  /** Stops the server (every IMAP connection drops); `start()` brings it back on the same port and data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Whether the server process is running. */
  readonly running: boolean;
  /** Stops the server and removes its directory. */
  dispose(): Promise<void>;
};

const live = new Set<ChildProcess>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A test runner that dies without afterAll must not leave a Dovecot behind.
  process.on('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL');
  });
}

/**
 * Dovecot runs in its own process group: the master and every process it started
 * (auth, login, one imap per connection) end together. The master alone is not
 * enough: on SIGTERM it exits but its imap processes keep serving their
 * connections for a while.
 */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** uid and gid of a system user, from /etc/passwd. */
function systemUser(name: string): { uid: number; gid: number } | null {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Who the mail processes run as: the current user, or (as root, which Dovecot
 * refuses for mail access) Debian's `dovecot` system user.
 */
function mailOwner(): { uid: number; gid: number } {
  const uid = process.getuid?.() ?? 0;
  if (uid !== 0) return { uid, gid: process.getgid?.() ?? 0 };
  const dovecot = systemUser('dovecot');
  if (!dovecot) throw new Error('running as root needs the "dovecot" system user (created by the dovecot-core package)');
  return dovecot;
}

/** XOAUTH2 / OAUTHBEARER logins checked against an OAuth server's RFC 7662 introspection (Dovecot's oauth2 passdb). */
export type DovecotOAuth = { introspectionUrl: string };

function oauthConfig(dir: string, oauth: DovecotOAuth | undefined) {
  if (!oauth) return { mechanisms: 'plain login', passdb: '' };
  // The token's `sub` must equal the login name the client sends (the mailbox address).
  fs.writeFileSync(
    path.join(dir, 'oauth2.conf'),
    `introspection_mode = post
introspection_url = ${oauth.introspectionUrl}
force_introspection = yes
username_attribute = sub
active_attribute = active
active_value = true
`,
    { mode: 0o644 },
  );
  return {
    mechanisms: 'plain login xoauth2 oauthbearer',
    passdb: `passdb {
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = ${dir}/oauth2.conf
}
`,
  };
}

function config(dir: string, port: number, oauth?: DovecotOAuth) {
  const o = oauthConfig(dir, oauth);
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  const mail = mailOwner();
  const userName = os.userInfo().username;
  // Dovecot refuses to run its login processes as root: as root, they run as
  // Debian's unprivileged dovenull/dovecot users (created by dovecot-core).
  const asRoot = uid === 0;
  const groupName = (() => {
    try {
      const line = fs
        .readFileSync('/etc/group', 'utf8')
        .split('\n')
        .find((l) => l.split(':')[2] === String(gid));
      return line?.split(':')[0] ?? String(gid);
    } catch {
      return String(gid);
    }
  })();
  return `# Generated by tests/helpers/dovecot.ts
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = nugget-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = ${o.mechanisms}
# A refused login answers at once (the default waits 2 s).
auth_failure_delay = 0
# Mail processes run as whoever runs the tests (root in CI), no chroot.
default_internal_user = ${asRoot ? 'dovecot' : userName}
default_internal_group = ${asRoot ? 'dovecot' : groupName}
default_login_user = ${asRoot ? 'dovenull' : userName}
first_valid_uid = ${mail.uid}
last_valid_uid = 0
first_valid_gid = 0
mail_uid = ${mail.uid}
mail_gid = ${mail.gid}
mail_location = maildir:${dir}/mail/%u/Maildir
passdb {
  driver = passwd-file
  mechanisms = plain login
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
${o.passdb}userdb {
  driver = static
  args = home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0600
  }
  unix_listener stats-writer {
    mode = 0600
  }
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Archive {
    special_use = \\Archive
    auto = subscribe
  }
}
`;
}

/** Resolves once the server answers with its greeting. */
async function waitForGreeting(port: number, child: ChildProcess, logFile: string, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`dovecot exited (${child.exitCode ?? child.signalCode}) before listening:\n${log}`);
    }
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const done = (v: boolean) => {
        socket.destroy();
        resolve(v);
      };
      const timer = setTimeout(() => done(false), 500);
      socket.on('close', () => clearTimeout(timer));
      socket.on('error', () => done(false));
      socket.on('data', (d) => done(String(d).startsWith('* OK')));
    });
    if (ok) return;
    if (Date.now() - started > timeoutMs) throw new Error(`dovecot did not answer on port ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startDovecot(options: { user?: string; password?: string; oauth?: DovecotOAuth } = {}): Promise<Dovecot> {
  if (!fs.existsSync(DOVECOT_BIN)) {
    throw new Error(`${DOVECOT_BIN} not found: install Debian's dovecot-imapd (scripts/ensure-test-deps.sh does it)`);
  }
  installExitHook();
  const user = options.user ?? 'founder@example.test';
  const password = options.password ?? 'app-password-1234';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-dovecot-'));
  // Dovecot's unprivileged helpers (auth, login) must reach the sockets and the passwd file.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const owner = mailOwner();
  fs.chownSync(path.join(dir, 'mail'), owner.uid, owner.gid);
  const passwdFile = path.join(dir, 'passwd');
  const writePasswd = (pw: string, mtime = new Date()) => {
    // Replaced (new inode, new mtime): Dovecot notices and reads it again.
    fs.writeFileSync(`${passwdFile}.tmp`, `${user}:{PLAIN}${pw}::::::\n`, { mode: 0o644 });
    fs.utimesSync(`${passwdFile}.tmp`, mtime, mtime);
    fs.renameSync(`${passwdFile}.tmp`, passwdFile);
  };
  writePasswd(password);
  let passwdChanges = 0;
  const port = await freePort();
  const confFile = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(confFile, config(dir, port, options.oauth));
  const logFile = path.join(dir, 'dovecot.log');

  let child: ChildProcess | null = null;

  async function start() {
    if (child) return;
    const c = spawn(DOVECOT_BIN, ['-F', '-c', confFile], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    c.stderr!.on('data', (d) => (stderr += d));
    live.add(c);
    c.on('exit', () => {
      // The master died on its own: take its group with it, and allow start() again.
      if (child === c) {
        child = null;
        killGroup(c, 'SIGKILL');
        live.delete(c);
      }
    });
    child = c;
    try {
      await waitForGreeting(port, c, logFile);
    } catch (error) {
      await stop();
      throw new Error(`${(error as Error).message}\n${stderr}`);
    }
  }

  async function stop() {
    const c = child;
    if (!c) return;
    child = null;
    if (c.exitCode === null && c.signalCode === null) {
      const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
      killGroup(c, 'SIGTERM');
      const timer = setTimeout(() => killGroup(c, 'SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    // Whatever the master left behind (imap processes still holding connections).
    killGroup(c, 'SIGKILL');
    live.delete(c);
  }

  async function connect() {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
    client.on('error', () => {});
    await client.connect();
    return client;
  }

  async function withClient<T>(fn: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = await connect();
    try {
      return await fn(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  await start();

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    maildir: path.join(dir, 'mail', user, 'Maildir'),
    connect,
    withClient,
    deliver: (raw, folder = 'INBOX', flags = []) =>
      withClient(async (client) => {
        const r = await client.append(folder, typeof raw === 'string' ? Buffer.from(raw) : raw, flags);
        if (!r || !r.uid) throw new Error(`APPEND to ${folder} returned no UID`);
        return r.uid;
      }),
    async setPassword(pw: string) {
      writePasswd(pw, new Date(Date.now() + ++passwdChanges * 2000));
      // Dovecot looks at the passwd file at most once per second (db-passwd-file.c skips the
      // stat while its cached loop time equals the last check's): a login later in the same
      // second as the previous one would still see the old password. Wait for the next second.
      const second = Math.floor(Date.now() / 1000);
      while (Math.floor(Date.now() / 1000) === second) await new Promise((r) => setTimeout(r, 25));
      await new Promise((r) => setTimeout(r, 25));
    },
    start,
    stop,
    get running() {
      return !!child;
    },
    async dispose() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
