// The `state` and PKCE verifier of mailbox sign-ins in flight (Gmail, Outlook, Yahoo),
// kept in the signed-in session until the provider sends the browser back. Several
// tabs may start one; each state is used once and expires after ten minutes.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** Per flow (gmail, outlook, yahoo): the sign-ins started and not yet finished. */
    mailboxOAuth?: Record<string, { state: string; verifier: string; at: number }[]>;
  }
}

const PENDING_TTL_MS = 10 * 60_000;
const MAX_PENDING = 5;

const saveSession = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));

/** Starts a sign-in: a fresh state and PKCE pair, remembered in the session. */
export async function beginSignIn(req: Request, flow: string, verifier = crypto.randomBytes(32).toString('base64url')) {
  const state = crypto.randomBytes(24).toString('base64url');
  const codeChallenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const now = Date.now();
  const all = req.session.mailboxOAuth ?? {};
  const pending = (all[flow] ?? []).filter((p) => now - p.at < PENDING_TTL_MS).slice(-(MAX_PENDING - 1));
  req.session.mailboxOAuth = { ...all, [flow]: [...pending, { state, verifier, at: now }] };
  await saveSession(req);
  return { state, verifier, codeChallenge };
}

/** Finishes one: the verifier of a state this browser started (consumed), or null. */
export async function takeSignIn(req: Request, flow: string, state: string): Promise<{ verifier: string } | null> {
  const all = req.session.mailboxOAuth ?? {};
  const pending = all[flow] ?? [];
  const match = pending.find((p) => state && p.state === state && Date.now() - p.at < PENDING_TTL_MS) ?? null;
  req.session.mailboxOAuth = { ...all, [flow]: pending.filter((p) => p !== match) };
  await saveSession(req);
  return match ? { verifier: match.verifier } : null;
}

/** Where the provider sends the browser back: PUBLIC_URL when set, else this request's origin. */
export function callbackUrl(req: Request, publicUrl: string | undefined, path: string) {
  const origin = publicUrl ? publicUrl.replace(/\/+$/, '') : `${req.protocol}://${req.host}`;
  return `${origin}${path}`;
}

/** The signed-in user's id, or null (sign-in routes redirect to the login page instead of answering 401). */
export const signedInUserId = (req: Request) => (req.user as { id: string } | undefined)?.id ?? null;

/** Thrown for failures the user should read on /email-accounts. */
export class ConnectRefused extends Error {}

/** Back to the Email Accounts screen with `?connected=<address>` or `?error=<message>`. */
export const backToAccounts = (res: Response, query: Record<string, string>) => res.redirect(302, `/email-accounts?${new URLSearchParams(query)}`);
