// Sending through an IMAP-family account's SMTP server (nodemailer), with the
// server settings stored on the account (its provider's preset unless edited)
// and the sealed login. The raw message goes as built; the envelope carries
// every recipient, Bcc included (Bcc is never a header on the wire).
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailAccount } from '../../db/generated/client.ts';
import { IMAP_PRESETS } from '../accounts/providers.ts';
import type { BuiltMessage } from './compose.mime.ts';
import { MailHostError, resolveMailHost, type MailHostPolicy, type ResolvedMailHost } from '../../platform/mail-hosts.ts';

export class SendError extends Error {
  override name = 'SendError';
  /** The draft that failed (kept, status failed), for a retry. */
  draftId: string | null = null;
  constructor(
    message: string,
    /** True when the user must reconnect the account (login refused, permission missing). */
    readonly reconnect = false,
  ) {
    super(message);
  }
}

export type SmtpSettings = { host: string; port: number; secure: boolean };

/** The account's SMTP server: the row's settings, else its provider's preset, else smtp.<imap domain>:465. */
export function smtpSettingsOf(account: Pick<MailAccount, 'provider' | 'smtpHost' | 'smtpPort' | 'smtpSecure' | 'imapHost'>): SmtpSettings | null {
  const preset = IMAP_PRESETS[account.provider] ?? null;
  const host = account.smtpHost || preset?.smtpHost || account.imapHost?.replace(/^imap\./, 'smtp.') || null;
  if (!host) return null;
  const secure = account.smtpSecure ?? preset?.smtpSecure ?? (account.smtpPort ? account.smtpPort === 465 : true);
  const port = account.smtpPort ?? preset?.smtpPort ?? (secure ? 465 : 587);
  return { host, port, secure };
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

type Credentials = { user?: string; password?: string; accessToken?: string } | null;

function describe(error: any, s: SmtpSettings, account: MailAccount): SendError {
  const code: string | undefined = error?.code;
  const response: string = String(error?.response ?? error?.message ?? error).trim();
  switch (code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return new SendError(
        `The mail server ${s.host} refused the login for ${account.email} (${response}). Check the password (most providers need an app password) and reconnect the account.`,
        true,
      );
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETIMEDOUT':
    case 'EDNS':
    case 'ECONNREFUSED':
    case 'EGREETING':
      return new SendError(`Could not reach the mail server ${s.host}:${s.port} (${response}). Check the SMTP server settings of ${account.email}.`);
    case 'ETLS':
      return new SendError(`A secure connection to ${s.host}:${s.port} failed (${response}).`);
    case 'EENVELOPE':
      return new SendError(`The mail server refused the recipients: ${response}`);
    case 'EMESSAGE':
    case 'EDATA':
      return new SendError(`The mail server refused the message: ${response}`);
    default:
      return new SendError(`The mail server refused the message: ${response}`);
  }
}

/** nodemailer's options for `s` at the checked address: STARTTLS is required unless TLS from the start or an allowed private server. */
export function smtpTransportOptions(s: SmtpSettings, resolved: ResolvedMailHost, credentials: NonNullable<Credentials>, user: string) {
  return {
    host: resolved.address, // the address that was checked
    port: s.port,
    secure: s.secure,
    // Except to an allowed private server (a local bridge), a plain connection must upgrade with STARTTLS before the login.
    requireTLS: !s.secure && !resolved.privateAllowed,
    tls: { rejectUnauthorized: !isLoopback(s.host), servername: s.host },
    auth: credentials.accessToken ? { type: 'OAuth2', user, accessToken: credentials.accessToken } : { user, pass: String(credentials.password) },
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export async function sendViaSmtp(
  account: MailAccount,
  credentials: Credentials,
  message: BuiltMessage,
  policy: MailHostPolicy,
): Promise<{ providerMessageId: string; response: string }> {
  const s = smtpSettingsOf(account);
  if (!s) throw new SendError(`No SMTP server is set for ${account.email}. Edit or reconnect the account.`, true);
  if (!credentials?.password && !credentials?.accessToken) {
    throw new SendError(`No password is stored for ${account.email}. Reconnect the account.`, true);
  }
  const user = String(credentials.user ?? account.email);
  let resolved;
  try {
    resolved = await resolveMailHost(s.host, policy, 'SMTP');
  } catch (error) {
    if (error instanceof MailHostError) throw new SendError(error.message, true);
    throw error;
  }
  const transport = nodemailer.createTransport(smtpTransportOptions(s, resolved, credentials!, user) as SMTPTransport.Options);
  try {
    const info = await transport.sendMail({ envelope: message.envelope, raw: message.raw });
    return { providerMessageId: message.messageId, response: String(info.response ?? '') };
  } catch (error) {
    throw describe(error, s, account);
  } finally {
    transport.close();
  }
}
