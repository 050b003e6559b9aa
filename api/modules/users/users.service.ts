// Users: lookup and the display rules of spec §2 (display name fallback, initials).
import type { PrismaClient, User } from '../../db/generated/client.ts';
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
