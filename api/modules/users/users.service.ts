// Users: lookup and the display rules of spec §2 (display name fallback, initials).
import { Prisma, type PrismaClient, type User } from '../../db/generated/client.ts';
import { isAutomatedAddress } from '../contacts/contacts.metrics.ts';
import { secretToken } from '../../platform/crypto.ts';

export type Viewer = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export function displayName(u: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = [u.firstName, u.lastName]
    .filter((s) => s && s.trim())
    .join(' ')
    .trim();
  return (u.firstName && u.lastName && full) || u.firstName?.trim() || u.email || 'User';
}

export function initials(u: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const parts = [u.firstName, u.lastName].map((s) => s?.trim()).filter(Boolean) as string[];
  if (parts.length)
    return parts
      .map((p) => p[0]!.toUpperCase())
      .join('')
      .slice(0, 2);
  return (u.email?.[0] ?? 'U').toUpperCase();
}

export function publicUser(u: Viewer) {
  return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: u.profileImageUrl };
}

/** Sign-in email, account addresses and aliases as one list: lower case, trimmed, each once. */
export function addressList(signIn: string | null | undefined, accounts: { email: string }[], aliases: string[] | null | undefined): string[] {
  return [...new Set([signIn, ...accounts.map((a) => a.email), ...(aliases ?? [])].filter((a): a is string => !!a).map((a) => a.trim().toLowerCase()))];
}

export type AddressCandidate = { address: string; name: string | null; sent: number; received: number };

/**
 * "Which of these addresses are yours?" after an import: the addresses the mail (of one
 * account, or all) is most often from and to, with how often, leaving out the user's known
 * addresses, machine addresses (no-reply, notifications…) and bulk mail (List-Unsubscribe),
 * whose sender and list address are nobody's own. An archive's owner is at the top: the
 * sender of its sent mail, the recipient of the rest. `own`: the user's known addresses (ViewerProfile.addresses).
 */
export async function addressCandidates(
  prisma: PrismaClient,
  userId: string,
  own: string[],
  opts: { accountId?: string; take?: number } = {},
): Promise<AddressCandidate[]> {
  const take = Math.min(Math.max(opts.take ?? 8, 1), 20);
  const account = opts.accountId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "EmailSource" s WHERE s."emailId" = e."id" AND s."accountId" = ${opts.accountId})`
    : Prisma.empty;
  const [rows] = await Promise.all([
    prisma.$queryRaw<{ address: string; name: string | null; sent: number; received: number }[]>`
      WITH m AS (
        SELECT lower(e."fromAddress") AS sender, e."fromName", CASE WHEN jsonb_typeof(e."to") = 'array' THEN e."to" ELSE '[]'::jsonb END AS recipients
        FROM "Email" e
        WHERE e."userId" = ${userId} AND e."isDeleted" = false AND NOT (e."headers" ? 'list-unsubscribe') ${account}
      ),
      s AS (SELECT sender AS address, max("fromName") AS name, count(*)::int AS sent FROM m WHERE sender IS NOT NULL AND sender <> '' GROUP BY sender),
      r AS (
        SELECT lower(x->>'email') AS address, max(nullif(x->>'name', '')) AS name, count(*)::int AS received
        FROM m CROSS JOIN LATERAL jsonb_array_elements(m.recipients) x
        WHERE coalesce(x->>'email', '') <> '' GROUP BY lower(x->>'email')
      )
      SELECT coalesce(s.address, r.address) AS address, coalesce(nullif(s.name, ''), r.name) AS name,
        coalesce(s.sent, 0)::int AS sent, coalesce(r.received, 0)::int AS received
      FROM s FULL JOIN r ON r.address = s.address
      ORDER BY coalesce(s.sent, 0) + coalesce(r.received, 0) DESC, 1
      LIMIT ${take + 30}`,
  ]);
  const mine = new Set(own);
  return rows
    .filter((r) => !mine.has(r.address) && !isAutomatedAddress(r.address) && /^[^\s@]+@[^\s@]+$/.test(r.address))
    .slice(0, take)
    .map((r) => ({ address: r.address, name: r.name?.trim() || null, sent: Number(r.sent), received: Number(r.received) }));
}

export function createUsersService(prisma: PrismaClient) {
  return {
    findById: (id: string) => prisma.user.findUnique({ where: { id } }),
    findByEmail: (email: string) => prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } }),
    /** Deletes the user and, through the schema's cascades, every row of theirs. */
    delete: (id: string) => prisma.user.delete({ where: { id } }),
    /** Creates a user with default settings in one transaction. */
    create: (data: { email: string; passwordHash?: string | null; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null }) =>
      prisma.user.create({ data: { ...data, email: data.email.trim().toLowerCase(), settings: { create: { calendarFeedToken: secretToken() } } } }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
