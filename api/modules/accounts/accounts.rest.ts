// REST doors of spec §7 onto accounts and sync: /api/email-accounts, /api/gmail/sync,
// /api/emails/sync, /api/enhanced-emails/sync, plus archive upload.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { MailAccount } from '../../db/generated/client.ts';
import type { Services } from '../../context.ts';
import { HttpError, route, viewerId } from '../../rest/errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { accountDisplayName } from './accounts.service.ts';
import type { Config } from '../../config.ts';
import { mailOAuthProvider, signInPath } from './mail-oauth.ts';
import { textProblem } from '../../platform/input-guard.ts';

const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

export const accountJson = (a: MailAccount) => ({
  id: a.id,
  email: a.email,
  displayName: accountDisplayName(a),
  provider: a.provider,
  company: a.company,
  status: a.status,
  statusMessage: a.statusMessage,
  lastSync: a.lastSyncAt,
});

export function accountRoutes(services: Services, uploadsDir: string, config: Config) {
  const r = Router();

  r.get(
    '/email-accounts',
    route(async (req, res) => {
      res.json((await services.accounts.list(viewerId(req))).map(accountJson));
    }),
  );

  r.post(
    '/email-accounts',
    route(async (req, res) => {
      const userId = viewerId(req);
      const { email, provider = 'gmail', imap } = req.body ?? {};
      if (typeof email !== 'string' || !email.trim()) throw ValidationError.fromFields([{ name: 'email', message: 'Please enter an email address.' }]);
      if (provider === 'gmail') {
        // Gmail connects through Google's consent screen: answer with the URL to visit.
        res.json({ authUrl: `/api/gmail/auth?login_hint=${encodeURIComponent(email.trim())}`, message: 'Continue with Google to connect this Gmail account.' });
        return;
      }
      // Outlook and Yahoo sign in through their own page when configured, unless a password is given.
      const signIn = !imap?.password ? signInPath(config, provider, email.trim()) : null;
      if (signIn) {
        res.json({ authUrl: signIn, message: `Continue with ${mailOAuthProvider(config, provider)!.name} to connect this mailbox.` });
        return;
      }
      const account = await services.sync.connectImap(userId, { ...(imap ?? {}), email, provider, password: imap?.password ?? '' });
      res.status(201).json(accountJson(account));
    }),
  );

  r.patch(
    '/email-accounts/:id',
    route(async (req, res) => {
      res.json(accountJson(await services.accounts.update(viewerId(req), String(req.params.id), req.body)));
    }),
  );

  r.delete(
    '/email-accounts/:id',
    route(async (req, res) => {
      const removed = await services.accounts.remove(viewerId(req), String(req.params.id));
      res.json({ message: `Removed ${removed.email} and the mail only it held.`, id: removed.id });
    }),
  );

  r.post(
    '/email-accounts/:id/sync',
    route(async (req, res) => {
      const account = await services.sync.requestSync(viewerId(req), String(req.params.id), { full: !!req.body?.fullSync });
      res.status(202).json({ message: 'Email sync started. Nuggets will appear shortly.', accountId: account.id });
    }),
  );

  // Archive upload: the body is the file itself (streamed to disk), its name in X-Filename.
  r.post(
    '/email-accounts/import',
    route(async (req, res) => {
      const userId = viewerId(req);
      const name = uploadName(req.headers['x-filename']);
      const length = Number(req.headers['content-length'] ?? 0);
      if (length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'Archives are limited to 2 GB per upload.');
      fs.mkdirSync(uploadsDir, { recursive: true });
      const tmp = path.join(uploadsDir, `upload-${crypto.randomUUID()}`);
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_UPLOAD_BYTES) req.destroy(new Error('too large'));
      });
      try {
        await pipeline(req, fs.createWriteStream(tmp));
      } catch {
        await fs.promises.rm(tmp, { force: true });
        throw new HttpError(400, 'The upload did not complete.');
      }
      if (!received) {
        await fs.promises.rm(tmp, { force: true });
        throw ValidationError.fromFields([{ name: 'file', message: 'The file is empty.' }]);
      }
      const account = await services.sync.queueUploadedFile(userId, name, tmp);
      res.status(202).json({ message: 'Import started.', account: accountJson(account) });
    }),
  );

  r.post(
    '/gmail/sync',
    route(async (req, res) => {
      const userId = viewerId(req);
      const gmail = (await services.accounts.list(userId)).filter((a) => a.provider === 'gmail');
      if (!gmail.length) throw new HttpError(400, 'No Gmail account is connected. Connect one first.');
      for (const a of gmail) await services.sync.requestSync(userId, a.id);
      res.json({ message: `Sync started for ${gmail.length} Gmail account${gmail.length === 1 ? '' : 's'}.` });
    }),
  );

  r.post(
    '/emails/sync',
    route(async (req, res) => {
      const userId = viewerId(req);
      const accountId = req.body?.accountId;
      if (typeof accountId !== 'string' || !accountId) throw ValidationError.fromFields([{ name: 'accountId', message: 'accountId is required' }]);
      const account = await services.sync.requestSync(userId, accountId, { full: !!req.body?.fullSync });
      res.json({ message: 'Email sync started. Nuggets will appear shortly.', accountId: account.id });
    }),
  );

  r.post(
    '/enhanced-emails/sync',
    route(async (req, res) => {
      const accounts = await services.sync.requestSyncAll(viewerId(req));
      res.json({ message: accounts.length ? 'Emails synced successfully' : 'No mailboxes to sync', accounts: accounts.length });
    }),
  );

  return r;
}

/** The archive's file name from X-Filename (percent-encoded by the web app); a clear 400 when it is malformed. */
function uploadName(header: string | string[] | undefined): string {
  const raw = String(header ?? '');
  let name: string;
  try {
    name = decodeURIComponent(raw).trim();
  } catch {
    throw new HttpError(400, 'X-Filename is not a valid percent-encoded file name.');
  }
  if (textProblem(name)) throw new HttpError(400, 'X-Filename is not a valid percent-encoded file name.');
  return name.slice(0, 255) || 'archive.mbox';
}
