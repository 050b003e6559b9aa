// Mail servers a user types in (issue 17): no IMAP or SMTP connection to the server's own
// network (loopback, private, link-local …, after DNS resolution) unless
// MAIL_ALLOW_PRIVATE_HOSTS=true, and never a password in clear text to any other host.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { isPrivateAddress, resolveMailHost } from '../../api/platform/mail-hosts.ts';
import { imapClient } from '../../api/modules/sync/imap.source.ts';
import { sendViaSmtp, smtpTransportOptions } from '../../api/modules/compose/smtp.sender.ts';
import { SendError } from '../../api/modules/compose/compose.service.ts';

let server: TestServer;
let user: TestClient;
/** A TCP listener that records whether anyone connected (it must stay untouched). */
let trap: net.Server;
let trapPort = 0;
let connections = 0;
beforeAll(async () => {
  server = await startTestServer({ env: { MAIL_ALLOW_PRIVATE_HOSTS: 'false' } });
  user = new TestClient(server.url);
  await user.register(`hosts-${Date.now()}@example.com`);
  trap = net.createServer((s) => {
    connections++;
    s.end('* OK IMAP4rev1 ready\r\n');
  });
  await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
  trapPort = (trap.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
  trap?.close();
});

const CONNECT = `mutation($input: ConnectImapAccountInput!) { connectImapAccount(input: $input) { __typename ... on ValidationError { message fieldErrors { name message } } } }`;

describe('mail hosts on private networks', () => {
  it('classifies loopback, private, link-local and shared addresses as private', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses to connect an IMAP account there, with a clear message, without opening a connection', async () => {
    for (const host of ['127.0.0.1', 'localhost', '10.0.0.5', '169.254.169.254', '[::1]', '::ffff:127.0.0.1']) {
      const started = performance.now();
      const r = await user.gql(CONNECT, { input: { email: 'me@example.com', provider: 'custom', host, port: trapPort, secure: false, password: 'secret' } });
      expect(r.connectImapAccount.__typename, host).toBe('ValidationError');
      expect(r.connectImapAccount.message).toMatch(/is on a private or local network .*MAIL_ALLOW_PRIVATE_HOSTS=true/);
      expect(r.connectImapAccount.fieldErrors[0].name).toBe('host');
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    const rest = await user.post('/api/email-accounts', {
      email: 'me@example.com',
      provider: 'custom',
      imap: { host: '127.0.0.1', port: trapPort, secure: false, password: 'secret' },
    });
    expect(rest.status).toBe(400);
    expect(rest.json.message).toMatch(/private or local network/);
    expect(connections).toBe(0);
    expect(await server.platform.prisma.mailAccount.count()).toBe(0);
  });

  it('refuses to send through an SMTP server there', async () => {
    const account = { provider: 'custom', email: 'me@example.com', smtpHost: '127.0.0.1', smtpPort: trapPort, smtpSecure: false, imapHost: null } as any;
    const message = { envelope: { from: 'me@example.com', to: ['you@example.com'] }, raw: 'Subject: x\r\n\r\nx', messageId: '<x@example.com>' } as any;
    const sending = sendViaSmtp(account, { user: 'me', password: 'secret' } as any, message, { allowPrivate: false });
    await expect(sending).rejects.toBeInstanceOf(SendError);
    await expect(sending).rejects.toThrow(/SMTP server 127\.0\.0\.1 is on a private or local network/);
    expect(connections).toBe(0);
  });

  it('lets them through with MAIL_ALLOW_PRIVATE_HOSTS=true (self-hosters, these tests)', async () => {
    await expect(resolveMailHost('localhost', { allowPrivate: true })).resolves.toMatchObject({ privateAllowed: true });
    await expect(resolveMailHost('127.0.0.1', { allowPrivate: false })).rejects.toThrow(/MAIL_ALLOW_PRIVATE_HOSTS/);
  });
});

describe('passwords only over TLS to other hosts', () => {
  it('IMAP without TLS to a public host requires STARTTLS; an allowed private one need not', async () => {
    const settings = { host: '93.184.216.34', port: 143, secure: false, user: 'me', password: 'secret' };
    const publicClient = await imapClient(settings, { allowPrivate: false });
    expect((publicClient as any).options.doSTARTTLS).toBe(true);
    const tlsClient = await imapClient({ ...settings, port: 993, secure: true }, { allowPrivate: false });
    expect((tlsClient as any).options.doSTARTTLS).toBeUndefined();
    const bridge = await imapClient({ ...settings, host: '127.0.0.1' }, { allowPrivate: true });
    expect((bridge as any).options.doSTARTTLS).toBeUndefined();
  });

  it('SMTP without TLS to a public host requires STARTTLS; an allowed private one need not', () => {
    const s = { host: 'smtp.example.com', port: 587, secure: false };
    const creds = { user: 'me', password: 'secret' } as any;
    expect(smtpTransportOptions(s, { address: '93.184.216.34', privateAllowed: false }, creds, 'me').requireTLS).toBe(true);
    expect(smtpTransportOptions(s, { address: '127.0.0.1', privateAllowed: true }, creds, 'me').requireTLS).toBe(false);
    expect(smtpTransportOptions({ ...s, port: 465, secure: true }, { address: '93.184.216.34', privateAllowed: false }, creds, 'me')).toMatchObject({
      secure: true,
      host: '93.184.216.34',
      tls: { servername: 'smtp.example.com' },
    });
  });
});
